import { TEXTS } from '../texts';
import { type ValidationResult, invalid, valid } from '../validation/result';

export { type CouponLike, applyCoupon } from './coupon-math';

/** The coupon box: a non-empty code (trimmed), else "Please enter a coupon code". */
export function validateCouponCode(code: string | null | undefined): ValidationResult<string> {
  const value = String(code ?? '').trim();
  return value === '' ? invalid(TEXTS.COUPON_REQUIRED) : valid(value);
}
