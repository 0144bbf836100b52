import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { createCookieStorage } from '../platform/cookie-storage';
import { createMemoryStorage, type StorageAdapter } from '../platform/storage';
import { createStorefront } from '../storefront-parts';
import { ASHA, cartLine } from './test-fakes';

const TOKENS = { accessToken: 'a1', refreshToken: 'r1' };
const records = {
  [STORAGE_KEYS.guestCart]: JSON.stringify([cartLine({ quantity: 2 })]),
  [STORAGE_KEYS.user]: JSON.stringify(ASHA),
  [STORAGE_KEYS.tokens]: JSON.stringify(TOKENS),
  [STORAGE_KEYS.returnTo]: '/checkout',
  [STORAGE_KEYS.paymentResults]: JSON.stringify(['o1']),
  [STORAGE_KEYS.admission]: JSON.stringify({ name: 'Asha' }),
  [STORAGE_KEYS.courseBuyNow]: 'true',
};
const shop = (storage: StorageAdapter) =>
  createStorefront({
    apiBase: 'http://api.test',
    merchantCode: 'm1',
    storage,
    fetch: async () => new Response('{}'),
  });

describe('stores start as a server renders them, then hold what storage says', () => {
  it('with browser-only storage: the initial state is a guest with an unknown cart, the state is the stored one', () => {
    const storefront = shop(createMemoryStorage({ ...records, [STORAGE_KEYS.user]: '' }));
    const cart = storefront.cart;
    expect(cart.getInitialState()).toMatchObject({ guestLines: [], lines: [], status: 'loading' });
    expect(cart.getState()).toMatchObject({
      status: 'idle',
      lines: [expect.objectContaining({ quantity: 2 })],
    });
    expect(storefront.session.getInitialState()).toMatchObject({ user: null, tokens: null, hydrated: false });
    expect(storefront.session.getState()).toMatchObject({ user: null, tokens: TOKENS, hydrated: true });
    expect(storefront.returnPage.getInitialState().path).toBe(null);
    expect(storefront.returnPage.getState().path).toBe('/checkout');
    expect(storefront.paymentResults.getInitialState().handled).toEqual([]);
    expect(storefront.paymentResults.getState().handled).toEqual(['o1']);
    expect(storefront.admissionDraft.getInitialState().draft).toBe(null);
    expect(storefront.admissionDraft.getState().draft).toEqual({ name: 'Asha' });
    expect(storefront.checkout.getInitialState().courseBuyNow).toBe(false);
    expect(storefront.checkout.getState().courseBuyNow).toBe(true);
  });

  it('a signed-in session read from storage shows after the first render, its cart loading', () => {
    const storefront = shop(createMemoryStorage(records));
    expect(storefront.session.getInitialState().user).toBe(null);
    expect(storefront.session.getState().user?.user_id).toBe('u1');
    expect(storefront.cart.getState()).toMatchObject({ lines: [], status: 'loading' });
  });

  it('with cookies the server reads too: the initial state already holds the stored cart and session', () => {
    const header = Object.entries(records)
      .map(([key, value]) => `skate.${key}=${encodeURIComponent(value)}`)
      .join('; ');
    const storefront = shop(createCookieStorage({ cookie: header, document: null }));
    expect(storefront.session.getInitialState()).toMatchObject({ user: { user_id: 'u1' }, hydrated: true });
    expect(storefront.cart.getInitialState()).toMatchObject({
      guestLines: [expect.objectContaining({ quantity: 2 })],
      lines: [],
      status: 'loading',
    });
    expect(storefront.returnPage.getInitialState().path).toBe('/checkout');
  });

  it('a guest cart in cookies is the initial cart, counted in the first render', () => {
    const header = `other=1; skate.guest_cart=${encodeURIComponent(records[STORAGE_KEYS.guestCart])}`;
    const storefront = shop(createCookieStorage({ cookie: header, document: null }));
    expect(storefront.cart.getInitialState()).toMatchObject({
      status: 'idle',
      lines: [expect.objectContaining({ product_sku: 'SKU-1', quantity: 2 })],
    });
  });
});
