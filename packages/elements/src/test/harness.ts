/**
 * Test harness: the page's shared storefront (core's getStorefront) created up front over memory
 * storage and a stub fetch answering spec-shaped JSON, so every element on the test page finds it
 * and only the network is fake. The page itself (markup, shadow roots, waiting) is ./page.
 */
import { forgetStorefronts, getStorefrontBase, type Storefront } from '@skatekit/core';
import { createMemoryStorage } from '@skatekit/core/platform';
import { toLineView } from '@skatekit/core/rules';
import { Product as ProductSchema } from '@skatekit/core/schemas';
import { vi } from 'vitest';

export const API = 'http://api.test';
export const MERCHANT = 'ACAD1';
/** The stub key of the catalogue's product listing for MERCHANT. */
export const PRODUCTS = `GET /grouped-product/search-all-products/${MERCHANT}`;

export interface StubCall {
  method: string;
  url: string;
  body: unknown;
}

/** Replies keyed `"GET /path"` (path without query); a function gets the call. */
export type StubRoutes = Record<string, unknown | ((call: StubCall) => unknown)>;

/** Site settings, which the views that show them load (the cart button loads none). */
export function settingsRoutes(merchant = MERCHANT): StubRoutes {
  return {
    [`GET /button/${merchant}`]: { data: [{ button_id: 'addtocart', default: true }] },
    [`GET /paybutton/${merchant}`]: { data: [{ button_id: 'paynow', default: true }] },
    [`GET /meta/${merchant}`]: { data: null },
    [`GET /register/single/${merchant}`]: {
      users: { profilePic: '', orignal_logoname: 'Academy', tag_line: '' },
    },
    [`GET /help/single/${merchant}`]: { help: { whatsapp_number: '9876543210', mobile: '9876543210' } },
  };
}

export function stubFetch(routes: StubRoutes, merchant = MERCHANT) {
  const all = { ...settingsRoutes(merchant), ...routes };
  const calls: StubCall[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = href.startsWith(API) ? href.slice(API.length) : href;
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: StubCall = { method, url, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    let reply = all[`${method} ${url.split('?')[0]}`];
    if (typeof reply === 'function') reply = (reply as (c: StubCall) => unknown)(call);
    const status = reply === undefined ? 404 : 200;
    return new Response(JSON.stringify(reply ?? { message: 'not stubbed' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetchImpl as unknown as typeof fetch, calls };
}

/** Creates the page's storefront for (API, MERCHANT) before any element asks for it. */
export function setupStorefront(routes: StubRoutes = {}, stored: Record<string, unknown> = {}) {
  forgetStorefronts();
  const initial: Record<string, string> = {};
  for (const [key, value] of Object.entries(stored)) initial[key] = JSON.stringify(value);
  const storage = createMemoryStorage(initial);
  const { fetch, calls } = stubFetch(routes);
  // The base only: each element provides the parts its views read, as on a real page.
  const storefront: Storefront = getStorefrontBase({ apiBase: API, merchantCode: MERCHANT, storage, fetch });
  return { storefront, storage, calls };
}

/** Another merchant's storefront on the same page (stub fetch, empty memory storage). */
export function addStorefront(merchantCode: string, apiBase = API): Storefront {
  const { fetch } = stubFetch({}, merchantCode);
  return getStorefrontBase({ apiBase, merchantCode, storage: createMemoryStorage(), fetch });
}

/** A cart line for a raw product, as the catalogue would add it for a guest. */
export function guestLine(raw: Record<string, unknown>) {
  const product = ProductSchema.parse(raw);
  return toLineView(product, product.sku, { mainId: MERCHANT, user: null });
}

/** A Simple product in stock, as the commerce API sends it. */
export function product(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    product_id: id,
    title: `Skate ${id}`,
    sku: `SKU-${id}`,
    status: 'Active',
    category: 'equipment',
    categorytype: [],
    product_type: 'Simple',
    originalPrice: 1000,
    discountPrice: 800,
    image: '',
    gallery: [],
    short_description: 'Short text',
    description: '<p>Long text</p>',
    variation: [],
    attribute: [],
    grouped_product: [],
    stock: '10',
    totalStock: 10,
    totalSold: 0,
    createdAt: '2024-01-01T00:00:00.000Z',
    delivery_days: 3,
    ...overrides,
  };
}
