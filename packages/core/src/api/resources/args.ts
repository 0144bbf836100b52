import { pickFields } from '../request-helpers';
import type { Address } from '../schemas/addresses';
import { CART_LINE_KEYS, type CartItem, type CartLineBodyInput } from '../schemas/cart';
import { ADDRESS_SNAPSHOT_KEYS, type AddressRefBodyInput } from '../schemas/orders';

/*
 * Argument types of the client methods. A body schema's input type is what the server accepts; the client is
 * a little kinder: `main_id` is filled in with the merchant code, and the records a UI holds (a stored cart
 * line, a saved Address) can be passed as they are and are trimmed to what the strict body accepts.
 */

/** A cart line to send: a body line, or a stored cart line (guest cart, server cart) as it is. */
export type CartLineArg = CartLineBodyInput | CartItem;

/** An order address: the id of a saved address, a saved Address as it is, or a snapshot. */
export type AddressArg = AddressRefBodyInput | Address;

/** A body argument: `main_id` optional, lines and addresses as the UI holds them. */
export type Sendable<B> = Omit<B, 'main_id' | 'cart_products' | 'billing_address' | 'shipping_address'> & {
  main_id?: string;
} & (B extends { cart_products: unknown } ? { cart_products: readonly CartLineArg[] } : unknown) &
  (B extends { billing_address: unknown } ? { billing_address: AddressArg } : unknown) &
  (B extends { shipping_address: unknown } ? { shipping_address: AddressArg } : unknown);

/** A cart line as sent inside a body: only the keys a cart line accepts, empty values left out. */
export const toCartLine = (line: CartLineArg): CartLineBodyInput =>
  pickFields(line, CART_LINE_KEYS) as CartLineBodyInput;

/** An address as sent: an id as it is, a saved address reduced to the snapshot keys. */
export const toAddressRef = (ref: AddressArg): AddressRefBodyInput =>
  typeof ref === 'string' ? ref : (pickFields(ref, ADDRESS_SNAPSHOT_KEYS) as AddressRefBodyInput);

/** An order-like argument. */
interface OrderLike {
  cart_products: readonly CartLineArg[];
  main_id?: string;
  billing_address?: AddressArg;
  shipping_address?: AddressArg;
}

/** An order-like body made ready to send: lines and addresses trimmed, merchant code filled in. */
export function toOrderBody(body: OrderLike, merchantCode: string): Record<string, unknown> {
  const { billing_address, shipping_address, ...rest } = body;
  return {
    ...rest,
    cart_products: body.cart_products.map(toCartLine),
    ...(billing_address === undefined ? {} : { billing_address: toAddressRef(billing_address) }),
    ...(shipping_address === undefined ? {} : { shipping_address: toAddressRef(shipping_address) }),
    main_id: body.main_id || merchantCode,
  };
}
