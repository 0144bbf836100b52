import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_MERCHANT } from '../../../test/helper';
import { apiAs, call, type SignedUpUser } from '../../../test/session';
import { customer, shopForFile, orderBody, stockOf } from '../../../test/shop';
import { idempotencyKeys, merchantSettings, orders, products } from '../../db/schema';
import { CLAIM_LEASE_MS } from './idempotency';
import { TEXTS } from '../../platform/core';
import { SEED_REFS } from '../../seed';

const shop = shopForFile();
const { server } = shop;

const P = SEED_REFS.products;

const post = (user: SignedUpUser, body: unknown, key: string | undefined, path = '/payment') =>
  call(server, 'POST', path, {
    token: user.accessToken,
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

async function ordersOf(user: SignedUpUser) {
  return server.app.db
    .select()
    .from(orders)
    .where(and(eq(orders.main_id, TEST_MERCHANT), eq(orders.user_id, user.userId)));
}

async function setStock(productId: string, units: number) {
  await server.app.db
    .update(products)
    .set({ totalStock: units, stock: 'In Stock' })
    .where(eq(products.product_id, productId));
}

describe('Idempotency-Key on order creation', () => {
  it('the same order request 10 times at once with one key: one order, one unit reserved, ten identical answers', async () => {
    const { user, home } = await customer(server);
    await setStock(shop.cheap.product_id, 5);
    const body = orderBody(user, home, [{ id: shop.cheap.product_id }]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(user, body, 'checkout-attempt-1')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
    const placed = await ordersOf(user);
    expect(placed).toHaveLength(1);
    expect(placed[0].id).toBe(answers[0].body.id);
    expect((await stockOf(server, shop.cheap.product_id)).totalStock).toBe(4);
  });

  it('the same key with another body is 422 and places nothing', async () => {
    const { user, home } = await customer(server);
    const first = await post(user, orderBody(user, home, [{ id: P.unlimited }]), 'attempt-2');
    expect(first.status).toBe(200);
    const other = await post(user, orderBody(user, home, [{ id: P.unlimited, qty: 2 }]), 'attempt-2');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ success: false, message: TEXTS.IDEMPOTENCY_KEY_REUSED });
    // The same key on another creation path is another request too.
    const elsewhere = await post(
      user,
      orderBody(user, home, [{ id: P.unlimited }], { payment_mode: 'Pay on delivery' }),
      'attempt-2',
      '/payment/paydelivery',
    );
    expect(elsewhere.status).toBe(422);
    expect(await ordersOf(user)).toHaveLength(1);
    // Keys are the caller's own: another customer may use the same one.
    const { user: someone, home: theirs } = await customer(server);
    expect((await post(someone, orderBody(someone, theirs, [{ id: P.unlimited }]), 'attempt-2')).status).toBe(
      200,
    );
  });

  it('a refusal is the answer to its key: the repeat gets the same 409, even once stock is back', async () => {
    const { user, home } = await customer(server);
    await setStock(P.lastUnit, 0);
    const body = orderBody(user, home, [{ id: P.lastUnit }]);
    const refused = await post(user, body, 'attempt-3');
    expect(refused.status).toBe(409);
    await setStock(P.lastUnit, 1);
    const repeat = await post(user, body, 'attempt-3');
    expect(repeat).toEqual(refused);
    expect(await ordersOf(user)).toHaveLength(0);
    // A new attempt (new key) is a new request.
    expect((await post(user, body, 'attempt-4')).status).toBe(200);
  });

  it('refuses a malformed key with 400', async () => {
    const { user, home } = await customer(server);
    const res = await post(user, orderBody(user, home, [{ id: P.unlimited }]), 'has spaces in it');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: TEXTS.IDEMPOTENCY_KEY_INVALID });
    expect(await ordersOf(user)).toHaveLength(0);
  });

  it("core's client sends a fresh key with every create call, and keeps a key it is given", async () => {
    const { user, home } = await customer(server);
    const api = apiAs(server, user);
    const body = {
      cart_products: [{ product_id: P.unlimited, product_name: 'Bearings', quantity: 1 }],
      payment_mode: 'Pay now' as const,
      billing_address: home,
      shipping_address: home,
      user_id: user.userId,
    };
    const a = await api.orders.create(body, { idempotencyKey: 'sdk-attempt' });
    const b = await api.orders.create(body, { idempotencyKey: 'sdk-attempt' });
    expect(b.receipt_id).toBe(a.receipt_id);
    const c = await api.orders.create(body);
    expect(c.receipt_id).not.toBe(a.receipt_id);
    const keys = await server.app.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.user_id, user.userId));
    expect(keys).toHaveLength(2);
    expect(keys.map((k) => k.idem_key)).toContain('sdk-attempt');
  });
});

/**
 * The database "drops" for the statements named: a trigger raises SQLSTATE 57P01 (terminating connection
 * due to administrator command), as a restart or failover does to a session, on both engines. `undo`
 * brings the database back.
 */
async function dropDatabaseFor(
  statements: ('insert on orders' | 'answer on idempotency_keys' | 'delete on idempotency_keys')[],
) {
  const db = server.app.db;
  await db.execute(sql`create or replace function skt_outage() returns trigger language plpgsql as $$
    begin raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end $$`);
  const triggers: string[] = [];
  for (const statement of statements) {
    const name = `skt_outage_${triggers.length}`;
    triggers.push(`${name} on ${statement.split(' on ')[1]}`);
    if (statement === 'insert on orders')
      await db.execute(
        sql.raw(`create trigger ${name} before insert on orders for each row execute function skt_outage()`),
      );
    if (statement === 'delete on idempotency_keys')
      await db.execute(
        sql.raw(
          `create trigger ${name} before delete on idempotency_keys for each row execute function skt_outage()`,
        ),
      );
    if (statement === 'answer on idempotency_keys')
      await db.execute(
        sql.raw(
          `create trigger ${name} before update on idempotency_keys for each row when (new.status_code is not null) execute function skt_outage()`,
        ),
      );
  }
  return async function undo() {
    for (const trigger of triggers) await db.execute(sql.raw(`drop trigger ${trigger}`));
  };
}

async function keyRow(user: SignedUpUser, key: string) {
  const [row] = await server.app.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, user.userId), eq(idempotencyKeys.idem_key, key)));
  return row;
}

describe('Idempotency-Key after a database outage', () => {
  it('the database drops after the key is claimed and freeing it fails too: the retry after the outage places the order once (no 409 "in use" for good)', async () => {
    const { user, home } = await customer(server);
    const body = orderBody(user, home, [{ id: P.unlimited }]);
    const back = await dropDatabaseFor(['insert on orders', 'delete on idempotency_keys']);
    const cut = await post(user, body, 'outage-attempt-1');
    await back();
    expect(cut.status).toBe(503);
    expect(cut.body).toMatchObject({ message: TEXTS.SERVICE_UNAVAILABLE });
    // The key is still claimed, with no answer and no order.
    const left = await keyRow(user, 'outage-attempt-1');
    expect([left.status_code, left.order_id]).toEqual([null, null]);
    expect(await ordersOf(user)).toHaveLength(0);

    // The shopper's retry waits out the dead claim's lease, takes it over and places the order.
    const started = Date.now();
    const retry = await post(user, body, 'outage-attempt-1');
    expect(retry.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(CLAIM_LEASE_MS + 2_000);
    const placed = await ordersOf(user);
    expect(placed).toHaveLength(1);
    expect(placed[0].id).toBe(retry.body.id);
    // Answered for good: the next repeat gets the same answer at once.
    const again = await post(user, body, 'outage-attempt-1');
    expect(again).toEqual(retry);
    expect(await ordersOf(user)).toHaveLength(1);
    expect((await keyRow(user, 'outage-attempt-1')).status_code).toBe(200);
  }, 30_000);

  it('the order commits but the database drops before its answer is kept: the retry gets that same order, not a second one', async () => {
    const { user, home } = await customer(server);
    await setStock(shop.cheap.product_id, 3);
    const body = orderBody(user, home, [{ id: shop.cheap.product_id }]);
    const back = await dropDatabaseFor(['answer on idempotency_keys', 'delete on idempotency_keys']);
    const cut = await post(user, body, 'outage-attempt-2');
    await back();
    expect(cut.status).toBe(503);
    const [stored] = await ordersOf(user);
    expect((await keyRow(user, 'outage-attempt-2')).order_id).toBe(stored.id);
    // The lease has run out (as if the shopper came back a little later).
    await server.app.db
      .update(idempotencyKeys)
      .set({ claimed_at: new Date(Date.now() - CLAIM_LEASE_MS - 1_000) })
      .where(and(eq(idempotencyKeys.user_id, user.userId), eq(idempotencyKeys.idem_key, 'outage-attempt-2')));

    const retry = await post(user, body, 'outage-attempt-2');
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({
      id: stored.id,
      receipt_id: stored.receipt_id,
      order_id: stored.order_id,
      razorpay_order: { id: stored.order_id, receipt: stored.receipt_id },
      amount: stored.totalAmountbeforePay,
    });
    expect(await ordersOf(user)).toHaveLength(1);
    expect((await stockOf(server, shop.cheap.product_id)).totalStock).toBe(2);
    expect(await post(user, body, 'outage-attempt-2')).toEqual(retry);
  }, 30_000);

  // Issue 40, item 2 (found by slow-database.test.ts's load): a fault after the order committed (the
  // deadline refusing the statement that records its payment order) freed the key, so the retry placed a
  // second order while the first kept its unit (and its coupon use) for good.
  it('item 2: the order commits, then recording its payment fails: the key is not freed, the retry at once releases that order and places one, stock taken once', async () => {
    const { user, home } = await customer(server);
    await setStock(shop.cheap.product_id, 3);
    const body = orderBody(user, home, [{ id: shop.cheap.product_id }]);
    const db = server.app.db;
    await db.execute(sql`create or replace function skt_outage() returns trigger language plpgsql as $$
      begin raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end $$`);
    await db.execute(
      sql.raw(
        `create trigger skt_outage_pay before update on orders for each row
         when (new.order_id is distinct from old.order_id) execute function skt_outage()`,
      ),
    );
    const cut = await post(user, body, 'outage-attempt-3');
    await db.execute(sql.raw('drop trigger skt_outage_pay on orders'));
    expect(cut.status).toBe(503);
    const [first] = await ordersOf(user);
    expect((await keyRow(user, 'outage-attempt-3')).order_id).toBe(first.id);
    const started = Date.now();
    const retry = await post(user, body, 'outage-attempt-3');
    expect(Date.now() - started).toBeLessThan(CLAIM_LEASE_MS / 2);
    expect(retry.status).toBe(200);
    const live = (await ordersOf(user)).filter((o) => o.stock_released_at === null);
    expect(live.map((o) => o.id)).toEqual([retry.body.id]);
    expect((await stockOf(server, shop.cheap.product_id)).totalStock).toBe(2);
    expect(await post(user, body, 'outage-attempt-3')).toEqual(retry);
  }, 30_000);

  it('a claim still within its lease is not taken over: a repeat meanwhile waits, and gets the answer', async () => {
    const { user, home } = await customer(server);
    const body = orderBody(user, home, [{ id: P.unlimited }]);
    const answers = await Promise.all([post(user, body, 'lease-attempt'), post(user, body, 'lease-attempt')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(await ordersOf(user)).toHaveLength(1);
  });
});

describe('unpaid orders per customer', () => {
  it('one shopper cannot hold every unit: the sixth unpaid order is refused with 429 until one is paid or given up', async () => {
    const { user, home } = await customer(server);
    const held: { receipt_id: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(user, orderBody(user, home, [{ id: P.unlimited }]), undefined);
      expect(res.status).toBe(200);
      held.push(res.body as { receipt_id: string });
    }
    const sixth = await post(user, orderBody(user, home, [{ id: P.unlimited }]), undefined);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ message: TEXTS.TOO_MANY_UNPAID_ORDERS });
    await call(server, 'POST', '/payment/failed', {
      token: user.accessToken,
      body: { receipt_id: held[0].receipt_id },
    });
    expect((await post(user, orderBody(user, home, [{ id: P.unlimited }]), undefined)).status).toBe(200);
  });

  it('pay on delivery at a 0 % advance counts too (such orders hold stock for good)', async () => {
    const [settings] = await server.app.db
      .select()
      .from(merchantSettings)
      .where(eq(merchantSettings.main_id, TEST_MERCHANT));
    await server.app.db
      .update(merchantSettings)
      .set({ delivery_percentage: 0 })
      .where(eq(merchantSettings.main_id, TEST_MERCHANT));
    try {
      const { user, home } = await customer(server);
      const body = orderBody(user, home, [{ id: P.unlimited }], { payment_mode: 'Pay on delivery' });
      for (let i = 0; i < 5; i++)
        expect((await post(user, body, undefined, '/payment/paydelivery')).status).toBe(200);
      const sixth = await post(user, body, undefined, '/payment/paydelivery');
      expect(sixth.status).toBe(429);
      expect(await ordersOf(user)).toHaveLength(5);
    } finally {
      await server.app.db
        .update(merchantSettings)
        .set({ delivery_percentage: settings.delivery_percentage })
        .where(eq(merchantSettings.main_id, TEST_MERCHANT));
    }
  });
});
