import type { ButtonConfigLike } from '../catalogue/buttons';
import { PAY_MODES, type PayMode } from '../constants';
import { isFlagSet, toText } from '../format/coerce';

// The pay methods a checkout offers and accepts are in payMethods.ts: every page reads the site's pay
// mode (the settings store), only the checkout, its engine and the invoice the methods.

/**
 * The site's pay mode from its pay-button configuration (same shape as the cart buttons): the
 * first of paymanual, paynow, payondelivery configured with its default flag; null when none is.
 * paymanual means "quote instead of checkout".
 */
export function payMode(configs: readonly ButtonConfigLike[] | null | undefined): PayMode | null {
  const list = configs ?? [];
  return PAY_MODES.find((id) => list.some((c) => toText(c.button_id) === id && isFlagSet(c.default))) ?? null;
}

/** Whether the cart's checkout opens the guest-details quote form instead (paymanual mode). */
export const quoteInsteadOfCheckout = (mode: PayMode | null): boolean => mode === 'paymanual';
