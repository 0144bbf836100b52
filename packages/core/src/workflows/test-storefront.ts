// Test-only: a real storefront (real client, stores and memory storage) whose only fake is the HTTP
// edge - a fetch answering spec-shaped JSON by "METHOD /path". Not exported by the package.
import { createFakeFetch, jsonReply, type SeenRequest } from '../api/test-support';
import { createMemoryStorage } from '../platform/storage';
import type { GatewayResult, PaymentGateway } from '../platform/payment-gateway';
import { createStorefront } from '../storefront-parts';

export const API = 'http://api.test';
export const MERCHANT = 'ACAD1';
export const ASHA = { user_id: 'u1', full_name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' };

/** A reply: a JSON body (200), `{ status, body }`, or a function of the request. */
type Reply = unknown | ((request: SeenRequest) => unknown);
const isStatusReply = (value: unknown): value is { status: number; body: unknown } =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/** The provider setup every payment reads (`GET /pay-razorpay/{store}`). */
export const SANDBOX_CONFIG_ROUTE = {
  [`GET /pay-razorpay/${MERCHANT}`]: {
    data: { key_id: 'rzp_test', company_name: 'Academy', company_color: '', provider: 'sandbox' },
  },
};

/** The server's answer to a created payment: its order, receipt and the provider order order_P1 of `amount` paise. */
export const createdPayment = (order_id: string, receipt_id: string, amount: number) => ({
  success: true,
  message: '',
  order_id,
  receipt_id,
  razorpay_order: { id: 'order_P1', amount, currency: 'INR' },
});

/** The provider's signed answer for a paid order_P1. */
export const PROOF_P1 = {
  razorpay_order_id: 'order_P1',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'sig',
};

/** A storefront over `routes`; `stored` records start in storage (JSON-encoded); `signedIn` stores Asha. */
export function routedStorefront(
  routes: Record<string, Reply>,
  { stored = {}, signedIn = false }: { stored?: Record<string, unknown>; signedIn?: boolean } = {},
) {
  const initial: Record<string, string> = {};
  if (signedIn) {
    initial.user = JSON.stringify(ASHA);
    initial.tokens = JSON.stringify({ accessToken: 'a', refreshToken: 'r' });
  }
  for (const [key, value] of Object.entries(stored)) initial[key] = JSON.stringify(value);
  const storage = createMemoryStorage(initial);
  const fake = createFakeFetch((request) => {
    const path = request.url.pathname;
    let reply = routes[`${request.method} ${path}`];
    if (reply === undefined) return jsonReply({ message: 'not stubbed' }, 404);
    if (typeof reply === 'function') reply = (reply as (r: SeenRequest) => unknown)(request);
    return isStatusReply(reply) ? jsonReply(reply.body, reply.status) : jsonReply(reply);
  });
  const storefront = createStorefront({
    apiBase: API,
    merchantCode: MERCHANT,
    storage,
    fetch: fake.fetch,
    env: {},
  });
  /** The body sent to `METHOD /path` (the last such request). */
  const sent = (key: string) =>
    fake.seen.filter((r) => `${r.method} ${r.url.pathname}` === key).at(-1)?.body as Record<string, unknown>;
  return { storefront, storage, seen: fake.seen, sent };
}

/** A gateway that answers `result` and records what it was opened with. */
export function fakeGateway(result: GatewayResult) {
  const opened: Parameters<PaymentGateway['open']>[] = [];
  const gateway: PaymentGateway = {
    async open(...args) {
      opened.push(args);
      return result;
    },
  };
  return { gateway, opened };
}
