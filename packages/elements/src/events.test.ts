import { ROUTES, STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { describe, expect, it, vi } from 'vitest';
import { SKATE_EVENTS, type SkateAddToCartDetail, type SkateNavigateDetail } from './internal/events';
import { API, guestLine, MERCHANT, product, PRODUCTS, setupStorefront } from './test/harness';
import { byText, eventually, findIn, mount, shadow, toastTexts, withDefinedTags } from './test/page';

withDefinedTags(() => {
  window.location.hash = '';
});

/** Records every event of `name` reaching the document, with what a page listener sees. */
function listen<D>(name: string, { cancel = false } = {}) {
  const seen: Array<{
    detail: D;
    bubbles: boolean;
    composed: boolean;
    cancelable: boolean;
    target: EventTarget | null;
  }> = [];
  const listener = (event: Event) => {
    const custom = event as CustomEvent<D>;
    seen.push({
      detail: custom.detail,
      bubbles: event.bubbles,
      composed: event.composed,
      cancelable: event.cancelable,
      target: event.target,
    });
    if (cancel) event.preventDefault();
  };
  document.addEventListener(name, listener);
  return { seen, stop: () => document.removeEventListener(name, listener) };
}

describe('skate-* events', () => {
  it('announces skate-add-to-cart from the element that added, bubbling and composed', async () => {
    setupStorefront({ [PRODUCTS]: { data: [product('a', { title: 'Alpha' })] } });
    const added = listen<SkateAddToCartDetail>(SKATE_EVENTS.addToCart);
    mount(`
      <skate-catalogue merchant-code="${MERCHANT}" api-base="${API}"></skate-catalogue>
      <skate-cart-button merchant-code="${MERCHANT}" api-base="${API}"></skate-cart-button>`);
    const catalogue = document.querySelector('skate-catalogue')!;
    const add = await eventually(() => {
      const button = byText(shadow(catalogue), TEXTS.ADD_TO_CART);
      if (!button) throw new Error('no card yet');
      return button;
    });
    add.click();

    await eventually(() => expect(added.seen).toHaveLength(1));
    const [event] = added.seen;
    // (DOM nodes are compared by identity: a deep match would walk React's fiber graph.)
    expect(event.target).toBe(catalogue);
    expect(event).toMatchObject({ bubbles: true, composed: true });
    expect(event.detail.outcome).toBe('added');
    expect(event.detail.item).toMatchObject({ product_id: 'a', product_name: 'Alpha', main_id: MERCHANT });

    // The same product again on a listing is refused ("Product already in cart"): nothing announced.
    // (The button is busy while the first add runs; a click on a disabled button does nothing.)
    await eventually(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    add.click();
    await eventually(() => expect(toastTexts()).toContain(TEXTS.PRODUCT_ALREADY_IN_CART));
    expect(added.seen).toHaveLength(1);
    added.stop();
  });

  it('Buy Now on a listing loads the checkout and announces skate-checkout with its one line', async () => {
    const { storefront } = setupStorefront({
      [PRODUCTS]: { data: [product('a', { title: 'Alpha', originalPrice: 2499, discountPrice: 1999 })] },
      [`GET /button/${MERCHANT}`]: {
        data: ['getquote', 'addtocart', 'buynow'].map((id) => ({ button_id: id, default: id === 'buynow' })),
      },
    });
    const checkouts = listen<{ to: string; data: { products: unknown[]; totalAfterDiscount: number } }>(
      SKATE_EVENTS.checkout,
      { cancel: true },
    );
    const catalogue = mount(
      `<skate-catalogue merchant-code="${MERCHANT}" api-base="${API}"></skate-catalogue>`,
    );
    const buy = await eventually(() => {
      const button = byText(shadow(catalogue), TEXTS.BUY_NOW);
      if (!button) throw new Error('no Buy Now yet');
      return button;
    });
    // The listing's tag does not carry the checkout: Buy Now loads it.
    expect(storefront.provides('checkout')).toBe(false);
    buy.click();

    await eventually(() => expect(checkouts.seen).toHaveLength(1));
    expect(checkouts.seen[0].target).toBe(catalogue);
    expect(checkouts.seen[0].detail.to).toBe(ROUTES.checkout);
    expect(checkouts.seen[0].detail.data).toMatchObject({
      products: [{ product_id: 'a', product_name: 'Alpha', quantity: 1 }],
      totalBeforeDiscount: 2499,
      totalAfterDiscount: 1999,
    });
    expect(storefront.checkout.getState().data?.products).toHaveLength(1);
    checkouts.stop();
  });

  it('announces skate-navigate (cancelable) and stays when a listener cancels it', async () => {
    setupStorefront();
    const navigations = listen<SkateNavigateDetail>(SKATE_EVENTS.navigate, { cancel: true });
    const button = mount(
      `<skate-cart-button merchant-code="${MERCHANT}" api-base="${API}" base-url="#"></skate-cart-button>`,
    );
    const link = await findIn(button, 'a');
    link.click();

    expect(navigations.seen).toHaveLength(1);
    expect(navigations.seen[0].target).toBe(button);
    expect(navigations.seen[0]).toMatchObject({
      detail: { to: ROUTES.cart },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    expect(window.location.hash).toBe('');
    navigations.stop();
  });

  it('goes to the base-url mapped route when nobody cancels', async () => {
    setupStorefront();
    const navigations = listen<SkateNavigateDetail>(SKATE_EVENTS.navigate);
    const button = mount(
      `<skate-cart-button merchant-code="${MERCHANT}" api-base="${API}" base-url="#"></skate-cart-button>`,
    );
    const link = await findIn(button, 'a');
    // The link's own address is mapped too, so opening it in a new tab lands in the same place.
    await eventually(() => expect(link.getAttribute('href')).toBe('#/cart'));
    link.click();

    expect(navigations.seen.map((event) => event.detail.to)).toEqual([ROUTES.cart]);
    expect(window.location.hash).toBe('#/cart');
    navigations.stop();
  });

  it('shows the base-url mapped address on its links, following base-url changes', async () => {
    setupStorefront();
    const button = mount(
      `<skate-cart-button merchant-code="${MERCHANT}" api-base="${API}"></skate-cart-button>`,
    );
    const link = await findIn(button, 'a');
    expect(link.getAttribute('href')).toBe('/cart');

    button.setAttribute('base-url', '/shop/');
    await eventually(() => expect(link.getAttribute('href')).toBe('/shop/cart'));
    button.setAttribute('base-url', 'https://academy.example/store');
    await eventually(() => expect(link.getAttribute('href')).toBe('https://academy.example/store/cart'));
    button.removeAttribute('base-url');
    await eventually(() => expect(link.getAttribute('href')).toBe('/cart'));
  });

  it('announces skate-login with the return page when a guest checks out from the cart', async () => {
    const line = guestLine(product('a', { title: 'Alpha' }));
    setupStorefront(
      { 'GET /grouped-product/single/a': { data: product('a', { title: 'Alpha' }) } },
      { [STORAGE_KEYS.guestCart]: [line] },
    );
    const logins = listen(SKATE_EVENTS.login, { cancel: true });
    const navigations = listen(SKATE_EVENTS.navigate);
    const cart = mount(`<skate-cart merchant-code="${MERCHANT}" api-base="${API}"></skate-cart>`);
    const checkout = await eventually(() => {
      const button = byText(shadow(cart), TEXTS.CHECKOUT);
      if (!button) throw new Error('no checkout button yet');
      return button;
    });
    checkout.click();

    await eventually(() => expect(logins.seen).toHaveLength(1));
    expect(logins.seen[0].target).toBe(cart);
    expect(logins.seen[0]).toMatchObject({
      detail: { to: ROUTES.login, returnTo: ROUTES.checkout },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    // Cancelled: the host shows its own sign-in, the element does not navigate.
    expect(navigations.seen).toHaveLength(0);
    logins.stop();
    navigations.stop();
  });

  it('is typed in GlobalEventHandlersEventMap', () => {
    const handler = vi.fn((event: CustomEvent<SkateNavigateDetail>) => event.detail.to);
    document.addEventListener('skate-navigate', handler);
    document.dispatchEvent(new CustomEvent('skate-navigate', { detail: { to: '/x' } }));
    expect(handler).toHaveReturnedWith('/x');
    document.removeEventListener('skate-navigate', handler);
  });
});
