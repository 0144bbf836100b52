import * as z from 'zod/mini';
import { mongoId, num, optStr, recordEnvelope, str } from './shared';

/** A coupon's discount: a percentage, a flat rupee amount, or both (the pricing rules decide how they apply). */
export const Coupon = /* @__PURE__ */ z.object({
  _id: mongoId(),
  coupon_code: optStr(),
  percentage_offer: num(),
  price_offer: num(),
  /** Extension: the smallest items total the coupon applies to (0 or absent: any). */
  min_order: num(),
});
/** A coupon's discount. */
export type Coupon = z.output<typeof Coupon>;

/**
 * GET /coupon/check/{code}?user_id={store} -> `{ message, couponData }`. An unknown or expired code is a
 * normal answer, `couponData: null` with the reason in `message` ("Invalid coupon").
 */
export const CouponCheckResponse = /* @__PURE__ */ recordEnvelope('couponData', Coupon, { message: str() });
/** Reply of the coupon check. */
export type CouponCheckResponse = z.output<typeof CouponCheckResponse>;
