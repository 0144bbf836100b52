import type { ButtonConfigLike } from '../catalogue/buttons';
import { PAY_METHODS, PAY_MODES, type PayMethod, type PayMode } from '../constants';
import { isFlagSet, toText } from '../format/coerce';
import { TEXTS } from '../texts';
import { type ValidationResult, invalid, valid } from '../validation/result';

/**
 * The site's pay mode from its pay-button configuration (same shape as the cart buttons): the
 * first of paymanual, paynow, payondelivery configured with its default flag; null when none is.
 * paymanual means "quote instead of checkout".
 */
export function payMode(configs: readonly ButtonConfigLike[] | null | undefined): PayMode | null {
  const list = configs ?? [];
  return PAY_MODES.find((id) => list.some((c) => toText(c.button_id) === id && isFlagSet(c.default))) ?? null;
}

/** The checkout's payment method choice: 'Pay now' or 'Pay on delivery'; the placeholder 'Select pay' (or anything else) is refused. */
export function validatePayMethod(value: string | null | undefined): ValidationResult<PayMethod> {
  const method = PAY_METHODS.find((m) => m === toText(value));
  return method ? valid(method) : invalid(TEXTS.SELECT_PAYMENT_METHOD);
}

/** Whether the cart's checkout opens the guest-details quote form instead (paymanual mode). */
export const quoteInsteadOfCheckout = (mode: PayMode | null): boolean => mode === 'paymanual';
