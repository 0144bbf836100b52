import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

/** Codes are stored upper-case; lookups are case-insensitive. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/** A coupon of the merchant that can be used now (Active, not expired, uses left), or null. */
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
  if (row?.status !== 'Active') return null;
  if (row.expires_at && row.expires_at.getTime() <= now.getTime()) return null;
  if (row.max_uses !== null && row.used_count >= row.max_uses) return null;
  return row;
}

/** Counts one redemption (when an order using the coupon is paid). */
export async function countRedemption(db: Db, mainId: string, code: string): Promise<void> {
  await db
    .update(coupons)
    .set({ used_count: sql`${coupons.used_count} + 1` })
    .where(and(eq(coupons.main_id, mainId), eq(coupons.code, normaliseCode(code))));
}

/** The coupon as the wire shows it. */
export function toWireCoupon(row: CouponRow) {
  return {
    _id: row.id,
    coupon_code: row.code,
    percentage_offer: row.percentage_offer,
    price_offer: row.price_offer,
    min_order: row.min_order,
  };
}
