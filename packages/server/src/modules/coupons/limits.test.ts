import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realClockAfterEach, TEST_MERCHANT } from '../../../test/helper';
import { clientQuote } from '../../../test/checkout';
import { apiAs, call, capturedEvent, postWebhook, type SignedUpUser } from '../../../test/session';
import { orderRow } from '../../../test/console';
import {
  type Created,
  createOrder,
  customer,
  genuinePayment,
  shopForFile,
  orderBody,
} from '../../../test/shop';
import { couponRedemptions, coupons } from '../../db/schema';
import { TEXTS } from '../../platform/core';
import { SEED_REFS } from '../../seed';
import { RESERVATION_TTL_MS } from '../orders/stock';

const shop = shopForFile();
const { server } = shop;

const P = SEED_REFS.products;

realClockAfterEach(server);

async function addCoupon(code: string, limits: { max_uses?: number; one_per_user?: boolean }) {
  await server.app.db.insert(coupons).values({
    main_id: TEST_MERCHANT,
    code,
    percentage_offer: 0,
    price_offer: 20,
    status: 'Active',
    ...limits,
  });
}

async function usedCount(code: string): Promise<number> {
  const [row] = await server.app.db
    .select({ used: coupons.used_count })
    .from(coupons)
    .where(and(eq(coupons.main_id, TEST_MERCHANT), eq(coupons.code, code)));
  return row.used;
}

const withCoupon = (user: SignedUpUser, home: string, code: string) =>
  createOrder(server, user, orderBody(user, home, [{ id: P.unlimited }], { coupon_code: code }));
/**
 * Moves the clock past the checkout reservation (30 minutes and one more) and returns Ravi with an
 * access token signed at that time.
 */
async function raviAfterReservationLapses(): Promise<SignedUpUser> {
  const base = Date.now();
  server.app.services.now = () => new Date(base + RESERVATION_TTL_MS + 60_000);
  const accessToken = await server.app.services.tokens.signAccess({
    userId: shop.ravi.userId,
    mainId: TEST_MERCHANT,
  });
  return { ...shop.ravi, accessToken };
}

const cancel = (user: SignedUpUser, created: Created) =>
  call(server, 'POST', '/payment/failed', {
    token: user.accessToken,
    body: { receipt_id: created.receipt_id },
  });
const pay = (user: SignedUpUser, created: Created) =>
  call(server, 'POST', '/payment/verify', { token: user.accessToken, body: genuinePayment(server, created) });

/** A new customer who has already ordered and paid once, without a coupon. */
async function customerWithAPaidOrder() {
  const regular = await customer(server);
  const plain = await createOrder(
    server,
    regular.user,
    orderBody(regular.user, regular.home, [{ id: P.unlimited }]),
  );
  expect((await pay(regular.user, plain.body)).status).toBe(200);
  return regular;
}

describe('coupon limits', () => {
  it('max_uses = 1 against 10 concurrent orders: one order gets the coupon, and a cancel gives the use back', async () => {
    await addCoupon('ONCE20', { max_uses: 1 });
    const buyers = [
      { user: shop.asha, home: shop.ashaHome },
      { user: shop.ravi, home: shop.raviHome },
      ...(await Promise.all([customer(server), customer(server), customer(server)])),
    ];
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => withCoupon(buyers[i % 5].user, buyers[i % 5].home, 'ONCE20')),
    );
    const won = attempts.filter((a) => a.status === 200);
    const refused = attempts.filter((a) => a.status === 400);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(9);
    expect(refused[0].body).toMatchObject({ message: TEXTS.INVALID_COUPON });
    expect(await usedCount('ONCE20')).toBe(1);

    const winner = buyers[attempts.indexOf(won[0]) % 5].user;
    expect((await cancel(winner, won[0].body)).status).toBe(200);
    expect(await usedCount('ONCE20')).toBe(0);
    const again = await withCoupon(shop.ravi, shop.raviHome, 'ONCE20');
    expect(again.status).toBe(200);
    expect((await pay(shop.ravi, again.body)).status).toBe(200);
    expect(await usedCount('ONCE20')).toBe(1);
    const [use] = await server.app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.order_id, again.body.id));
    expect(use).toMatchObject({ code: 'ONCE20', user_id: shop.ravi.userId, status: 'used' });
    expect((await withCoupon(shop.asha, shop.ashaHome, 'ONCE20')).status).toBe(400);
  });

  it('a checkout abandoned for 30 minutes gives its coupon use back', async () => {
    await addCoupon('LAPSE20', { max_uses: 1 });
    const first = await withCoupon(shop.asha, shop.ashaHome, 'LAPSE20');
    expect(first.status).toBe(200);
    expect((await withCoupon(shop.ravi, shop.raviHome, 'LAPSE20')).status).toBe(400);
    const later = await raviAfterReservationLapses();
    const next = await withCoupon(later, shop.raviHome, 'LAPSE20');
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(await usedCount('LAPSE20')).toBe(1);
  });

  it('one_per_user is keyed by the customer: a second use by the same user is refused, others may use it', async () => {
    await addCoupon('EACH20', { one_per_user: true });
    const mine = await withCoupon(shop.asha, shop.ashaHome, 'EACH20');
    expect(mine.status).toBe(200);
    const twice = await withCoupon(shop.asha, shop.ashaHome, 'EACH20');
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ message: TEXTS.COUPON_ALREADY_USED });
    expect((await withCoupon(shop.ravi, shop.raviHome, 'EACH20')).status).toBe(200);
    // Given up, the use is hers again.
    expect((await cancel(shop.asha, mine.body)).status).toBe(200);
    expect((await withCoupon(shop.asha, shop.ashaHome, 'EACH20')).status).toBe(200);
  });

  it('SKATE10 is for a first order only and cannot be used twice', async () => {
    const newcomer = await customer(server);
    const first = await withCoupon(newcomer.user, newcomer.home, 'SKATE10');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await pay(newcomer.user, first.body)).status).toBe(200);
    const second = await withCoupon(newcomer.user, newcomer.home, 'SKATE10');
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ message: TEXTS.COUPON_ALREADY_USED });

    // A customer who already ordered without it cannot use it afterwards.
    const regular = await customerWithAPaidOrder();
    const late = await withCoupon(regular.user, regular.home, 'SKATE10');
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ message: TEXTS.COUPON_FIRST_ORDER_ONLY });
  });

  it('issue 25 row 1: SKATE10 for a customer with orders - the checkout quote shows the refusal and no discount, the order is refused with reason coupon-first-order-only', async () => {
    const regular = await customerWithAPaidOrder();
    const choice = {
      lines: [{ product_id: P.unlimited, quantity: 1 }],
      couponCode: 'SKATE10',
      addressId: regular.home,
      userId: regular.user.userId,
      payMethod: 'Pay now' as const,
    };
    const shown = await clientQuote(apiAs(server, regular.user), choice);
    expect(shown.problems.map((p) => [p.code, p.message])).toEqual([
      ['coupon-first-order-only', 'This coupon is for your first order only'],
    ]);
    expect(shown.discount).toBe(0);
    expect(shown.total).toBe(shown.itemsTotal + shown.delivery);

    const refused = await withCoupon(regular.user, regular.home, 'SKATE10');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'This coupon is for your first order only',
      reason: 'coupon-first-order-only',
    });

    // The coupon check answers the signed-in customer's standing; a guest's check has none.
    const signedIn = await call(server, 'GET', `/coupon/check/skate10?user_id=${TEST_MERCHANT}`, {
      token: regular.user.accessToken,
    });
    expect(signedIn.body).toMatchObject({
      couponData: { coupon_code: 'SKATE10', first_order_only: true, one_per_customer: true },
      customer: { has_orders: true, used_coupons: [] },
    });
    const guest = await call(server, 'GET', `/coupon/check/SKATE10?user_id=${TEST_MERCHANT}`);
    expect(guest.body).toMatchObject({ customer: null });
  });

  it('issue 25 row 1: a used once-per-customer coupon is refused by the quote and the order alike (coupon-already-used)', async () => {
    await addCoupon('ONCE25', { one_per_user: true });
    const newcomer = await customer(server);
    const first = await withCoupon(newcomer.user, newcomer.home, 'ONCE25');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const shown = await clientQuote(apiAs(server, newcomer.user), {
      lines: [{ product_id: P.unlimited, quantity: 1 }],
      couponCode: 'ONCE25',
      addressId: newcomer.home,
      userId: newcomer.user.userId,
      payMethod: 'Pay now',
    });
    expect(shown.problems.map((p) => p.code)).toEqual(['coupon-already-used']);
    expect(shown.discount).toBe(0);
    const second = await withCoupon(newcomer.user, newcomer.home, 'ONCE25');
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ message: TEXTS.COUPON_ALREADY_USED, reason: 'coupon-already-used' });
  });
});

describe('item 6: a late payment cannot re-take a coupon use that is no longer there', () => {
  const verify = (user: SignedUpUser, body: ReturnType<typeof genuinePayment>) =>
    call(server, 'POST', '/payment/verify', { token: user.accessToken, body });

  it('item 6: max_uses = 1, cancel, another customer takes the use, then the late payment: flagged refund-needed, used_count stays 1 of 1', async () => {
    await addCoupon('LATE1', { max_uses: 1 });
    const first = await withCoupon(shop.asha, shop.ashaHome, 'LATE1');
    expect(first.status).toBe(200);
    const oldPayment = genuinePayment(server, first.body);
    expect((await cancel(shop.asha, first.body)).status).toBe(200);
    expect(await usedCount('LATE1')).toBe(0);
    const second = await withCoupon(shop.ravi, shop.raviHome, 'LATE1');
    expect(second.status).toBe(200);
    expect((await pay(shop.ravi, second.body)).status).toBe(200);
    expect(await usedCount('LATE1')).toBe(1);

    const late = await verify(shop.asha, oldPayment);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ success: false, message: TEXTS.PAYMENT_REFUND_COUPON });
    const flagged = await orderRow(server, first.body.id);
    expect(flagged).toMatchObject({
      status: 'Refund needed',
      refund_reason: 'coupon',
      payment_id: oldPayment.razorpay_payment_id,
    });
    expect(flagged.refund_needed_at).not.toBeNull();
    expect(await usedCount('LATE1')).toBe(1);
    // The same payment by webhook, or verify again: still 1 of 1, still flagged.
    expect((await verify(shop.asha, oldPayment)).status).toBe(409);
    expect(await usedCount('LATE1')).toBe(1);
  });

  it('item 6: SKATE10 (first order only), cancel, a second order with it paid, then the first paid late: flagged, counted once', async () => {
    const newcomer = await customer(server);
    const before = await usedCount('SKATE10');
    const first = await withCoupon(newcomer.user, newcomer.home, 'SKATE10');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const oldPayment = genuinePayment(server, first.body);
    expect((await cancel(newcomer.user, first.body)).status).toBe(200);
    const again = await withCoupon(newcomer.user, newcomer.home, 'SKATE10');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await pay(newcomer.user, again.body)).status).toBe(200);

    const late = await verify(newcomer.user, oldPayment);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ message: TEXTS.PAYMENT_REFUND_COUPON });
    expect(await orderRow(server, first.body.id)).toMatchObject({
      status: 'Refund needed',
      refund_reason: 'coupon',
    });
    expect(await usedCount('SKATE10')).toBe(before + 1);
    const uses = await server.app.db
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.code, 'SKATE10'), eq(couponRedemptions.user_id, newcomer.user.userId)));
    expect(uses.filter((u) => u.status === 'used')).toHaveLength(1);
  });

  it('item 6: a late payment whose coupon use is still free takes it again and is paid', async () => {
    await addCoupon('STILL1', { max_uses: 1 });
    const first = await withCoupon(shop.asha, shop.ashaHome, 'STILL1');
    const oldPayment = genuinePayment(server, first.body);
    expect((await cancel(shop.asha, first.body)).status).toBe(200);
    expect(await usedCount('STILL1')).toBe(0);
    const late = await verify(shop.asha, oldPayment);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ message: TEXTS.PAYMENT_VERIFIED, status: 'Success' });
    expect(await usedCount('STILL1')).toBe(1);
    expect((await withCoupon(shop.ravi, shop.raviHome, 'STILL1')).status).toBe(400);
  });

  it('item 6: a late webhook payment after a lapse, with max_uses reached meanwhile: flagged refund-needed, used_count stays 1 of 1', async () => {
    await addCoupon('HOOK1', { max_uses: 1 });
    const first = await withCoupon(shop.asha, shop.ashaHome, 'HOOK1');
    expect(first.status).toBe(200);
    // Abandoned: 30 minutes later the next checkout releases it, and takes the use.
    const later = await raviAfterReservationLapses();
    const second = await withCoupon(later, shop.raviHome, 'HOOK1');
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await usedCount('HOOK1')).toBe(1);

    const raw = capturedEvent({
      id: 'pay_late_hook_1',
      order_id: first.body.order_id,
      amount: first.body.razorpay_order?.amount,
    });
    const hook = await postWebhook(server, raw);
    expect(hook.status).toBe(200);
    expect(await orderRow(server, first.body.id)).toMatchObject({
      status: 'Refund needed',
      refund_reason: 'coupon',
      payment_id: 'pay_late_hook_1',
    });
    expect(await usedCount('HOOK1')).toBe(1);
  });
});
