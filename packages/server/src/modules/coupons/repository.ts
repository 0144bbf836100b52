import { couponStanding } from '@skatekit/console-contract';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { couponRedemptions, coupons, orders } from '../../db/schema';
import { type QuoteProblem, SkateError, TEXTS } from '../../platform/core';

/** The customer's redemption of a code that still counts (not released with a given-up order). */
const liveRedemption = (use: { mainId: string; userId: string }, code: string) =>
  and(
    eq(couponRedemptions.main_id, use.mainId),
    eq(couponRedemptions.code, code),
    eq(couponRedemptions.user_id, use.userId),
    ne(couponRedemptions.status, 'released'),
  );

export type CouponRow = typeof coupons.$inferSelect;

/** Codes are stored upper-case; lookups are case-insensitive. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/** The terms core's couponStanding judges a stored coupon by. */
export const couponTerms = (row: CouponRow) => ({
  status: row.status,
  startsAt: row.starts_at,
  expiresAt: row.expires_at,
  maxUses: row.max_uses,
  used: row.used_count,
});

/** A coupon of the merchant that can be used now (core's couponStanding says `live`), or null. */
export async function usableCoupon(
  db: Db,
  mainId: string,
  code: string,
  now: Date,
): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.main_id, mainId), eq(coupons.code, normaliseCode(code))))
    .limit(1);
  if (!row || couponStanding(couponTerms(row), now) !== 'live') return null;
  return row;
}

const FAILED = 'Failed';

/**
 * The customer's standing for a coupon, as core's engine reads it (`QuoteCustomer`): whether they have
 * another order that is not given up (paid, placed, or awaiting payment), and the code when they hold
 * a use of it that is not released. Two indexed lookups, run together.
 */
export async function couponCustomer(
  db: Db,
  use: { mainId: string; userId: string; code: string },
): Promise<{ hasOrders: boolean; usedCoupons: string[] }> {
  const code = normaliseCode(use.code);
  const [[order], [redemption]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.main_id, use.mainId), eq(orders.user_id, use.userId), ne(orders.status, FAILED)))
      .limit(1),
    db.select({ id: couponRedemptions.id }).from(couponRedemptions).where(liveRedemption(use, code)).limit(1),
  ]);
  return { hasOrders: order !== undefined, usedCoupons: redemption ? [code] : [] };
}

/** A coupon refusal as the engine names it (400, `reason` the problem's code). */
const couponRefusal = (problem: QuoteProblem) =>
  new SkateError('validation', problem.message, { status: 400, reason: problem.code });

/**
 * Reserves one use of a coupon for an order, inside the order's transaction (a refusal rolls the
 * order back). The conditional increment of `used_count` holds the coupon's row lock until the order
 * commits, so concurrent orders with one coupon are judged one after another: `max_uses` cannot be
 * overrun, and `one_per_user` / first-order coupons see the other orders of the same customer.
 */
export async function reserveCouponUse(
  tx: Tx,
  use: { mainId: string; code: string; userId: string; orderId: string },
): Promise<void> {
  const code = normaliseCode(use.code);
  const [coupon] = await tx
    .update(coupons)
    .set({ used_count: sql`${coupons.used_count} + 1` })
    .where(
      and(
        eq(coupons.main_id, use.mainId),
        eq(coupons.code, code),
        or(isNull(coupons.max_uses), lt(coupons.used_count, coupons.max_uses)),
      ),
    )
    .returning();
  if (!coupon) throw couponRefusal({ code: 'coupon-invalid', message: TEXTS.INVALID_COUPON });
  if (coupon.one_per_user || coupon.first_order_only) {
    const [earlier] = await tx
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(liveRedemption(use, code))
      .limit(1);
    if (earlier) throw couponRefusal({ code: 'coupon-already-used', message: TEXTS.COUPON_ALREADY_USED });
  }
  if (coupon.first_order_only) {
    // Any other order that is not given up (paid, placed, or still awaiting payment) came first.
    if (await hasOtherOrder(tx, use.mainId, use.userId, use.orderId)) {
      throw couponRefusal({ code: 'coupon-first-order-only', message: TEXTS.COUPON_FIRST_ORDER_ONLY });
    }
  }
  await tx.insert(couponRedemptions).values({
    main_id: use.mainId,
    code,
    user_id: use.userId,
    order_id: use.orderId,
  });
}

/** Gives a failed or lapsed order's coupon use back (once). */
export async function releaseCouponUse(tx: Tx, orderId: string): Promise<void> {
  const [released] = await tx
    .update(couponRedemptions)
    .set({ status: 'released' })
    .where(and(eq(couponRedemptions.order_id, orderId), ne(couponRedemptions.status, 'released')))
    .returning();
  if (!released) return;
  await tx
    .update(coupons)
    .set({ used_count: sql`greatest(${coupons.used_count} - 1, 0)` })
    .where(and(eq(coupons.main_id, released.main_id), eq(coupons.code, released.code)));
}

/** Why an order's coupon use could not be taken again. */
export type RetakeRefusal = 'max-uses' | 'one-per-user' | 'first-order-only';

/**
 * Takes a released coupon use back for an order paid late (after a cancel or a lapse), under the
 * same rules as a new order: the use is refused when `max_uses` is reached meanwhile, or when the
 * customer has since used the one-per-customer coupon again, or placed another order with a first-
 * order coupon. Answers null when the use is the order's again (or it had none released), else why
 * not. Run it in a savepoint: a refusal leaves nothing changed.
 */
export async function retakeCouponUse(tx: Tx, orderId: string): Promise<RetakeRefusal | null> {
  const [use] = await tx
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.order_id, orderId))
    .for('update');
  if (use?.status !== 'released') return null;
  const [coupon] = await tx
    .update(coupons)
    .set({ used_count: sql`${coupons.used_count} + 1` })
    .where(
      and(
        eq(coupons.main_id, use.main_id),
        eq(coupons.code, use.code),
        or(isNull(coupons.max_uses), lt(coupons.used_count, coupons.max_uses)),
      ),
    )
    .returning();
  if (!coupon) return 'max-uses';
  if (coupon.one_per_user || coupon.first_order_only) {
    const [other] = await tx
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.main_id, use.main_id),
          eq(couponRedemptions.code, use.code),
          eq(couponRedemptions.user_id, use.user_id),
          ne(couponRedemptions.status, 'released'),
          ne(couponRedemptions.id, use.id),
        ),
      )
      .limit(1);
    if (other) return 'one-per-user';
  }
  if (coupon.first_order_only) {
    if (await hasOtherOrder(tx, use.main_id, use.user_id, orderId)) return 'first-order-only';
  }
  await tx.update(couponRedemptions).set({ status: 'reserved' }).where(eq(couponRedemptions.id, use.id));
  return null;
}

/** Whether the customer has another order that is not given up (paid, placed, or awaiting payment). */
async function hasOtherOrder(tx: Tx, mainId: string, userId: string, orderId: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.main_id, mainId),
        eq(orders.user_id, userId),
        ne(orders.id, orderId),
        ne(orders.status, FAILED),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * Marks an order's reserved coupon use as used once it is paid or placed. A use released meanwhile
 * (a payment after a cancel) is taken back by {@link retakeCouponUse} first, under the coupon's limits;
 * one still released here stays released (never counted past `max_uses`).
 */
export async function confirmCouponUse(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ status: 'used' })
    .where(and(eq(couponRedemptions.order_id, orderId), eq(couponRedemptions.status, 'reserved')));
}

/** The coupon as the wire shows it. */
export function toWireCoupon(row: CouponRow) {
  return {
    _id: row.id,
    coupon_code: row.code,
    percentage_offer: row.percentage_offer,
    price_offer: row.price_offer,
    min_order: row.min_order,
    first_order_only: row.first_order_only,
    one_per_customer: row.one_per_user,
  };
}
