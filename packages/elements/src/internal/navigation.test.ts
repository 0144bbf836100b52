import { ROUTES } from '@skatekit/core/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupStorefront } from '../test/harness';
import { createNavigate, resolveRoute } from './navigation';
import { checkoutPart } from '@skatekit/core';
import { SHOP_PARTS } from './parts';

let listeners = new AbortController();
afterEach(() => {
  document.body.innerHTML = '';
  listeners.abort();
  listeners = new AbortController();
});

describe('resolveRoute', () => {
  it('puts app routes under the base URL and leaves addresses alone', () => {
    expect(resolveRoute('/cart', undefined)).toBe('/cart');
    expect(resolveRoute('/cart', 'https://academy.example/shop/')).toBe('https://academy.example/shop/cart');
    expect(resolveRoute('/product/a/b?x=1', '/store')).toBe('/store/product/a/b?x=1');
    expect(resolveRoute('/cart', '/store#')).toBe('/store#/cart');
    expect(resolveRoute('https://wa.me/91', '/store')).toBe('https://wa.me/91');
    expect(resolveRoute('//cdn.example/x', '/store')).toBe('//cdn.example/x');
  });
});

describe('createNavigate', () => {
  const setup = (baseUrl?: string, { parts = true } = {}) => {
    const { storefront } = setupStorefront();
    // As an element that reads the checkout data and the return page provides them.
    if (parts) storefront.provide({ ...SHOP_PARTS, checkout: checkoutPart });
    const host = document.createElement('div');
    document.body.append(host);
    const assign = vi.fn();
    const events: Array<{ type: string; detail: unknown }> = [];
    const cancel = new Set<string>();
    for (const type of ['skate-navigate', 'skate-checkout', 'skate-login']) {
      document.addEventListener(
        type,
        (event) => {
          events.push({ type, detail: (event as CustomEvent).detail });
          if (cancel.has(type)) event.preventDefault();
        },
        { signal: listeners.signal },
      );
    }
    return {
      storefront,
      navigate: createNavigate({ host, storefront, baseUrl, assign }),
      assign,
      events,
      cancel,
    };
  };

  it('announces skate-navigate, then loads the mapped address', () => {
    const { navigate, assign, events } = setup('https://shop.example/skates');
    navigate('/product/x/y');
    expect(events).toEqual([{ type: 'skate-navigate', detail: { to: '/product/x/y' } }]);
    expect(assign).toHaveBeenCalledWith('https://shop.example/skates/product/x/y');
  });

  it('moves from an element without checkout data or return page (the cart button): the events carry none', () => {
    const { navigate, assign, events } = setup(undefined, { parts: false });
    navigate(ROUTES.checkout);
    navigate(ROUTES.login);
    expect(events).toEqual([
      { type: 'skate-checkout', detail: { to: '/checkout', data: null } },
      { type: 'skate-navigate', detail: { to: '/checkout' } },
      { type: 'skate-login', detail: { to: '/login', returnTo: null } },
      { type: 'skate-navigate', detail: { to: '/login' } },
    ]);
    expect(assign.mock.calls).toEqual([['/checkout'], ['/login']]);
  });

  it('does not move when skate-navigate is cancelled', () => {
    const { navigate, assign, cancel } = setup();
    cancel.add('skate-navigate');
    navigate(ROUTES.cart);
    expect(assign).not.toHaveBeenCalled();
  });

  it('announces skate-checkout with the checkout data first; cancelling it stops the move', () => {
    const { navigate, assign, events, cancel, storefront } = setup();
    cancel.add('skate-checkout');
    navigate(ROUTES.checkout);
    expect(events).toEqual([
      { type: 'skate-checkout', detail: { to: ROUTES.checkout, data: storefront.checkout.getState().data } },
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('announces skate-login with the saved return page, then navigates when nobody cancels', () => {
    const { navigate, assign, events, storefront } = setup();
    storefront.returnPage.getState().rememberReturnPage('/my-account');
    navigate(ROUTES.login);
    expect(events.map((event) => event.type)).toEqual(['skate-login', 'skate-navigate']);
    expect(events[0].detail).toEqual({ to: ROUTES.login, returnTo: '/my-account' });
    expect(assign).toHaveBeenCalledWith(ROUTES.login);
  });

  it('announces skate-checkout before skate-login when a guest heads to checkout', () => {
    const { navigate, assign, events, storefront } = setup();
    storefront.returnPage.getState().rememberReturnPage(ROUTES.checkout);
    navigate(ROUTES.login);
    expect(events.map((event) => event.type)).toEqual(['skate-checkout', 'skate-login', 'skate-navigate']);
    expect(events[0].detail).toEqual({ to: '/checkout', data: null });
    expect(events[1].detail).toEqual({ to: '/login', returnTo: '/checkout' });
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('stops at skate-checkout when the page runs the checkout itself', () => {
    const { navigate, assign, events, storefront, cancel } = setup();
    cancel.add('skate-checkout');
    storefront.returnPage.getState().rememberReturnPage(ROUTES.checkout);
    navigate(ROUTES.login);
    expect(events.map((event) => event.type)).toEqual(['skate-checkout']);
    expect(assign).not.toHaveBeenCalled();
  });
});
