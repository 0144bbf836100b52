/**
 * Test harness: a real core storefront on memory storage whose fetch is a stub answering
 * spec-shaped JSON by method and path. Components are rendered inside a real <SkateProvider>,
 * so hooks, stores and toasts behave as in the app; only the network is fake.
 */
import { createStorefront, type Storefront } from '@skatekit/core';
import { createMemoryStorage, type StorageAdapter } from '@skatekit/core/platform';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { SkateProvider } from '../provider/SkateProvider';

// jsdom role queries over whole pages are slow on a shared 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

export const API = 'http://api.test';
export const MERCHANT = 'ACAD1';

/** A recorded request. */
export interface StubCall {
  method: string;
  /** Path with query, without the API base, e.g. `/coupon/check/SAVE10?user_id=ACAD1`. */
  url: string;
  body: unknown;
}

/** The answer to a request: JSON body (status 200), or status + body, or a function of the request. */
export type StubReply = unknown | { status: number; body: unknown } | ((call: StubCall) => unknown);

/** Routes keyed `"GET /path"` (exact path, query ignored unless the key has one) or `"GET /prefix*"`. */
export type StubRoutes = Record<string, StubReply>;

const isStatusReply = (value: unknown): value is { status: number; body: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  'body' in value &&
  Object.keys(value).length === 2;

function match(routes: StubRoutes, method: string, url: string): StubReply | undefined {
  const path = url.split('?')[0];
  for (const [key, reply] of Object.entries(routes)) {
    const [m, pattern] = key.split(' ');
    if (m !== method) continue;
    if (pattern.endsWith('*') ? url.startsWith(pattern.slice(0, -1)) : pattern === url || pattern === path)
      return reply;
  }
  return undefined;
}

/** Site settings, which <SkateProvider> loads on mount; tests override what they care about. */
export function defaultRoutes(): StubRoutes {
  return {
    [`GET /button/${MERCHANT}`]: { data: [{ button_id: 'addtocart', default: true }] },
    [`GET /paybutton/${MERCHANT}`]: {
      data: [
        { button_id: 'paynow', default: true },
        { button_id: 'payondelivery', default: false },
      ],
    },
    [`GET /meta/${MERCHANT}`]: { data: null },
    [`GET /register/single/${MERCHANT}`]: {
      users: { profilePic: '', orignal_logoname: 'Academy', tag_line: 'Roll on' },
    },
    [`GET /help/single/${MERCHANT}`]: { help: { whatsapp_number: '9876543210', mobile: '9876543210' } },
  };
}

/** A fetch that answers from `routes` (over the default settings routes); unknown routes get 404 `{ message: 'not stubbed' }`. */
export function stubFetch(given: StubRoutes) {
  const routes = { ...defaultRoutes(), ...given };
  const calls: StubCall[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = href.startsWith(API) ? href.slice(API.length) : href;
    let body: unknown = init?.body ?? (request ? await request.clone().text() : undefined);
    if (typeof body === 'string' && body !== '') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep text
      }
    }
    const call: StubCall = { method, url, body };
    calls.push(call);
    let reply = match(routes, method, url);
    // A function may answer later (a Promise): the call stays pending until it settles.
    if (typeof reply === 'function') reply = await (reply as (c: StubCall) => unknown)(call);
    if (reply instanceof Error) throw reply;
    const { status, payload } =
      reply === undefined
        ? { status: 404, payload: { message: 'not stubbed' } }
        : isStatusReply(reply)
          ? { status: reply.status, payload: reply.body }
          : { status: 200, payload: reply };
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetchImpl as unknown as typeof fetch, calls };
}

export interface SkateRenderOptions {
  routes?: StubRoutes;
  storage?: StorageAdapter;
  /** Stored records to start with, by storage key (JSON-encoded for you). */
  stored?: Record<string, unknown>;
}

export interface SkateRenderResult extends RenderResult {
  storefront: Storefront;
  navigate: ReturnType<typeof vi.fn>;
  calls: StubCall[];
  storage: StorageAdapter;
}

/** Builds a storefront over the stub fetch (no rendering): for hooks tests and store setup. */
export function makeStorefront(options: SkateRenderOptions = {}) {
  const initial: Record<string, string> = {};
  for (const [key, value] of Object.entries(options.stored ?? {})) initial[key] = JSON.stringify(value);
  const storage = options.storage ?? createMemoryStorage(initial);
  const { fetch, calls } = stubFetch(options.routes ?? {});
  const storefront = createStorefront({ apiBase: API, merchantCode: MERCHANT, storage, fetch });
  return { storefront, storage, calls, fetch };
}

/** Renders `ui` inside a <SkateProvider> over a stubbed storefront. */
export function renderSkate(ui: ReactElement, options: SkateRenderOptions = {}): SkateRenderResult {
  const { storefront, storage, calls, fetch } = makeStorefront(options);
  const navigate = vi.fn();
  // A wrapper (not part of `ui`) so `rerender` keeps the same provider and storefront.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SkateProvider
      config={{ apiBase: API, merchantCode: MERCHANT, storage, fetch, navigate }}
      storefront={storefront}
    >
      {children}
    </SkateProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, storefront, navigate, calls, storage };
}
