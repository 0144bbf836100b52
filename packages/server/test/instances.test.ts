import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS, tooManyLoginAttempts } from '../src/platform/core';
import { PACKAGE_ROOT } from '../src/paths';
import { createSandboxProvider } from '../src/providers/payment';
import { SEED_REFS } from '../src/seed/index';
import { sandboxSecret } from '../src/services';
import { COMPILED_SERVER, type Instance, startInstance } from './compiled-instance';
import { TEST_MERCHANT } from './helper';
import { rowsOf, testPool } from './pg';
import { call, type SignedUpUser, sandboxPay, signUp, verifyBody } from './session';
import { type Created, orderBody } from './shop';

const PG = process.env.TEST_DATABASE_URL;
const REDIS = process.env.REDIS_URL;
const JWT_SECRET = 'two-instances-share-one-jwt-secret-0123456789';
/** Seeded Simple products with stock: 15 in stock and 58 sold, and 22 in stock and 102 sold. */
const WHEELS = 'sk-wheels-quad-outdoor';
const LED_WHEELS = 'sk-wheels-led-light-up';
// Compiled server, PostgreSQL and Redis: scripts/test-all.mjs builds and sets all three (CI).
const ready = Boolean(
  PG && REDIS && existsSync(COMPILED_SERVER) && process.env.SKATEKIT_INSTANCES_TEST === '1',
);
if (!ready)
  console.warn(
    'instances.test.ts skipped: needs SKATEKIT_INSTANCES_TEST=1, TEST_DATABASE_URL, REDIS_URL and dist/server.js',
  );

describe.skipIf(!ready)('two compiled instances on one PostgreSQL database and one Redis', () => {
  const dbName = `skt_two_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-two-'));
  let admin: pg.Pool;
  let db: pg.Pool;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    admin = testPool(PG as string);
    await admin.query(`create database "${dbName}"`);
    const url = new URL(PG as string);
    url.pathname = `/${dbName}`;
    db = testPool(url.toString(), 2);
    const env = {
      NODE_ENV: 'test',
      SKATEKIT_DEV_ROUTES: '1',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: url.toString(),
      REDIS_URL: REDIS as string,
      REDIS_KEY_PREFIX: `skatekit-two:${dbName}:`,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
    };
    // Started at the same moment on a fresh database: both want to migrate and seed.
    [a, b] = await Promise.all([
      startInstance({ ...env, DATA_DIR: join(dataDir, 'a') }),
      startInstance({ ...env, DATA_DIR: join(dataDir, 'b') }),
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const instance of [a, b])
      if (instance && instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await db?.end();
    await admin?.query(`drop database if exists "${dbName}" with (force)`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('both started together migrated the fresh database once and seeded it once', async () => {
    const journal = JSON.parse(
      readFileSync(join(PACKAGE_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const [{ n: migrations }] = await rowsOf<{ n: number }>(
      db,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(migrations).toBe(journal.entries.length);
    const [{ n: merchants }] = await rowsOf<{ n: number }>(db, 'select count(*)::int as n from merchants');
    expect(merchants).toBe(2);
  });

  it('a cart line added through A is read through B', async () => {
    const user = await signUp({ url: a.url });
    const added = await call(a, 'POST', '/cart', {
      token: user.accessToken,
      body: {
        product_id: SEED_REFS.products.lastUnit,
        product_name: 'x',
        product_price: 1,
        product_saleprice: 1,
        user_id: user.userId,
        main_id: TEST_MERCHANT,
        quantity: 1,
      },
    });
    expect(added.status).toBe(200);
    const read = await call<{ data: { product_id: string }[] }>(b, 'GET', `/cart/${user.userId}`, {
      token: user.accessToken,
    });
    expect(read.status).toBe(200);
    expect(read.body.data.map((line) => line.product_id)).toEqual([SEED_REFS.products.lastUnit]);
  }, 60_000);

  it('issue 25: a coupon check through B sees a change of terms made elsewhere within a second, and a use taken through A at once', async () => {
    const check = (code: string) =>
      call<{ couponData?: { price_offer: number } }>(
        b,
        'GET',
        `/coupon/check/${code}?user_id=${TEST_MERCHANT}`,
      );
    await db.query(
      `insert into coupons (id, main_id, code, price_offer, max_uses) values (gen_random_uuid(), $1, 'TWOINST', 50, 1)`,
      [TEST_MERCHANT],
    );
    // A new code is looked up at once; B then holds the merchant's coupons in memory.
    expect((await check('TWOINST')).body.couponData?.price_offer).toBe(50);
    await db.query(`update coupons set price_offer = 60 where main_id = $1 and code = 'TWOINST'`, [
      TEST_MERCHANT,
    ]);
    await new Promise((done) => setTimeout(done, 1100));
    expect((await check('TWOINST')).body.couponData?.price_offer).toBe(60);

    // The one use, taken by an order through A: B refuses the code on its next check.
    const { user: buyer, address: home } = await customerWithAddress();
    const order = await call<Created>(a, 'POST', '/payment', {
      token: buyer.accessToken,
      body: orderBody(buyer, home, [{ id: SEED_REFS.products.unlimited }], { coupon_code: 'TWOINST' }),
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect((await check('TWOINST')).status).toBe(404);
  }, 60_000);

  it('six failed logins spread over A and B trip the login limit', async () => {
    const email = `spread.${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await call(i % 2 === 0 ? a : b, 'POST', '/loginuser', {
        body: { email, password: 'wrong-password', main_id: TEST_MERCHANT },
      });
      statuses.push(response.status);
      if (i === 5) {
        expect(response.body).toMatchObject({
          message: tooManyLoginAttempts(Number(response.headers.get('retry-after'))),
        });
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  }, 60_000);

  /** A new customer with a saved address in a served pincode, signed up through A. */
  async function customerWithAddress(): Promise<{ user: SignedUpUser; address: string }> {
    const user = await signUp({ url: a.url });
    const saved = await call<{ data: { id: string } }>(a, 'POST', '/address', {
      token: user.accessToken,
      body: {
        location_user: 'Home',
        new_address: '12 Link Road',
        city: 'Mumbai',
        area: 'Malad West',
        pincode: SEED_REFS.pincodes.active,
        user_id: user.userId,
      },
    });
    expect(saved.status).toBe(200);
    return { user, address: saved.body.data.id };
  }

  /** What the database holds for one product, one coupon and one order. */
  async function state(productId: string, couponCode: string, orderId: string) {
    const [product] = await rowsOf(
      db,
      'select total_stock, total_sold from products where main_id = $1 and product_id = $2',
      [TEST_MERCHANT, productId],
    );
    const [coupon] = await rowsOf(db, 'select used_count from coupons where main_id = $1 and code = $2', [
      TEST_MERCHANT,
      couponCode,
    ]);
    const redemptions = await rowsOf(db, 'select status from coupon_redemptions where order_id = $1', [
      orderId,
    ]);
    const [order] = await rowsOf(db, 'select status, payment_id from orders where id = $1', [orderId]);
    return {
      stock: product.total_stock as number,
      sold: product.total_sold as number,
      couponUses: coupon.used_count as number,
      redemptions: redemptions.map((r) => r.status as string),
      order: { status: order.status as string, payment_id: order.payment_id as string | null },
    };
  }

  it('the same webhook delivered to both at once is processed once', async () => {
    const { user, address } = await customerWithAddress();
    const created = await call<Created>(a, 'POST', '/payment', {
      token: user.accessToken,
      body: orderBody(user, address, [{ id: WHEELS, qty: 2 }], { coupon_code: SEED_REFS.coupons.percentage }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // Placing the order reserved 2 of the 15 wheels and one use of SKATE10; nothing is sold yet.
    expect(await state(WHEELS, 'SKATE10', created.body.id)).toEqual({
      stock: 13,
      sold: 58,
      couponUses: 1,
      redemptions: ['reserved'],
      order: { status: 'Pending', payment_id: null },
    });

    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_two_hook',
            order_id: created.body.order_id,
            status: 'captured',
            // What the provider's order asks, as Razorpay reports a captured payment.
            amount: created.body.razorpay_order?.amount,
            currency: 'INR',
          },
        },
      },
    });
    const signature = createSandboxProvider({ secret: sandboxSecret(JWT_SECRET) }).signWebhook(raw);
    const deliver = (instance: Instance) =>
      fetch(`${instance.url}/payment/webhook/razorpay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': 'evt_two_instances',
        },
        body: raw,
      }).then(async (response) => ({ status: response.status, ...((await response.json()) as object) }));
    const answers = await Promise.all([deliver(a), deliver(b)]);
    expect(answers.map((answer) => JSON.stringify(answer)).sort()).toEqual([
      JSON.stringify({ status: 200, success: true, message: 'Already processed' }),
      JSON.stringify({ status: 200, success: true, message: 'OK' }),
    ]);

    // Paid once: the stock stays taken once, the sale and the coupon use are counted once.
    expect(await state(WHEELS, 'SKATE10', created.body.id)).toEqual({
      stock: 13,
      sold: 60,
      couponUses: 1,
      redemptions: ['used'],
      order: { status: 'Success', payment_id: 'pay_two_hook' },
    });
    const events = await rowsOf(
      db,
      `select event_type from webhook_events where event_id = 'evt_two_instances'`,
    );
    expect(events.map((e) => e.event_type)).toEqual(['payment.captured']);
  }, 60_000);

  it('verify sent to both at once marks the order paid once', async () => {
    const { user, address } = await customerWithAddress();
    const created = await call<Created>(a, 'POST', '/payment', {
      token: user.accessToken,
      body: orderBody(user, address, [{ id: LED_WHEELS, qty: 1 }], { coupon_code: SEED_REFS.coupons.fixed }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await state(LED_WHEELS, 'FLAT200', created.body.id)).toEqual({
      stock: 21,
      sold: 102,
      couponUses: 1,
      redemptions: ['reserved'],
      order: { status: 'Pending', payment_id: null },
    });

    // The shopper's browser hands back the sandbox's signed payment; it reaches both instances at once.
    const paid = await sandboxPay(a, created.body.order_id);
    const verify = (instance: Instance) =>
      call<{ success: boolean; message: string; status: string }>(instance, 'POST', '/payment/verify', {
        token: user.accessToken,
        body: verifyBody(paid, created.body.receipt_id),
      });
    const answers = await Promise.all([verify(a), verify(b)]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: TEXTS.PAYMENT_VERIFIED,
        status: 'Success',
      });
    }

    expect(await state(LED_WHEELS, 'FLAT200', created.body.id)).toEqual({
      stock: 21,
      sold: 103,
      couponUses: 1,
      redemptions: ['used'],
      order: { status: 'Success', payment_id: paid.razorpay_payment_id },
    });
  }, 60_000);

  it('SIGTERM during 50 in-flight requests: every one gets a full answer, the process exits 0', async () => {
    const path = `/grouped-product/search-all-products/${TEST_MERCHANT}?page=1&limit=20`;
    const pending = Array.from({ length: 50 }, () =>
      fetch(`${a.url}${path}`).then(async (response) => ({
        status: response.status,
        complete: typeof (JSON.parse(await response.text()) as { data?: unknown }).data === 'object',
      })),
    );
    // Let the requests reach the server, then ask it to stop while they are being answered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    a.child.kill('SIGTERM');
    const answers = await Promise.all(pending);
    expect(answers).toEqual(Array(50).fill({ status: 200, complete: true }));
    expect(await a.exited).toBe(0);
    // B serves on, alone.
    expect((await call(b, 'GET', '/ready')).status).toBe(200);
  }, 60_000);
});
