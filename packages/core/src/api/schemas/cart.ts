import * as z from 'zod/mini';
import { CartItem } from './records';
import {
  BODY_LIMITS,
  body,
  fieldError,
  flag,
  idText,
  list,
  moneyHint,
  optText,
  plainText,
  quantity,
  text,
  textMap,
  wholeNumber,
} from './fields';
import { bool, jsonList, listEnvelope, optStr, preprocess, str } from './shared';

export { CartItem } from './records';

export { CheckoutData } from './records';

/**
 * Where an item is added from: listings refuse duplicates; the detail page adds to the quantity;
 * `merge` (a guest cart pushed after login) refuses only a sku already there, so the server's line
 * stands and other variations of the product still arrive.
 */
export const ADD_CONTEXTS = ['listing', 'detail', 'merge'] as const;
/** One of ADD_CONTEXTS. */
export type AddContext = (typeof ADD_CONTEXTS)[number];

const cartLineShape = {
  id: optText(BODY_LIMITS.id),
  product_id: idText(),
  product_sku: optText(BODY_LIMITS.short),
  product_name: optText(BODY_LIMITS.short),
  product_price: moneyHint(),
  product_saleprice: moneyHint(),
  product_stockstatus: optText(BODY_LIMITS.name),
  product_status: optText(BODY_LIMITS.name),
  product_image: optText(BODY_LIMITS.url),
  product_gallery: z.optional(list(plainText(BODY_LIMITS.url), 50)),
  description: optText(BODY_LIMITS.description),
  short_description: optText(BODY_LIMITS.description),
  category: optText(BODY_LIMITS.name),
  product_type: optText(BODY_LIMITS.name),
  variation_attributes: z.optional(textMap()),
  typeofsimple: optText(BODY_LIMITS.name),
  user_id: optText(BODY_LIMITS.id),
  user_name: optText(BODY_LIMITS.name),
  delivery_days: z.optional(wholeNumber(0, 365)),
  main_id: optText(BODY_LIMITS.id),
  quantity: z._default(quantity(), 1),
  course: z.optional(flag()),
};

/**
 * A cart line inside another body (quote, order). Only product_id is required: the server looks the product
 * up and ignores the prices sent. Accepts a stored guest-cart line as it is.
 */
export const CartLineBody = /* @__PURE__ */ body(cartLineShape);
/** A cart line inside a quote or order body (as sent). */
export type CartLineBodyInput = z.input<typeof CartLineBody>;
/** A cart line inside a quote or order body (as validated). */
export type CartLineBody = z.output<typeof CartLineBody>;

/** The keys a cart line body accepts; the client keeps only these when it sends a stored line. */
export const CART_LINE_KEYS = Object.keys(cartLineShape) as (keyof typeof cartLineShape)[];

/** POST /cart: one line for a signed-in user's server cart. */
export const CartItemBody = /* @__PURE__ */ body({
  ...cartLineShape,
  /**
   * Extension: where the item is added from (core's `addLine` policy). `detail` adds to the quantity of
   * a line with the same sku; `listing` (the default, the spec's behaviour) refuses it; `merge` (a guest
   * cart pushed after login) refuses only the same sku.
   */
  context: z.optional(z.enum(ADD_CONTEXTS, { error: fieldError })),
  product_sku: z._default(optText(BODY_LIMITS.short), ''),
  product_name: text(BODY_LIMITS.short),
  product_status: z._default(optText(BODY_LIMITS.name), 'Active'),
  typeofsimple: z._default(optText(BODY_LIMITS.name), ''),
  user_id: idText(),
  main_id: idText(),
});
/** POST /cart body (as sent). */
export type CartItemBodyInput = z.input<typeof CartItemBody>;
/** POST /cart body (as validated). */
export type CartItemBody = z.output<typeof CartItemBody>;

/**
 * PATCH /cart/{sku} (extension of the reference server): the new quantity of the signed-in user's line,
 * whole, 1..BODY_LIMITS.quantity like the quantity of POST /cart.
 */
export const CartQuantityBody = /* @__PURE__ */ body({ quantity: quantity() });
/** PATCH /cart/{sku} body (as sent). */
export type CartQuantityBodyInput = z.input<typeof CartQuantityBody>;
/** PATCH /cart/{sku} body (as validated). */
export type CartQuantityBody = z.output<typeof CartQuantityBody>;

/** POST /cart -> `{ isError, msg }`; isError true (e.g. "Product already in cart") is a refusal. */
export const CartAddResponse = /* @__PURE__ */ z.object({
  isError: bool(),
  msg: str(),
  /** Extension: the refusal's kind for programs (`duplicate`). */
  reason: optStr(),
  /** Extension: what an add did (core's `addLine` outcome): `added` a line, or `increased` one. */
  outcome: optStr(),
  /**
   * Extension: the shopper's cart after the write (as GET /cart/{user_id} lists it), so a client
   * needs no second request; absent from a backend without it.
   */
  cart: z.optional(jsonList(CartItem)),
});
/** Reply of POST /cart. */
export type CartAddResponse = z.output<typeof CartAddResponse>;

/** GET /cart/{user_id} -> `{ data: CartItem[], isError }` (an empty cart is `{ data: [], isError: false }`). */
export const CartListResponse = /* @__PURE__ */ listEnvelope('data', CartItem, {
  isError: bool(),
  msg: optStr(),
});
/** Reply of GET /cart/{user_id}. */
export type CartListResponse = z.output<typeof CartListResponse>;

/** DELETE /cart/{sku}, DELETE /cart/deleteall/{user_id} and PATCH /cart/{sku} -> `{ isError, msg }`. */
export const CartMutationResponse = /* @__PURE__ */ preprocess(
  (value: { isError?: boolean; msg?: string } | null | undefined) => value ?? {},
  CartAddResponse,
);
