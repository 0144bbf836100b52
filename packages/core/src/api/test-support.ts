import { PAY_METHOD_NOW } from '../constants';
// Test-only helpers for the api client tests: a recording fetch double and shared fixtures. Not exported by the package.
import { isSkateError, type SkateError } from '../errors';
import { createLazyApiClient } from './lazy-client';
import { type ApiClient, createApiClient } from './client';

/** One request the fake fetch saw. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** What the fake answers: a Response, or an Error to throw (a network failure). */
export type Answer = Response | Error;

/** A JSON reply. */
export const jsonReply = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fetch double for client unit tests: records every request and answers with `answer(request)`.
 * Test-only helper (not exported from the package).
 */
export function createFakeFetch(answer: (request: SeenRequest) => Answer = () => jsonReply({})) {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: SeenRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : JSON.parse(text),
      credentials: init.credentials,
    };
    seen.push(request);
    const reply = answer(request);
    if (reply instanceof Error) throw reply;
    return reply;
  };
  return { fetch: fetch as typeof globalThis.fetch, seen, last: () => seen[seen.length - 1] as SeenRequest };
}

// ------------------------------------------------------------------ Client test fixtures
/** Commerce API base of the client under test (with a path, to prove paths are appended). */
export const BASE = 'https://api.example.test/v1';
/** The second host (enquiry form, class levels). */
export const ENQUIRY_BASE = 'https://enquiry.example.test';
/** A merchant code with a space, to prove path segments and queries are encoded. */
export const STORE = 'skate academy';
/** The merchant code as a path segment. */
export const S = encodeURIComponent(STORE);

/** A client on a fake fetch; `answer` replies to every request. */
export const setup = (
  answer?: (request: SeenRequest) => Response | Error,
  extra: Partial<Parameters<typeof createApiClient>[0]> = {},
  create: (options: Parameters<typeof createApiClient>[0]) => ApiClient = createApiClient,
) => {
  const fake = createFakeFetch(answer);
  const api = create({
    baseUrl: BASE,
    merchantCode: STORE,
    enquiryBaseUrl: ENQUIRY_BASE,
    fetch: fake.fetch,
    ...extra,
  });
  return { api, ...fake };
};

/** {@link setup} with the storefront's client, which loads each area's code on its first call. */
export const setupLazy = (answer?: (request: SeenRequest) => Response | Error) =>
  setup(answer, {}, createLazyApiClient);

/** The SkateError a call rejects with. */
export const failure = async (promise: Promise<unknown>): Promise<SkateError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isSkateError(error)) throw new Error(`expected a SkateError, got ${String(error)}`);
  return error;
};

export const line = { product_id: 'p1', product_name: 'Inline Skates', product_sku: 'SK-7', quantity: 1 };
/** A valid address body. */
export const address = {
  location_user: 'Home',
  new_address: '12 MG Road',
  city: 'Mumbai',
  area: 'Malad East',
  pincode: '400097',
  user_id: 'u1',
  user_name: 'Asha',
};
export const order = {
  cart_products: [line],
  billing_address: 'a1',
  shipping_address: 'a2',
  payment_mode: PAY_METHOD_NOW,
  user_id: 'u1',
} as const;
export const verify = {
  razorpay_order_id: 'o',
  razorpay_payment_id: 'p',
  razorpay_signature: 's',
  receipt_id: 'r',
};
export const admission = {
  name: 'Riya',
  fatherName: 'Raj',
  motherName: 'Meera',
  aadhar: '123412341234',
  gender: 'Female',
  address: 'Malad East',
  pincode: '400097',
  mobile: '9876543210',
  email: 'riya@example.com',
  center: 'Malad (E)',
  rulesAgreed: true,
  user_id: 'u1',
} as const;
