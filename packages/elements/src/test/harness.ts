/**
 * Test harness: the page's shared storefront (core's getStorefront) created up front over memory
 * storage and a stub fetch answering spec-shaped JSON, so every element on the test page finds it
 * and only the network is fake.
 */
import { forgetStorefronts, getStorefrontBase, type Storefront } from '@skatekit/core';
import { createMemoryStorage } from '@skatekit/core/platform';
import { toLineView } from '@skatekit/core/rules';
import { Product as ProductSchema } from '@skatekit/core/schemas';
import { vi } from 'vitest';

export const API = 'http://api.test';
export const MERCHANT = 'ACAD1';

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

/** Puts markup into the page and returns its first element matching `selector`. */
export function mount<E extends Element = HTMLElement>(html: string, selector?: string): E {
  document.body.innerHTML = html;
  const found = selector ? document.body.querySelector(selector) : document.body.firstElementChild;
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found as E;
}

/** Empties the page and lets the elements unmount (they unmount a microtask after leaving). */
export async function clearPage(): Promise<void> {
  document.body.innerHTML = '';
  for (const node of document.querySelectorAll('skate-config')) node.remove();
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The element's shadow root (the elements' roots are open). */
export function shadow(host: Element): ShadowRoot {
  if (!host.shadowRoot) throw new Error(`<${host.localName}> has no shadow root`);
  return host.shadowRoot;
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

/** The first button (or link) in `root` whose text is `text`. */
export function byText(root: ParentNode, text: string, selector = 'button, a'): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(selector)].find((node) => node.textContent?.trim() === text);
}

/** Waits (up to 10 s, the machine is shared) until `check` stops throwing. */
export function eventually<T>(check: () => T): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000, interval: 20 });
}

/** Waits until `selector` matches inside the element's shadow root, and returns the match. */
export function findIn<E extends Element = HTMLElement>(host: Element, selector: string): Promise<E> {
  return eventually(() => {
    const found = shadow(host).querySelector<E>(selector);
    if (!found) throw new Error(`<${host.localName}> has no ${selector} yet`);
    return found;
  });
}

/** Texts of the notices shown in any element's shadow root (react-toastify renders in one of them). */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('*')]
    .filter((element) => element.localName.startsWith('skate-') && element.shadowRoot)
    .flatMap((element) => [...element.shadowRoot!.querySelectorAll('.Toastify__toast')])
    .map((toast) => toast.textContent ?? '');
}
