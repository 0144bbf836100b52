import type { CouponStanding } from './coupons';

/** What decides whether a coupon can be used now. */
export interface CouponTerms {
  /** Active or Inactive, as stored. */
  status: string;
  /** First moment it works; null: from the start. */
  startsAt: Date | null;
  /** First moment it no longer works; null: never ends. */
  expiresAt: Date | null;
  /** Uses allowed in all; null: no limit. */
  maxUses: number | null;
  used: number;
}

/**
 * Where a coupon stands at `now`: `live` (the storefront and the checkout accept it), `inactive`
 * (switched off), `scheduled` (not started), `ended` (past its end) or `used-up` (no uses left).
 * The server applies a code only when it is `live`; the console shows the same word.
 * @example couponStanding({ status: 'Active', startsAt: null, expiresAt: null, maxUses: 1, used: 1 }, new Date()) // 'used-up'
 */
export function couponStanding(coupon: CouponTerms, now: Date): CouponStanding {
  if (coupon.status !== 'Active') return 'inactive';
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return 'ended';
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return 'scheduled';
  if (coupon.maxUses !== null && coupon.used >= coupon.maxUses) return 'used-up';
  return 'live';
}
