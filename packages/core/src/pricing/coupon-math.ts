import { type Numeric, toNumber } from '../format/coerce';
import { fromPaise, toPaise } from '../format/money';

// The coupon's arithmetic, apart from its words (coupon.ts), so the academy's fees (sibling discount)
// share the rule without carrying the shop's texts.
/** A coupon's offer. */
export interface CouponLike {
  percentage_offer?: Numeric;
  price_offer?: Numeric;
}

/**
 * A coupon applied to a total: a percentage_offer takes that share off (to the paisa); otherwise a
 * price_offer takes that many rupees off. (A coupon carrying both applies its percentage only.)
 * The discount never exceeds the total, so the total never goes below 0.
 * @example applyCoupon(1000, { percentage_offer: 10 }) // { discount: 100, total: 900 }
 */
export function applyCoupon(
  total: Numeric,
  coupon: CouponLike | null | undefined,
): { discount: number; total: number } {
  const totalPaise = Math.max(0, toPaise(total));
  const pct = Math.min(100, Math.max(0, toNumber(coupon?.percentage_offer)));
  const flat = Math.max(0, toPaise(coupon?.price_offer));
  const discountPaise = Math.min(totalPaise, pct > 0 ? Math.round((totalPaise * pct) / 100) : flat);
  return { discount: fromPaise(discountPaise), total: fromPaise(totalPaise - discountPaise) };
}
