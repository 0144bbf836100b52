import * as z from 'zod/mini';
import { bool, jsonObject, mongoId, num, optStr, recordEnvelope, str, textList } from './shared';

/** A coupon's discount: a percentage, a flat rupee amount, or both (the pricing rules decide how they apply). */
export const Coupon = /* @__PURE__ */ z.object({
  _id: mongoId(),
  coupon_code: optStr(),
  percentage_offer: num(),
  price_offer: num(),
  /** Extension: the smallest items total the coupon applies to (0 or absent: any). */
  min_order: num(),
  /** Extension: only for a customer's first order. */
  first_order_only: bool(),
  /** Extension: once per customer. */
  one_per_customer: bool(),
});
/** A coupon's discount. */
export type Coupon = z.output<typeof Coupon>;

/**
 * Extension of the coupon check for a signed-in caller: what the coupon's per-customer terms depend
 * on (whether the customer has another order; `used_coupons` holds the asked code when they used it).
 */
export const CouponCustomer = /* @__PURE__ */ z.object({
  has_orders: bool(),
  used_coupons: textList(),
});
/** The signed-in customer's standing for a coupon. */
export type CouponCustomer = z.output<typeof CouponCustomer>;

/**
 * GET /coupon/check/{code}?user_id={store} -> `{ message, couponData }`. An unknown or expired code is a
 * normal answer, `couponData: null` with the reason in `message` ("Invalid coupon"). Extension: with a
 * customer's bearer token, `customer` (null for a guest or another backend).
 */
export const CouponCheckResponse = /* @__PURE__ */ recordEnvelope('couponData', Coupon, {
  message: str(),
  customer: jsonObject(CouponCustomer),
});
/** Reply of the coupon check. */
export type CouponCheckResponse = z.output<typeof CouponCheckResponse>;
