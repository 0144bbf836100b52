// TEMPORARY local adapter: which pay methods the chooser offers is a checkout rule and belongs in
// core's checkout/payMode.ts (which has the priority rule `payMode` but not this list yet).
import {
  type ButtonConfigLike,
  DEFAULT_PAY_METHOD,
  PAY_METHODS,
  type PayMethod,
  type PayMode,
  TEXTS,
} from '@skatekit/core';

const METHOD_OF_MODE: Partial<Record<PayMode, PayMethod>> = {
  paynow: TEXTS.PAY_NOW,
  payondelivery: TEXTS.PAY_ON_DELIVERY,
};

/**
 * The methods the chooser offers: those whose pay button is configured (paynow, payondelivery),
 * in PAY_METHODS order; both when neither is configured (a site without pay buttons still sells).
 */
export function offeredPayMethods(payButtons: readonly ButtonConfigLike[]): PayMethod[] {
  const configured = PAY_METHODS.filter((method) =>
    payButtons.some((b) => METHOD_OF_MODE[String(b.button_id ?? '').trim() as PayMode] === method),
  );
  return configured.length > 0 ? configured : [...PAY_METHODS];
}

/** The method the chooser starts on: the one of the site's pay mode (priority paymanual, paynow, payondelivery), else Pay now. */
export function initialPayMethod(mode: PayMode | null, offered: readonly PayMethod[]): PayMethod {
  const preferred = mode ? METHOD_OF_MODE[mode] : undefined;
  if (preferred && offered.includes(preferred)) return preferred;
  return offered.includes(DEFAULT_PAY_METHOD) ? DEFAULT_PAY_METHOD : offered[0];
}
