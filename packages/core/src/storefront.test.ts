import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './constants';
import { createBrowserStorage, createMemoryStorage } from './platform/storage';
import { selectCartCount } from './stores/cart';
import { selectUserId } from './stores/session';
import { cartLine } from './stores/test-fakes';
import { forgetStorefronts } from './storefront';
import { createStorefront, getStorefront } from './storefront-parts';

type Route = (request: { method: string; url: URL; body: unknown; headers: Headers }) => unknown;

/** A fetch that answers JSON from a route table keyed "METHOD /path" and records every request. */
function fakeFetch(routes: Record<string, Route>) {
  const requests: { method: string; path: string; auth: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({
      method: request.method,
      path: url.pathname,
      auth: request.headers.get('authorization'),
      body,
    });
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return Response.json({ message: 'Not found' }, { status: 404 });
    const answer = route({ method: request.method, url, body, headers: request.headers });
    return answer instanceof Response ? answer : Response.json(answer);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const BASE = 'http://api.test';
const USER = { user_id: 'u1', full_name: 'Asha Rao', email: 'asha@example.in' };

afterEach(() => forgetStorefronts());

// Compile-time check: a browser's window and localStorage fit the config and adapter types.
export const acceptsWindow = (w: Window) =>
  createStorefront({
    apiBase: BASE,
    merchantCode: 'a',
    env: w,
    storage: createBrowserStorage(w.localStorage, w),
  });

describe('createStorefront', () => {
  it('signs in, sends the session token, and pushes the guest cart before login resolves', async () => {
    const serverCart: unknown[] = [];
    const { fetch, requests } = fakeFetch({
      'POST /loginuser': () => ({ user: USER, accessToken: 'acc-1', refreshToken: 'ref-1' }),
      'POST /cart': ({ body }) => {
        serverCart.push(body);
        return { isError: false, msg: 'Added' };
      },
      'GET /cart/u1': () => ({ data: serverCart, isError: false }),
    });
    const storage = createMemoryStorage({ [STORAGE_KEYS.guestCart]: JSON.stringify([cartLine()]) });
    const shop = createStorefront({ apiBase: BASE, merchantCode: 'academy', storage, fetch, env: {} });

    const result = await shop.session.getState().login('asha@example.in', 'secret1');
    expect(result.ok).toBe(true);
    expect(requests.find((r) => r.path === '/loginuser')?.body).toMatchObject({ main_id: 'academy' });
    const add = requests.find((r) => r.path === '/cart');
    expect(add).toMatchObject({
      auth: 'Bearer acc-1',
      body: { user_id: 'u1', product_sku: 'SKU-1', main_id: 'academy' },
    });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.guestCart)!)).toEqual([]);
    await vi.waitFor(() => expect(selectCartCount(shop.cart.getState())).toBe(1));
  });

  it('start() removes a stored user the server no longer knows (legacy 201); settings are left to their readers', async () => {
    const { fetch, requests } = fakeFetch({
      'GET /registeruser/single/u1': () => Response.json({ message: 'User not found' }, { status: 201 }),
      'GET /button/academy': () => ({ data: [{ button_id: 'getquote', default: true }] }),
      'GET /paybutton/academy': () => ({ data: [{ button_id: 'paynow', default: true }] }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createMemoryStorage({ [STORAGE_KEYS.user]: JSON.stringify(USER) });
    const shop = createStorefront({ apiBase: BASE, merchantCode: 'academy', storage, fetch, env: {} });
    expect(selectUserId(shop.session.getState())).toBe('u1');
    // Signed in from storage: the cart waits for the server's, it is not empty yet.
    expect(shop.cart.getState()).toMatchObject({ status: 'loading', lines: [] });
    await Promise.all([shop.start(), shop.start()]);
    expect(shop.session.getState().user).toBeNull();
    expect(shop.cart.getState().status).toBe('idle');
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /registeruser/single/u1']);
    expect(shop.settings.getState()).toMatchObject({ defaultButton: null, payMode: null, loaded: false });
    await shop.settings.getState().loadSettings();
    expect(shop.settings.getState()).toMatchObject({ defaultButton: 'getquote', payMode: 'paynow' });
    vi.restoreAllMocks();
  });

  it('start() keeps a stored user the server knows and loads their server cart: loading, then the lines', async () => {
    const { fetch } = fakeFetch({
      'GET /registeruser/single/u1': () => ({ data: USER }),
      'GET /cart/u1': () => ({ data: [cartLine({ product_sku: 'SKU-7', quantity: 2 })], isError: false }),
    });
    const storage = createMemoryStorage({ [STORAGE_KEYS.user]: JSON.stringify(USER) });
    const shop = createStorefront({ apiBase: BASE, merchantCode: 'academy', storage, fetch, env: {} });
    expect(shop.cart.getState()).toMatchObject({ status: 'loading', lines: [] });
    await shop.start();
    expect(shop.cart.getState()).toMatchObject({
      status: 'idle',
      lines: [expect.objectContaining({ product_sku: 'SKU-7', quantity: 2 })],
    });
  });

  it('detects the platform from the environment and offers a bridge only in the apps', () => {
    const storage = createMemoryStorage();
    const web = createStorefront({ apiBase: BASE, merchantCode: 'a', storage, env: {} });
    expect(web.platform).toBe('WEBSITE');
    expect(web.bridge).toBeUndefined();
    const postMessage = vi.fn();
    const app = createStorefront({
      apiBase: BASE,
      merchantCode: 'a',
      storage,
      env: { Android: { postMessage } },
    });
    expect(app.platform).toBe('ANDROID_APP');
    app.bridge!.requestGoogleSignIn();
    expect(postMessage).toHaveBeenCalledWith('{"type":"googleSignIn","v":1}');
  });

  it("inside an app the checkout's purchase events reach the app once each (orderPlaced, paymentSucceeded)", () => {
    const sent: Array<Record<string, unknown>> = [];
    const app = createStorefront({
      apiBase: BASE,
      merchantCode: 'a',
      storage: createMemoryStorage(),
      env: { Android: { postMessage: (text: string) => void sent.push(JSON.parse(text)) } },
    });
    app.bridge!.receive(
      JSON.stringify({ type: 'capabilities', v: 1, messages: ['orderPlaced', 'paymentSucceeded'] }),
    );
    const order = {
      orderId: 'ord_7',
      value: 3999,
      currency: 'INR' as const,
      shipping: 0,
      tax: 610,
      coupon: '',
      payMethod: 'Pay now' as const,
      items: [],
    };
    app.checkout.events.emit({ type: 'order-placed', ...order, awaitingPayment: true });
    app.checkout.events.emit({ type: 'order-placed', ...order, awaitingPayment: true });
    app.checkout.events.emit({ type: 'payment-succeeded', ...order, amountPaid: 3999 });
    expect(sent.filter((m) => m.type !== 'hello')).toEqual([
      { ...order, awaitingPayment: true, type: 'orderPlaced', v: 1 },
      { ...order, amountPaid: 3999, type: 'paymentSucceeded', v: 1 },
    ]);
  });

  it('falls back to memory storage where there is no localStorage (Node)', async () => {
    const shop = createStorefront({ apiBase: BASE, merchantCode: 'a', env: {} });
    await shop.cart.getState().addItem(cartLine(), { context: 'listing' });
    expect(selectCartCount(shop.cart.getState())).toBe(1);
  });
});

describe('getStorefront', () => {
  it('shares one storefront per api base and merchant code', () => {
    const storage = createMemoryStorage();
    const a = getStorefront({ apiBase: `${BASE}/`, merchantCode: 'academy', storage, env: {} });
    const b = getStorefront({ apiBase: BASE, merchantCode: 'academy', env: {} });
    const other = getStorefront({ apiBase: BASE, merchantCode: 'second-merchant', storage, env: {} });
    expect(b).toBe(a);
    expect(b.cart).toBe(a.cart);
    expect(other).not.toBe(a);
  });

  it('starts afresh after forgetStorefronts', () => {
    const a = getStorefront({ apiBase: BASE, merchantCode: 'academy', env: {} });
    forgetStorefronts();
    expect(getStorefront({ apiBase: BASE, merchantCode: 'academy', env: {} })).not.toBe(a);
  });
});
