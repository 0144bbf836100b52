import { TEXTS } from '@skatekit/core/texts';
import { notify } from '@skatekit/react/ui';
import { describe, expect, it } from 'vitest';
import { API, guestLine, MERCHANT, product, PRODUCTS, setupStorefront } from './test/harness';
import { eventually, findIn, mount, shadow, withDefinedTags } from './test/page';

withDefinedTags();

describe('::part() names', () => {
  it('names the surfaces of the React tree, including ones rendered later', async () => {
    setupStorefront({ [PRODUCTS]: { data: [product('a')] } });
    const catalogue = mount(
      `<skate-catalogue merchant-code="${MERCHANT}" api-base="${API}"></skate-catalogue>`,
    );
    const card = await findIn(catalogue, 'article');
    await eventually(() => expect(card.getAttribute('part')).toBe('card product-card'));
    expect(shadow(catalogue).querySelector('.skate-root')!.getAttribute('part')).toBe('root');
    expect(shadow(catalogue).querySelector('.skate-page-title')!.getAttribute('part')).toBe('heading');
    expect(shadow(catalogue).querySelector('select')!.getAttribute('part')).toBe('input');
    const buttons = [...shadow(catalogue).querySelectorAll('.skate-btn')];
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button.getAttribute('part')?.split(' ')).toContain('button');
  });

  it('gives the cart button its own parts, the count badge too once it shows', async () => {
    const { storefront } = setupStorefront();
    const button = mount(
      `<skate-cart-button merchant-code="${MERCHANT}" api-base="${API}" label="Bag"></skate-cart-button>`,
    );
    const link = await findIn(button, 'a');
    expect(link.getAttribute('part')).toBe('button');
    expect(shadow(button).querySelector('.skate-root')!.getAttribute('part')).toBe('root');
    expect(shadow(button).querySelector('svg')!.getAttribute('part')).toBe('icon');
    expect(shadow(button).querySelector('[part="label"]')!.textContent).toBe('Bag');
    expect(shadow(button).querySelector('[part~="badge"]')).toBeNull();

    await storefront.cart.getState().addItem(guestLine(product('a')), { context: 'listing' });
    await eventually(() => expect(shadow(button).querySelector('[part~="badge"]')?.textContent).toBe('1'));
    expect(shadow(button).querySelector('[part~="badge"]')!.getAttribute('part')).toBe('badge');
  });

  it('names the notice area and each notice of <skate-toasts>', async () => {
    const toasts = mount('<skate-toasts></skate-toasts>');
    expect((await findIn(toasts, '.skate-root')).getAttribute('part')).toBe('root');
    notify.info(TEXTS.PRODUCT_ALREADY_IN_CART);
    const notice = await findIn(toasts, '[part="toast"]');
    expect(notice.textContent).toBe(TEXTS.PRODUCT_ALREADY_IN_CART);
    expect(notice.classList.contains('Toastify__toast')).toBe(true);
  });
});
