import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionForFile } from '../../../test/admin';
import { serverForFile, TEST_MERCHANT } from '../../../test/helper';
import { call } from '../../../test/session';
import { statementsOf } from '../../../test/statements';
import { createOrder, customer, orderBody } from '../../../test/shop';
import { couponState, coupons } from '../../db/schema';
import { VERSION_TTL_MS } from '../../lib/db-version';
import { SEED_REFS } from '../../seed';

/*
 * Issue 25: the coupon check reads the merchant's coupons from a cache kept per coupon version. A write
 * of a coupon's terms moves the version (database triggers, migration 0016); the console's writes are
 * seen by the next check at once, a write made elsewhere within a second; the uses of a coupon with
 * max_uses are read at each check.
 */

const server = serverForFile();
const owner = sessionForFile(server, { role: 'owner' });

const check = (code: string) =>
  call<{ message: string; couponData?: Record<string, unknown> }>(
    server,
    'GET',
    `/coupon/check/${encodeURIComponent(code)}?user_id=${TEST_MERCHANT}`,
  );

async function storedVersion(): Promise<number> {
  const [row] = await server.app.db.select().from(couponState).where(eq(couponState.id, 1));
  return row.version;
}

const coupon = {
  code: 'cache15',
  kind: 'flat',
  amount: 150,
  minOrder: 0,
  firstOrderOnly: false,
  onePerCustomer: false,
  maxUses: null,
  startsOn: null,
  endsOn: null,
  active: true,
};

describe('issue 25: coupons cached behind a version of their own', () => {
  it('a second check of an unchanged coupon without max_uses sends no query', async () => {
    expect((await check('SKATE10')).status).toBe(200);
    const seen = await statementsOf(server, async () => {
      const again = await check('skate10');
      expect(again.status).toBe(200);
      expect(again.body.couponData).toMatchObject({ coupon_code: 'SKATE10', percentage_offer: 10 });
    });
    expect(seen).toEqual([]);
  });

  it('a coupon created, edited and ended in the console is seen by the next check at once', async () => {
    expect((await check('CACHE15')).status).toBe(404);
    const created = await owner.call<{ data: { id: string } }>('POST', '/coupons', coupon);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await check('CACHE15')).body.couponData).toMatchObject({
      coupon_code: 'CACHE15',
      price_offer: 150,
    });

    const edited = await owner.call('PUT', `/coupons/${created.body.data.id}`, { ...coupon, amount: 175 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await check('CACHE15')).body.couponData).toMatchObject({
      coupon_code: 'CACHE15',
      price_offer: 175,
    });

    const paused = await owner.call('PUT', `/coupons/${created.body.data.id}`, { ...coupon, active: false });
    expect(paused.status).toBe(200);
    expect((await check('CACHE15')).status).toBe(404);

    await owner.call('PUT', `/coupons/${created.body.data.id}`, coupon);
    expect((await check('CACHE15')).status).toBe(200);
    expect((await owner.call('POST', `/coupons/${created.body.data.id}/end`)).status).toBe(200);
    expect((await check('CACHE15')).status).toBe(404);
  });

  it('a coupon with max_uses used up by an order is refused by the next check, and offered again when the order fails', async () => {
    const created = await owner.call<{ data: { id: string } }>('POST', '/coupons', {
      ...coupon,
      code: 'LASTONE',
      maxUses: 1,
    });
    expect(created.status).toBe(200);
    expect((await check('LASTONE')).status).toBe(200);
    const buyer = await customer(server);
    const version = await storedVersion();
    const order = await createOrder(
      server,
      buyer.user,
      orderBody(buyer.user, buyer.home, [{ id: SEED_REFS.products.unlimited }], { coupon_code: 'LASTONE' }),
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    // A use counted is not a change of terms: the cached coupons stay.
    expect(await storedVersion()).toBe(version);
    const refused = await check('LASTONE');
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: 'Invalid coupon' });

    const failed = await call(server, 'POST', '/payment/failed', {
      token: buyer.user.accessToken,
      body: { receipt_id: order.body.receipt_id },
    });
    expect(failed.status).toBe(200);
    expect((await check('LASTONE')).status).toBe(200);
  });

  it('the version moves with an insert, an edit of terms and a delete made straight in the database, not with a use', async () => {
    const start = await storedVersion();
    await server.app.db.insert(coupons).values({ main_id: TEST_MERCHANT, code: 'DIRECT30', price_offer: 30 });
    expect(await storedVersion()).toBe(start + 1);
    await server.app.db
      .update(coupons)
      .set({ used_count: sql`${coupons.used_count} + 1` })
      .where(eq(coupons.code, 'DIRECT30'));
    expect(await storedVersion()).toBe(start + 1);
    await server.app.db.update(coupons).set({ price_offer: 35 }).where(eq(coupons.code, 'DIRECT30'));
    expect(await storedVersion()).toBe(start + 2);
    // An update that changes nothing moves nothing.
    await server.app.db.update(coupons).set({ price_offer: 35 }).where(eq(coupons.code, 'DIRECT30'));
    expect(await storedVersion()).toBe(start + 2);
    await server.app.db.delete(coupons).where(eq(coupons.code, 'DIRECT30'));
    expect(await storedVersion()).toBe(start + 3);
  });

  it('a coupon added by another instance (straight in the database) works at once; its edit shows within a second', async () => {
    expect((await check('ELSEWHERE')).status).toBe(404);
    await server.app.db
      .insert(coupons)
      .values({ main_id: TEST_MERCHANT, code: 'ELSEWHERE', price_offer: 40 });
    expect((await check('ELSEWHERE')).body.couponData).toMatchObject({
      coupon_code: 'ELSEWHERE',
      price_offer: 40,
    });
    await server.app.db.update(coupons).set({ price_offer: 45 }).where(eq(coupons.code, 'ELSEWHERE'));
    await new Promise((done) => setTimeout(done, VERSION_TTL_MS + 50));
    expect((await check('ELSEWHERE')).body.couponData).toMatchObject({
      coupon_code: 'ELSEWHERE',
      price_offer: 45,
    });
  });
});
