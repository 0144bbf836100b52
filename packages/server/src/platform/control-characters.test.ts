import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MERCHANT, type TestServer } from '../../test/helper';
import { call, readOtp, type SignedUpUser } from '../../test/session';
import { createOrder, openShop, orderBody } from '../../test/shop';
import * as schema from '../db/schema';
import { TEXTS } from './core';
import { SEED_REFS } from '../seed';

let server: TestServer;
let asha: SignedUpUser;
let ashaHome: string;

const NUL = '\u0000';
const P = SEED_REFS.products;

beforeAll(async () => {
  ({ server, asha, ashaHome } = await openShop());
});
afterAll(() => server.close());

/** Rows in every table that a refused request could have written to. */
async function rowCounts() {
  const tables = {
    orders: schema.orders,
    leads: schema.leads,
    enquiries: schema.enquiries,
    quotes: schema.quotes,
    addresses: schema.addresses,
    admissions: schema.admissions,
    users: schema.users,
    webhookEvents: schema.webhookEvents,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [{ n }] = await server.app.db.select({ n: count() }).from(table);
    out[name] = n;
  }
  return out;
}

describe('control characters are refused at the boundary', () => {
  it('a NUL byte in params, query strings and bodies of every kind of call is a 400 naming the field, and nothing is written', async () => {
    const before = await rowCounts();
    const auth = { token: asha.accessToken };
    const cases: { method: string; path: string; body?: unknown; token?: string; field: string }[] = [
      { method: 'GET', path: `/grouped-product/single/a%00b`, field: 'params.id' },
      {
        method: 'GET',
        path: `/grouped-product/search-all-products/${TEST_MERCHANT}?search=%00`,
        field: 'querystring.search',
      },
      { method: 'GET', path: `/coupon/check/SKATE10%00?user_id=${TEST_MERCHANT}`, field: 'params.code' },
      {
        method: 'POST',
        path: '/leads',
        body: { name: `A${NUL}`, mobile: '9876543210', main_id: TEST_MERCHANT },
        field: 'body.name',
      },
      {
        method: 'POST',
        path: `/inquiry?main_id=${TEST_MERCHANT}`,
        body: { name: `A${NUL}` },
        field: 'body.name',
      },
      {
        method: 'POST',
        path: '/payment/getquote',
        body: { name: `Q${NUL}`, mobile: '9876543210', main_id: TEST_MERCHANT },
        field: 'body.name',
      },
      {
        method: 'POST',
        path: '/address',
        ...auth,
        body: { location_user: 'Home', new_address: `1${NUL}`, pincode: '400064', user_id: asha.userId },
        field: 'body.new_address',
      },
      {
        method: 'POST',
        path: '/admission',
        ...auth,
        body: { name: `K${NUL}`, user_id: asha.userId, main_id: TEST_MERCHANT },
        field: 'body.name',
      },
      {
        method: 'POST',
        path: '/payment',
        ...auth,
        body: orderBody(asha, ashaHome, [{ id: P.unlimited }], { customer_note: `note${NUL}` }),
        field: 'body.customer_note',
      },
      {
        method: 'POST',
        path: '/payment/verify',
        ...auth,
        body: {
          razorpay_order_id: 'o',
          razorpay_payment_id: `p${NUL}`,
          razorpay_signature: 's',
          receipt_id: 'r',
        },
        field: 'body.razorpay_payment_id',
      },
      {
        method: 'POST',
        path: '/loginuser',
        body: { email: 'a@b.co', password: `x${NUL}`, main_id: TEST_MERCHANT },
        field: 'body.password',
      },
    ];
    for (const c of cases) {
      const res = await call(server, c.method, c.path, { body: c.body, token: c.token });
      expect(res.status, `${c.method} ${c.path}`).toBe(400);
      expect(res.body, `${c.method} ${c.path}`).toMatchObject({
        message: `${c.field}: ${TEXTS.CONTROL_CHARACTERS}`,
      });
    }
    // The webhook reads its raw body itself: a NUL escaped inside the JSON is refused all the same.
    const created = await createOrder(server, asha, orderBody(asha, ashaHome, [{ id: P.unlimited }]));
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: `pay${NUL}`, order_id: created.body.order_id } } },
    });
    const hook = await fetch(`${server.url}/payment/webhook/razorpay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': server.app.services.sandbox.signWebhook(raw),
      },
      body: raw,
    });
    expect(hook.status).toBe(400);
    expect(await hook.json()).toMatchObject({
      message: `body.payload.payment.entity.id: ${TEXTS.CONTROL_CHARACTERS}`,
    });

    expect(await rowCounts()).toEqual({ ...before, orders: before.orders + 1 });
    // Still serving.
    expect((await call(server, 'GET', `/grouped-product/single/${P.unlimited}`)).status).toBe(200);
  });

  it('a NUL in the sign-up name does not burn the verified OTP', async () => {
    const email = `nul.${Date.now()}@example.com`;
    expect(
      (await call(server, 'POST', '/registeruser/api/send-otp', { body: { email, main_id: TEST_MERCHANT } }))
        .status,
    ).toBe(200);
    const otp = await readOtp(server, email);
    expect(
      (
        await call(server, 'POST', '/registeruser/api/verify-otp', {
          body: { email, otp, main_id: TEST_MERCHANT },
        })
      ).status,
    ).toBe(200);
    const signup = { email, mobile: '9876543210', password: 'rolling-123', main_id: TEST_MERCHANT };
    const refused = await call(server, 'POST', '/registeruser/api/signup', {
      body: { ...signup, full_name: `Asha${NUL}` },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: `body.full_name: ${TEXTS.CONTROL_CHARACTERS}` });
    const created = await call(server, 'POST', '/registeruser/api/signup', {
      body: { ...signup, full_name: 'Asha Patil' },
    });
    expect(created.status).toBe(200);
  });
});
