import type { ButtonConfigLike } from '../catalogue/buttons';
import {
  DEFAULT_PAY_METHOD,
  PAY_METHOD_NOW,
  PAY_METHOD_ON_DELIVERY,
  PAY_METHODS,
  PAY_MODES,
  type PayMethod,
  type PayMode,
} from '../constants';
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

const METHOD_OF_MODE: Partial<Record<PayMode, PayMethod>> = {
  paynow: PAY_METHOD_NOW,
  payondelivery: PAY_METHOD_ON_DELIVERY,
};

/**
 * The methods the chooser offers and the server accepts: those whose pay button is configured
 * (paynow, payondelivery), in PAY_METHODS order; both when neither is configured (a site without pay
 * buttons still sells).
 */
export function offeredPayMethods(payButtons: readonly ButtonConfigLike[] | null | undefined): PayMethod[] {
  const list = payButtons ?? [];
  const configured = PAY_METHODS.filter((method) =>
    list.some((b) => METHOD_OF_MODE[toText(b.button_id) as PayMode] === method),
  );
  return configured.length > 0 ? configured : [...PAY_METHODS];
}

/** The method the chooser starts on: the one of the site's pay mode, else Pay now, else the first offered. */
export function initialPayMethod(mode: PayMode | null, offered: readonly PayMethod[]): PayMethod {
  const preferred = mode ? METHOD_OF_MODE[mode] : undefined;
  if (preferred && offered.includes(preferred)) return preferred;
  return offered.includes(DEFAULT_PAY_METHOD) ? DEFAULT_PAY_METHOD : offered[0];
}

/** True when an order's `payment_mode` is pay on delivery (any case: backends differ). */
export function isPayOnDelivery(paymentMode: unknown): boolean {
  return toText(paymentMode).toLowerCase() === PAY_METHOD_ON_DELIVERY.toLowerCase();
}
