import type { CartItem, CheckoutData } from '../api/schemas/cart';
import { toNumber } from '../format/coerce';
import { fromPaise, toPaise } from '../format/money';
import { type CouponLike, applyCoupon } from './coupon';

/** An applied coupon: its code and offer. */
export interface AppliedCoupon extends CouponLike {
  code: string;
}

const quantityOf = (line: CartItem) => Math.max(1, Math.floor(toNumber(line.quantity) || 1));
/** What a line sells for: its sale price, or its price when it has no sale price. */
const salePriceOf = (line: CartItem) =>
  toNumber(line.product_saleprice) > 0 ? line.product_saleprice : line.product_price;

/**
 * One line of a bill: how many, what one sells for (its sale price, else its price) and the line's
 * total, to the paisa. The same figures the checkout data's totals add up.
 * @example lineAmount({ product_price: 2499, product_saleprice: 2099, quantity: 2 }) // { quantity: 2, unit: 2099, total: 4198 }
 */
export function lineAmount(line: Pick<CartItem, 'product_price' | 'product_saleprice' | 'quantity'>): {
  quantity: number;
  unit: number;
  total: number;
} {
  const quantity = quantityOf(line as CartItem);
  const unit = toNumber(salePriceOf(line as CartItem));
  return { quantity, unit, total: fromPaise(toPaise(unit) * quantity) };
}

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
  const discountAmount = coupon ? applyCoupon(totalAfterDiscount, coupon).discount : 0;
  return {
    products: [...lines],
    totalBeforeDiscount: fromPaise(before),
    totalAfterDiscount,
    coupon: coupon?.code ?? '',
    discountAmount,
    isCouponApplied: Boolean(coupon),
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
