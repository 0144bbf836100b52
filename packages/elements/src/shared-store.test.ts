import { STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { describe, expect, it } from 'vitest';
import { addStorefront, API, guestLine, MERCHANT, product, PRODUCTS, setupStorefront } from './test/harness';
import { byText, eventually, mount, shadow, withDefinedTags } from './test/page';

const badge = (button: Element) => shadow(button).querySelector('[part~="badge"]')?.textContent ?? null;

withDefinedTags();

describe('one storefront per (api-base, merchant-code)', () => {
  it('updates the cart button badge and the cart when the catalogue adds a product', async () => {
    const { storefront, storage } = setupStorefront({
      [PRODUCTS]: { data: [product('a', { title: 'Alpha' }), product('b', { title: 'Bravo' })] },
      'GET /grouped-product/single/a': { data: product('a', { title: 'Alpha' }) },
    });
    mount(`
      <skate-config merchant-code="${MERCHANT}" api-base="${API}"></skate-config>
      <header><skate-cart-button></skate-cart-button></header>
      <main><skate-catalogue></skate-catalogue><skate-cart></skate-cart></main>`);
    const catalogue = document.querySelector('skate-catalogue')!;
    const button = document.querySelector('skate-cart-button')!;
    const cart = document.querySelector('skate-cart')!;
    await eventually(() => expect(shadow(button).querySelector('a')).not.toBeNull());
    expect(badge(button)).toBeNull();

    const alpha = await eventually(() => {
      const card = shadow(catalogue).querySelector('article[aria-label="Alpha"]');
      const add = card && byText(card, TEXTS.ADD_TO_CART);
      if (!add) throw new Error('no Add to Cart yet');
      return add;
    });
    alpha.click();

    await eventually(() => expect(badge(button)).toBe('1'));
    expect(shadow(button).querySelector('a')!.getAttribute('aria-label')).toBe(`${TEXTS.NAV_CART}, 1 item`);
    expect(storefront.cart.getState().lines.map((line) => line.product_id)).toEqual(['a']);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.guestCart) ?? '[]')).toHaveLength(1);
    await eventually(() => expect(shadow(cart).textContent).toContain('Alpha'));

    // A visible label leads the accessible name, and the visible text reads as the name does (WCAG 2.5.3).
    button.setAttribute('label', 'Basket');
    await eventually(() =>
      expect(shadow(button).querySelector('a')!.getAttribute('aria-label')).toBe('Basket, 1 item'),
    );
    expect(shadow(button).querySelector('a')!.textContent?.replace(/\s+/g, ' ').trim()).toBe('Basket 1');
  });

  it('keeps another merchant on its own cart', async () => {
    const { storefront } = setupStorefront();
    addStorefront('OTHER');
    mount(`
      <skate-cart-button merchant-code="${MERCHANT}" api-base="${API}"></skate-cart-button>
      <skate-cart-button merchant-code="OTHER" api-base="${API}/"></skate-cart-button>`);
    const [ours, theirs] = [...document.querySelectorAll('skate-cart-button')];
    await eventually(() => expect(shadow(theirs).querySelector('a')).not.toBeNull());

    await storefront.cart.getState().addItem(guestLine(product('x')), { context: 'listing' });

    await eventually(() => expect(badge(ours)).toBe('1'));
    expect(badge(theirs)).toBeNull();
  });
});
