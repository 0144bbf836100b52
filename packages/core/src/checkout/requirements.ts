import { type Numeric, toText } from '../format/coerce';
import { type PincodeLike, shipsTo } from '../delivery/pincode';
import { TEXTS } from '../texts';
import { type ValidationResult, invalid, valid } from '../validation/result';
import { PAY_METHODS, type PayMethod } from '../constants';

/** What checkout needs before it may place an order. */
export interface CheckoutInput<A extends { pincode?: Numeric }> {
  /** The lines being bought. */
  lines: readonly unknown[];
  billing: A | null | undefined;
  shipping: A | null | undefined;
  payMethod: string | null | undefined;
  /**
   * The store's pincodes; when any is Active, the shipping pincode must be one of them. Left out when
   * the engine's quote decides delivery (its `no-delivery` problem).
   */
  pincodes?: readonly PincodeLike[];
}

/** The checkout's payment method choice: 'Pay now' or 'Pay on delivery'; the placeholder 'Select pay' (or anything else) is refused. */
export function validatePayMethod(value: string | null | undefined): ValidationResult<PayMethod> {
  const method = PAY_METHODS.find((m) => m === toText(value));
  return method ? valid(method) : invalid(TEXTS.SELECT_PAYMENT_METHOD);
}

/**
 * Checks checkout in the order a shopper fixes things: an empty cart ("Your cart is empty!"), a
 * billing address, a shipping address, a shipping pincode the store serves ("Sorry, we do not
 * deliver to this pincode."), and a payment method.
 */
export function validateCheckout<A extends { pincode?: Numeric }>(
  input: CheckoutInput<A>,
): ValidationResult<{ billing: A; shipping: A; payMethod: PayMethod }> {
  if (input.lines.length === 0) return invalid(TEXTS.CART_EMPTY);
  if (!input.billing) return invalid(TEXTS.SELECT_BILLING_ADDRESS);
  if (!input.shipping) return invalid(TEXTS.SELECT_SHIPPING_ADDRESS);
  if (input.pincodes && !shipsTo(input.shipping.pincode, input.pincodes))
    return invalid(TEXTS.NO_DELIVERY_TO_PINCODE);
  const method = validatePayMethod(input.payMethod);
  if (!method.ok) return invalid(method.message);
  return valid({ billing: input.billing, shipping: input.shipping, payMethod: method.value });
}

/** The address chooser's Save: an address must be picked, else "Please select an address before saving.". */
export function validateAddressChoice(addressId: string | null | undefined): ValidationResult<string> {
  const id = toText(addressId);
  return id === '' ? invalid(TEXTS.SELECT_ADDRESS_BEFORE_SAVING) : valid(id);
}
