import { createStorefront } from '@skatekit/core';
import { FEE_TEXTS } from '@skatekit/core/academy';
import { createMemoryStorage, type StorageAdapter } from '@skatekit/core/platform';
import { isProtectedRoute, productRoute, STORAGE_KEYS } from '@skatekit/core/rules';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from './config';
import { createRoutes, SITE_ROUTES } from './routes';

const config: SiteConfig = { apiBase: 'http://api.test', merchantCode: 'SKATE01' };

/** Every route of both spec documents, as a concrete address a visitor could open. */
const SPEC_ADDRESSES = [
  '/',
  '/course',
  '/equipments',
  '/product',
  '/product?search=skates',
  '/category-detail/Skates',
  productRoute('Quad Skates: Pro / 2', 'p-42'),
  '/cart',
  '/checkout',
  '/payment-success/order_1',
  '/payment-failed/order_1',
  '/payment-successad/adm_1',
  '/payment-failedad/adm_1',
  '/login',
  '/register',
  '/reset',
  '/my-account',
  '/track/order_1',
  '/invoice/order_1',
  '/invoice',
  '/admission-form',
  '/admission-form-step-2',
  '/contact',
  '/enquiry-form-form',
  '/enquiry-form',
  '/centers',
  '/about',
  '/privacy-policy',
  '/refund-policy',
  '/rules-and-regulations',
  '/shipping-and-delivery',
];

/** The academy's own pages (issues 37 and 38), open to guests. */
const ACADEMY_ADDRESSES = ['/timetable', '/fees/pay?token=abc'];

/** The login-required pages of the spec (both documents' access columns). */
const PROTECTED_ADDRESSES = [
  '/checkout',
  '/payment-success/order_1',
  '/payment-failed/order_1',
  '/payment-successad/adm_1',
  '/payment-failedad/adm_1',
  '/my-account',
  '/track/order_1',
];

const routes = createRoutes(config);

/** The leaf route an address lands on ('*' is the 404). */
function leafPath(address: string): string | undefined {
  const pathname = address.split('?')[0];
  return matchRoutes(routes, pathname)?.at(-1)?.route.path;
}

const SIGNED_IN_USER = { user_id: 'u1', full_name: 'Asha Rao', email: 'asha@example.com' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A quiet API: it knows the one signed-in user (so the start-up user check keeps them) and answers
 * everything else with 404, so pages render their empty or failed states without a network.
 */
const fakeApi: typeof fetch = async (input) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes(`/registeruser/single/${SIGNED_IN_USER.user_id}`))
    return json(200, { data: SIGNED_IN_USER });
  // A fee reminder's pay link past its days.
  if (url.includes('/fees/link?token=old-link-token'))
    return json(410, { success: false, message: FEE_TEXTS.LINK_EXPIRED });
  return json(404, { message: 'not found' });
};

/** A fresh storefront per test: the provider would otherwise share one per merchant across tests. */
function renderAt(address: string, storage: StorageAdapter = createMemoryStorage()) {
  const storefront = createStorefront({ ...config, storage, fetch: fakeApi });
  const router = createMemoryRouter(createRoutes(config, { storefront }), { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return { router, storage, storefront };
}

/** Storage holding a signed-in user record and tokens. */
const signedInStorage = () =>
  createMemoryStorage({
    [STORAGE_KEYS.user]: JSON.stringify(SIGNED_IN_USER),
    [STORAGE_KEYS.tokens]: JSON.stringify({ accessToken: 'a', refreshToken: 'r' }),
  });

describe('the academy pages', () => {
  it("a fee pay link's page opens for a guest and says when its link has expired", async () => {
    const { router, storage } = renderAt('/fees/pay?token=old-link-token');
    // The academy's chunk loads on first use (slow to transform under test).
    expect(await screen.findByText(FEE_TEXTS.LINK_EXPIRED, {}, { timeout: 25_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fees/pay');
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBeNull();
  }, 40_000);
});

describe('route table', () => {
  it.each(SPEC_ADDRESSES)('%s is a page of the site, not the 404', (address) => {
    const path = leafPath(address);
    expect(path).toBeDefined();
    expect(path).not.toBe('*');
  });

  it.each(ACADEMY_ADDRESSES)("%s is the academy's page, open without signing in", (address) => {
    expect(leafPath(address)).toBe(address.split('?')[0]);
    expect(isProtectedRoute(address.split('?')[0])).toBe(false);
  });

  it('sends unknown addresses to the friendly 404', () => {
    expect(leafPath('/no-such-page')).toBe('*');
    expect(leafPath('/product/only-one-segment')).toBe('*');
  });

  it('opens the product detail at its encoded route', () => {
    expect(leafPath(productRoute('Inline Skates', '7'))).toBe('/product/:title/:id');
  });

  it('guards exactly the spec login-required pages, plus the invoice of an order', () => {
    const guarded = SITE_ROUTES.filter((route) => route.protected).map((route) => route.path);
    expect(guarded.sort()).toEqual(
      [
        '/checkout',
        '/payment-success/:id',
        '/payment-failed/:id',
        '/payment-successad/:id',
        '/payment-failedad/:id',
        '/my-account',
        '/track/:id',
        '/invoice/:id',
        '/invoice',
      ].sort(),
    );
    // core's own list agrees (it is what embedded components use without a router).
    for (const address of PROTECTED_ADDRESSES) expect(isProtectedRoute(address)).toBe(true);
  });
});

describe('protected routes', () => {
  it.each(PROTECTED_ADDRESSES)('%s sends a guest to /login and remembers the page', async (address) => {
    const { router, storage } = renderAt(address);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBe(address);
  });

  it('keeps the query of the remembered page', async () => {
    const { router, storage } = renderAt('/track/order_9?from=mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBe('/track/order_9?from=mail');
  });

  it('lets a signed-in user stay on a protected page', async () => {
    const storage = signedInStorage();
    const { router } = renderAt('/my-account', storage);
    // Let the start-up user check and the guard's effect run; a signed-in user must not be moved.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe('/my-account');
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBeNull();
  });

  it('sends a user who logs out to /login without remembering the page', async () => {
    const storage = signedInStorage();
    const { router, storefront } = renderAt('/track/order_1', storage);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe('/track/order_1');
    act(() => storefront.session.getState().logout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The next login starts at /, not on the page the user just left.
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBeNull();
  });

  it('does not guard open pages', async () => {
    const { router, storage } = renderAt('/cart');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe('/cart');
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBeNull();
  });
});
