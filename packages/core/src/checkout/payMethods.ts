import type { ButtonConfigLike } from '../catalogue/buttons';
import {
  DEFAULT_PAY_METHOD,
  PAY_METHOD_NOW,
  PAY_METHOD_ON_DELIVERY,
  PAY_METHODS,
  type PayMethod,
  type PayMode,
} from '../constants';
import { toText } from '../format/coerce';

// Apart from payMode.ts (the site's pay mode, which every page's settings store reads): the pay methods
// a checkout offers, which only the checkout, its engine and the invoice use. The checkout's own check
// of the chosen method is `validatePayMethod` (requirements.ts).

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
