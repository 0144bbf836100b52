import { beforeAll, expect } from 'vitest';
import { TEST_MERCHANT, type TestServer } from './helper';

/** A JSON call over real HTTP; for what the typed client hides (status codes, raw bodies, other tokens). */
export async function call<T = Record<string, unknown>>(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // leave text
  }
  // The headers are there to read, not compared (tests compare whole answers with toEqual).
  const result = { status: response.status, body: body as T } as {
    status: number;
    body: T;
    headers: Headers;
  };
  Object.defineProperty(result, 'headers', { value: response.headers, enumerable: false });
  return result;
}

/** The newest OTP mailed to `email`, read through GET /dev/outbox/{email}. */
export async function readOtp(server: Pick<TestServer, 'url'>, email: string): Promise<string> {
  const { status, body } = await call<{ data: { text: string; subject: string }[] }>(
    server,
    'GET',
    `/dev/outbox/${encodeURIComponent(email)}`,
  );
  expect(status).toBe(200);
  const code = /\b(\d{6})\b/.exec(body.data[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no OTP mailed to ${email}`);
  return code;
}

/** A signed-in user made through the real sign-up flow (send OTP, read the outbox, verify, sign up). */
export interface SignedUpUser {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  mainId: string;
}

let counter = 0;

/** A new address on every call, `label` first (e.g. `otp3.1764871234567@example.com`). */
export const freshEmail = (label: string) => `${label}${++counter}.${Date.now()}@example.com`;

/** An account route's body (send-otp, verify-otp, ...) for `email` at the test merchant. */
export const accountBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  main_id: TEST_MERCHANT,
  ...extra,
});

/** Signs a new user up through the outbox, as a person would. */
export async function signUp(
  server: Pick<TestServer, 'url'>,
  options: {
    email?: string;
    password?: string;
    mainId?: string;
    fullName?: string;
    /** Where the OTP mail is read (default: the dev outbox; a compiled production server has none). */
    readCode?: (email: string) => Promise<string>;
  } = {},
): Promise<SignedUpUser> {
  counter += 1;
  const mainId = options.mainId ?? TEST_MERCHANT;
  const email = options.email ?? `skater${counter}.${Date.now()}@example.com`;
  const password = options.password ?? 'rolling-123';
  const sent = await call(server, 'POST', '/registeruser/api/send-otp', { body: { email, main_id: mainId } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const otp = await (options.readCode ?? ((to: string) => readOtp(server, to)))(email);
  const verified = await call(server, 'POST', '/registeruser/api/verify-otp', {
    body: { email, otp, main_id: mainId },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const created = await call<{ newUser: { user_id: string }; accessToken: string; refreshToken: string }>(
    server,
    'POST',
    '/registeruser/api/signup',
    {
      body: {
        email,
        mobile: '9876543210',
        full_name: options.fullName ?? 'Asha Patil',
        password,
        main_id: mainId,
      },
    },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return {
    userId: created.body.newUser.user_id,
    email,
    password,
    accessToken: created.body.accessToken,
    refreshToken: created.body.refreshToken,
    mainId,
  };
}

/** A customer signed up before the file's tests (after the server's own hook, see serverForFile). */
export function customerForFile(server: Pick<TestServer, 'url'>): SignedUpUser {
  const user = {} as SignedUpUser;
  beforeAll(async () => {
    Object.assign(user, await signUp(server));
  });
  return user;
}

/** Core's API client acting as `user` (its access token on every call). */
export function apiAs(server: Pick<TestServer, 'createApi'>, user: { accessToken: string; mainId?: string }) {
  return server.createApi({ merchantCode: user.mainId ?? TEST_MERCHANT, getToken: () => user.accessToken });
}

/** Reads the payment a tester's "Pay (success)" click would hand back, from the sandbox checkout page. */
export async function sandboxPay(
  server: Pick<TestServer, 'url'>,
  providerOrderId: string,
): Promise<{
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  html: string;
}> {
  const response = await fetch(`${server.url}/sandbox/checkout/${providerOrderId}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const match = /var config = (\{.*?\});\n/.exec(html);
  if (!match) throw new Error('sandbox page carries no payment config');
  const config = JSON.parse(match[1]) as {
    success: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  };
  return { ...config.success, html };
}

/** The verify call's body: the sandbox's signed payment (see sandboxPay) for the order of `receiptId`. */
export function verifyBody(
  paid: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  receiptId: string,
) {
  return {
    razorpay_order_id: paid.razorpay_order_id,
    razorpay_payment_id: paid.razorpay_payment_id,
    razorpay_signature: paid.razorpay_signature,
    receipt_id: receiptId,
  };
}

/** The raw JSON of a Razorpay `payment.captured` event for one payment of one provider order (currency: INR unless the key is given). */
export function capturedEvent(payment: {
  id: string;
  order_id: string;
  amount: unknown;
  currency?: unknown;
}): string {
  const entity = {
    id: payment.id,
    order_id: payment.order_id,
    status: 'captured',
    amount: payment.amount,
    currency: 'currency' in payment ? payment.currency : 'INR',
  };
  return JSON.stringify({ entity: 'event', event: 'payment.captured', payload: { payment: { entity } } });
}

/**
 * POSTs `raw` to the Razorpay webhook, signed with the sandbox's webhook secret unless `signature`
 * is given (null: no signature header at all); `eventId` sets `x-razorpay-event-id`.
 */
export function postWebhook(
  server: Pick<TestServer, 'url' | 'app'>,
  raw: string,
  options: { signature?: string | null; eventId?: string } = {},
): Promise<Response> {
  const signature =
    options.signature === undefined ? server.app.services.sandbox.signWebhook(raw) : options.signature;
  return fetch(`${server.url}/payment/webhook/razorpay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
      ...(options.eventId === undefined ? {} : { 'x-razorpay-event-id': options.eventId }),
    },
    body: raw,
  });
}
