import type { DateInput } from '../shapes';
import { PINCODE_MIN } from '../constants';
import { type Numeric, toNumber, toText } from '../format/coerce';
import { TEXTS, deliveryAvailableTo, deliveryNotAvailableTo, estimatedDeliveryBy } from '../texts';
import { addDays, formatIndiaDate } from '../time/india';
import { isActive } from '../catalogue/filters';

/** A serviceable pincode record; only Active ones count. */
export interface PincodeLike {
  pincode?: Numeric;
  status?: string | null;
}

/** The Active pincodes, as text. */
export function activePincodes(pincodes: readonly PincodeLike[]): string[] {
  return pincodes
    .filter(isActive)
    .map((p) => toText(p.pincode))
    .filter((p) => p !== '');
}

/** Outcome of the product page's pincode check. */
export type PincodeCheck =
  | { ok: true; value: { pincode: string; message: string; estimatedDate: Date; estimateText: string } }
  | { ok: false; reason: 'invalid' | 'unavailable'; message: string };

/**
 * The product page's pincode check. Empty or fewer than 5 characters: "Please enter a valid pincode".
 * A pincode the store ships to ({@link shipsTo}, the checkout's and the server's rule too):
 * "Delivery available to {pincode}" with an estimate of today + delivery_days. Otherwise "Sorry,
 * delivery is not available to {pincode}". `pincodes` null (the list could not be read): no pincode
 * is confirmed.
 */
export function checkPincode(
  input: string,
  pincodes: readonly PincodeLike[] | null,
  deliveryDays: Numeric,
  today: DateInput,
): PincodeCheck {
  const pincode = input.trim();
  if (pincode.length < PINCODE_MIN) return { ok: false, reason: 'invalid', message: TEXTS.PINCODE_INVALID };
  if (pincodes === null || !shipsTo(pincode, pincodes)) {
    return { ok: false, reason: 'unavailable', message: deliveryNotAvailableTo(pincode) };
  }
  const estimatedDate = addDays(today, Math.max(0, toNumber(deliveryDays)));
  return {
    ok: true,
    value: {
      pincode,
      message: deliveryAvailableTo(pincode),
      estimatedDate,
      estimateText: estimatedDeliveryBy(formatIndiaDate(estimatedDate)),
    },
  };
}

/**
 * The one pincode rule (product page, checkout, server): the store ships to a pincode always when it
 * lists no pincodes at all (the spec: "among Active pincodes when any exist"), else only to an Active
 * one (a store whose pincodes are all Inactive ships nowhere, deviation 22).
 */
export function shipsTo(pincode: Numeric, pincodes: readonly PincodeLike[]): boolean {
  return pincodes.length === 0 || activePincodes(pincodes).includes(toText(pincode));
}

/** The checkout warning under a shipping address whose pincode is not served, or null. */
export function shippingPincodeWarning(pincode: Numeric, pincodes: readonly PincodeLike[]): string | null {
  return shipsTo(pincode, pincodes) ? null : TEXTS.SHIPPING_NOT_AVAILABLE;
}
