import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineSkateElements } from './define-all';
import {
  API,
  clearPage,
  eventually,
  findIn,
  guestLine,
  MERCHANT,
  mount,
  product,
  setupStorefront,
  shadow,
} from './test/harness';

beforeAll(() => defineSkateElements());
afterEach(clearPage);

describe('::part() names', () => {
  it('names the surfaces of the React tree, including ones rendered later', async () => {
    setupStorefront({ [`GET /grouped-product/search-all-products/${MERCHANT}`]: { data: [product('a')] } });
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

  it('gives the cart button its own parts and follows class changes', async () => {
    const { storefront } = setupStorefront();
    const button = mount(
      `<skate-cart-button merchant-code="${MERCHANT}" api-base="${API}" label="Bag"></skate-cart-button>`,
    );
    const link = await findIn(button, 'a');
    await eventually(() => expect(link.getAttribute('part')).toBe('button'));
    expect(shadow(button).querySelector('svg')!.getAttribute('part')).toBe('icon');
    expect(shadow(button).querySelector('[part="label"]')!.textContent).toBe('Bag');
    expect(shadow(button).querySelector('[part~="badge"]')).toBeNull();

    await storefront.cart.getState().addItem(guestLine(product('a')), { context: 'listing' });
    await eventually(() => expect(shadow(button).querySelector('[part~="badge"]')?.textContent).toBe('1'));

    link.classList.remove('skate-cart-button');
    await eventually(() => expect(link.hasAttribute('part')).toBe(false));
  });
});
