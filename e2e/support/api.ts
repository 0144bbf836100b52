import { type APIRequestContext, expect } from '@playwright/test';
import { API_BASE, MERCHANT } from './env';

/** A user created for one test; e-mails are unique per run so a fresh server is never needed twice. */
export interface TestUser {
  email: string;
  password: string;
  fullName: string;
  mobile: string;
}

/** A user unique to this run (the server is fresh, but tests must not depend on each other). */
export function newUser(label: string): TestUser {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    email: `${label}.${stamp}@example.com`,
    password: 'skate123',
    fullName: `Test ${label[0]?.toUpperCase()}${label.slice(1)}`,
    mobile: '9876543210',
  };
}

async function json(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) {
  const text = await response.text();
  expect(response.ok(), `${what} -> HTTP ${response.status()}: ${text.slice(0, 300)}`).toBe(true);
  return text ? JSON.parse(text) : {};
}

/** One mail of the server's dev outbox. */
interface OutboxMail {
  sentAt?: string;
  subject?: string;
  text?: string;
}

/** The codes mailed to `email`, oldest first (`GET /dev/outbox/{email}`, dev and test servers only). */
async function mailedCodes(request: APIRequestContext, email: string): Promise<string[]> {
  const response = await request.get(`${API_BASE}/dev/outbox/${encodeURIComponent(email)}`);
  if (!response.ok()) return [];
  const body = (await response.json()) as { data?: OutboxMail[] } | OutboxMail[];
  const mails = Array.isArray(body) ? body : (body.data ?? []);
  return [...mails]
    .sort((a, b) => String(a.sentAt ?? '').localeCompare(String(b.sentAt ?? '')))
    .map((mail) => `${mail.subject ?? ''} ${mail.text ?? ''}`.match(/(?<!\d)(\d{6})(?!\d)/)?.[1])
    .filter((code): code is string => !!code);
}

/**
 * The newest code mailed to `email`, once more than `after` codes were mailed (so a reset code is
 * told from the sign-up one). Polled: the mail is written after the reply.
 */
export async function readOtp(request: APIRequestContext, email: string, after = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const codes = await mailedCodes(request, email);
        found = codes.length > after ? codes.at(-1) : undefined;
        return found;
      },
      { message: `an OTP mail for ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

/** How many codes were already mailed to `email`. */
export async function countOtps(request: APIRequestContext, email: string): Promise<number> {
  return (await mailedCodes(request, email)).length;
}

/** Registers `user` through the API: send OTP, read it from the outbox, verify, sign up. */
export async function registerThroughApi(request: APIRequestContext, user: TestUser): Promise<void> {
  await json(
    await request.post(`${API_BASE}/registeruser/api/send-otp`, {
      data: { email: user.email, main_id: MERCHANT },
    }),
    'send-otp',
  );
  const otp = await readOtp(request, user.email);
  await json(
    await request.post(`${API_BASE}/registeruser/api/verify-otp`, {
      data: { email: user.email, otp, main_id: MERCHANT },
    }),
    'verify-otp',
  );
  await json(
    await request.post(`${API_BASE}/registeruser/api/signup`, {
      data: {
        email: user.email,
        mobile: user.mobile,
        full_name: user.fullName,
        password: user.password,
        main_id: MERCHANT,
      },
    }),
    'signup',
  );
}

/** A session for server-side checks: the login response (user and tokens). */
export interface ApiSession {
  userId: string;
  accessToken: string;
}

export async function loginThroughApi(request: APIRequestContext, user: TestUser): Promise<ApiSession> {
  const body = await json(
    await request.post(`${API_BASE}/loginuser`, {
      data: { email: user.email, password: user.password, main_id: MERCHANT },
    }),
    'loginuser',
  );
  const u = body.user ?? {};
  return { userId: String(u.user_id ?? u.id ?? u._id), accessToken: String(body.accessToken) };
}

/** A new user of this run, registered through the API. */
export async function registeredUser(request: APIRequestContext, label: string): Promise<TestUser> {
  const user = newUser(label);
  await registerThroughApi(request, user);
  return user;
}

/** A new user of this run, registered and logged in through the API. */
export async function signedUpUser(
  request: APIRequestContext,
  label: string,
): Promise<{ user: TestUser; session: ApiSession }> {
  const user = await registeredUser(request, label);
  return { user, session: await loginThroughApi(request, user) };
}

const auth = (session: ApiSession) => ({ Authorization: `Bearer ${session.accessToken}` });

/** `GET /payment/order/{id}` -> the order, as the server holds it. */
export async function getOrder(request: APIRequestContext, session: ApiSession, orderId: string) {
  const body = await json(
    await request.get(`${API_BASE}/payment/order/${encodeURIComponent(orderId)}`, { headers: auth(session) }),
    'payment/order',
  );
  return body.data ?? body;
}

/** `GET /payment/{user_id}` -> the user's orders. */
export async function listOrders(
  request: APIRequestContext,
  session: ApiSession,
): Promise<Record<string, unknown>[]> {
  const body = await json(
    await request.get(`${API_BASE}/payment/${encodeURIComponent(session.userId)}`, {
      headers: auth(session),
    }),
    'payment list',
  );
  return (body.data ?? body) as Record<string, unknown>[];
}

/** Dev-only `PATCH /dev/orders/{id}/status`: moves an order along the tracker. */
export async function setOrderStatus(request: APIRequestContext, orderId: string, orderStatus: string) {
  await json(
    await request.patch(`${API_BASE}/dev/orders/${encodeURIComponent(orderId)}/status`, {
      data: { orderStatus },
    }),
    `set status ${orderStatus}`,
  );
}

/** Products of the demo catalogue, as the listing call returns them. */
export async function listProducts(request: APIRequestContext): Promise<Record<string, unknown>[]> {
  const body = await json(
    await request.get(`${API_BASE}/grouped-product/search-all-products/${MERCHANT}`),
    'search-all-products',
  );
  return (Array.isArray(body) ? body : (body.data ?? body.products ?? [])) as Record<string, unknown>[];
}

/** `GET /cart/{user_id}` -> the user's server cart lines. */
export async function listServerCart(
  request: APIRequestContext,
  session: ApiSession,
): Promise<Record<string, unknown>[]> {
  const body = await json(
    await request.get(`${API_BASE}/cart/${encodeURIComponent(session.userId)}`, { headers: auth(session) }),
    'cart list',
  );
  return (body.data ?? []) as Record<string, unknown>[];
}

/** Creates an address for the user through the API and answers its id. */
export async function createAddressThroughApi(
  request: APIRequestContext,
  session: ApiSession,
  user: TestUser,
  pincode = '400064',
): Promise<string> {
  await json(
    await request.post(`${API_BASE}/address`, {
      headers: auth(session),
      data: {
        location_user: 'Home',
        new_address: '7 Link Road, Evershine Nagar',
        city: 'Mumbai',
        area: 'Malad West',
        pincode,
        user_id: session.userId,
        user_name: user.fullName,
      },
    }),
    'create address',
  );
  const body = await json(
    await request.get(`${API_BASE}/address/${encodeURIComponent(session.userId)}`, {
      headers: auth(session),
    }),
    'address list',
  );
  const list = (body.user ?? []) as Record<string, unknown>[];
  const last = list.at(-1);
  return String(last?.id ?? last?._id);
}

/**
 * Places a "Pay now" order for one product and pays it through the sandbox over HTTP: create, read
 * the server-minted payment id and signature from the sandbox checkout page, verify. Answers the
 * order id. Used where a test needs a paid order but is not about buying (tracking).
 */
export async function placePaidOrderThroughApi(
  request: APIRequestContext,
  session: ApiSession,
  user: TestUser,
  product: { id: string; title: string },
  /** How many, a coupon code, the customer's GST number and the pay method (defaults: 1, none, none, Pay now). */
  extra: { quantity?: number; coupon?: string; gstNo?: string; payMode?: 'Pay now' | 'Pay on delivery' } = {},
): Promise<string> {
  const addressId = await createAddressThroughApi(request, session, user);
  const created = await json(
    await request.post(`${API_BASE}/payment`, {
      headers: auth(session),
      data: {
        cart_products: [
          { product_id: product.id, product_name: product.title, quantity: extra.quantity ?? 1 },
        ],
        ...(extra.coupon ? { coupon_code: extra.coupon, couponapplied: true } : {}),
        ...(extra.gstNo ? { user_gstNo: extra.gstNo } : {}),
        payment_mode: extra.payMode ?? 'Pay now',
        user_id: session.userId,
        user_name: user.fullName,
        main_id: MERCHANT,
        billing_address: addressId,
        shipping_address: addressId,
      },
    }),
    'create order',
  );
  // Pay on delivery without an advance: placed, nothing to pay online.
  if (!created.razorpay_order) return String(created.order_id);
  const providerOrderId = String(created.razorpay_order?.id);
  const page = await request.get(`${API_BASE}/sandbox/checkout/${encodeURIComponent(providerOrderId)}`);
  const html = await page.text();
  const field = (name: string) => html.match(new RegExp(`"${name}":"([^"]+)"`))?.[1];
  await json(
    await request.post(`${API_BASE}/payment/verify`, {
      headers: auth(session),
      data: {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: field('razorpay_payment_id'),
        razorpay_signature: field('razorpay_signature'),
        receipt_id: created.receipt_id,
      },
    }),
    'verify payment',
  );
  return String(created.order_id);
}

/** The subjects of every mail sent to `email` so far (`GET /dev/outbox/{email}`). */
export async function mailSubjects(request: APIRequestContext, email: string): Promise<string[]> {
  const response = await request.get(`${API_BASE}/dev/outbox/${encodeURIComponent(email)}`);
  if (!response.ok()) return [];
  const body = (await response.json()) as { data?: OutboxMail[] } | OutboxMail[];
  const mails = Array.isArray(body) ? body : (body.data ?? []);
  return mails.map((mail) => String(mail.subject ?? ''));
}

/**
 * Waits until a mail whose subject contains `subject` reached `email`: the notification worker sends
 * from the outbox table about every second, after the change was committed.
 */
export async function expectMail(request: APIRequestContext, email: string, subject: string): Promise<void> {
  await expect
    .poll(async () => (await mailSubjects(request, email)).some((s) => s.includes(subject)), {
      message: `a mail "${subject}" to ${email}`,
      timeout: 20_000,
    })
    .toBe(true);
}
