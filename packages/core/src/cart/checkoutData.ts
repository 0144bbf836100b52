import type { CartItem, CheckoutData } from '../api/schemas/cart';
import { type Numeric, toNumber } from '../format/coerce';
import { fromPaise, toPaise } from '../format/money';
import { type CouponLike, applyCoupon } from './coupon';

/** An applied coupon: its code and offer. */
export interface AppliedCoupon extends CouponLike {
  code: string;
  /** The smallest items total the coupon applies to (0 or absent: any). */
  min_order?: Numeric;
}

/** True when a coupon applies to an items total: the total reaches its min_order (the engine's rule). */
export function couponReaches(coupon: { min_order?: Numeric }, itemsTotal: Numeric): boolean {
  return toPaise(itemsTotal) >= toPaise(coupon.min_order);
}

const quantityOf = (line: CartItem) => Math.max(1, Math.floor(toNumber(line.quantity) || 1));
/** What a line sells for: its sale price, or its price when it has no sale price. */
const salePriceOf = (line: CartItem) =>
  toNumber(line.product_saleprice) > 0 ? line.product_saleprice : line.product_price;

/**
 * The checkout data stored under `checkout_data`: totalBeforeDiscount is the sum of prices x
 * quantity, totalAfterDiscount the sum of sale prices x quantity (two decimals; a line without a
 * sale price counts at its price), then the coupon's discount on totalAfterDiscount. The course
 * flag is set when told, or when any line is a course.
 */
export function buildCheckoutData(
  lines: readonly CartItem[],
  coupon?: AppliedCoupon | null,
  options: { course?: boolean } = {},
): CheckoutData {
  let before = 0;
  let after = 0;
  for (const line of lines) {
    const quantity = quantityOf(line);
    before += toPaise(line.product_price) * quantity;
    after += toPaise(salePriceOf(line)) * quantity;
  }
  const totalAfterDiscount = fromPaise(after);
  // A coupon under its minimum order takes nothing off (and is not shown as applied), as the engine says.
  const applied = coupon && couponReaches(coupon, totalAfterDiscount) ? coupon : null;
  const discountAmount = applied ? applyCoupon(totalAfterDiscount, applied).discount : 0;
  return {
    products: [...lines],
    totalBeforeDiscount: fromPaise(before),
    totalAfterDiscount,
    coupon: applied?.code ?? '',
    discountAmount,
    isCouponApplied: Boolean(applied),
    course: options.course ?? lines.some((line) => line.course),
  };
}

/** What the buyer pays for checkout data: the sale total less the coupon, plus delivery (rupees, to the paisa). */
export function checkoutPayable(
  data: Pick<CheckoutData, 'totalAfterDiscount' | 'discountAmount'>,
  deliveryCharge = 0,
): number {
  return fromPaise(
    Math.max(0, toPaise(data.totalAfterDiscount) - toPaise(data.discountAmount)) + toPaise(deliveryCharge),
  );
}
