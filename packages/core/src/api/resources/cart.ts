import type { AddContext } from '../schemas/cart';
import { SkateError } from '../../errors';
import { TEXTS } from '../../texts';
import { path, type Transport } from '../http';
import { type Sendable, toCartLine } from './args';
import {
  CartAddResponse,
  type CartItem,
  type CartItemBodyInput,
  CartListResponse,
  CartMutationResponse,
  type CartQuantityBodyInput,
} from '../schemas/cart';
import { CouponCheckResponse } from '../schemas/coupons';
import { type QuoteBodyInput, QuoteResponse } from '../schemas/orders';

/** Server cart of a signed-in user. */
export function cartApi(t: Transport) {
  const refuseIfError = (
    reply: { isError: boolean; msg: string; reason?: string },
    fallback: string,
    status: number,
    fallbackReason?: string,
  ) => {
    if (!reply.isError) return;
    // A backend that names no reason: an add refused in a 2xx body is the duplicate refusal (the spec's only one).
    const reason = reply.reason || fallbackReason;
    throw new SkateError('http', reply.msg || fallback, { status, cause: reply, reason });
  };
  return {
    /**
     * POST /cart. A stored guest line may be passed as it is (unknown keys are left out); the cart store
     * sends only the line's reference (product, sku, quantity, name) and the user. A refusal in a 2xx
     * body (`isError: true`) throws SkateError 'http' with the server's msg, "Product already in cart"
     * when it sent none. The reply's `outcome` and `cart` (extensions) say what the add did and the
     * cart after it.
     */
    add: async (item: Sendable<CartItemBodyInput> | CartItem, options: { context?: AddContext } = {}) => {
      const body = {
        ...toCartLine(item),
        main_id: item.main_id || t.merchantCode,
        ...(options.context ? { context: options.context } : {}),
      };
      const reply = await t.send(CartAddResponse, { method: 'POST', path: '/cart', body });
      refuseIfError(reply.data, TEXTS.PRODUCT_ALREADY_IN_CART, reply.status, 'duplicate');
      return reply.data;
    },
    /** GET /cart/{user_id}. */
    list: async (userId: string) => {
      const reply = await t.send(CartListResponse, { method: 'GET', path: path`/cart/${userId}` });
      refuseIfError(
        { isError: reply.data.isError, msg: reply.data.msg ?? '' },
        TEXTS.FAILED_FETCH_CART,
        reply.status,
      );
      return reply.data.data;
    },
    /**
     * DELETE /cart/{sku}: removes the signed-in user's line with that sku. The reply's `cart` (extension)
     * is the cart after it.
     */
    remove: async (sku: string) => {
      const reply = await t.send(CartMutationResponse, { method: 'DELETE', path: path`/cart/${sku}` });
      refuseIfError(reply.data, TEXTS.FAILED_REMOVE_PRODUCT, reply.status);
      return reply.data;
    },
    /**
     * PATCH /cart/{sku} with `{ quantity }`: stores the quantity of the signed-in user's line with that sku.
     * An extension of the reference server; a backend without it answers 404 (SkateError 'not-found').
     */
    setQuantity: async (sku: string, quantity: number) => {
      const body: CartQuantityBodyInput = { quantity };
      const reply = await t.send(CartMutationResponse, { method: 'PATCH', path: path`/cart/${sku}`, body });
      refuseIfError(reply.data, TEXTS.FAILED_UPDATE_QUANTITY, reply.status);
      return reply.data;
    },
    /** DELETE /cart/deleteall/{user_id}. */
    clear: async (userId: string) => {
      const reply = await t.send(CartMutationResponse, {
        method: 'DELETE',
        path: path`/cart/deleteall/${userId}`,
      });
      refuseIfError(reply.data, TEXTS.SOMETHING_WENT_WRONG, reply.status);
    },
  };
}

/** Coupon check. */
export function couponsApi(t: Transport) {
  return {
    /** GET /coupon/check/{code}?user_id={store} -> `{ message, couponData }` (couponData null: not valid). */
    check: (code: string) =>
      t.request(CouponCheckResponse, {
        method: 'GET',
        path: path`/coupon/check/${code}`,
        query: { user_id: t.merchantCode },
      }),
  };
}

/** Quote requests (the paymanual flow and Get Quote). */
export function quotesApi(t: Transport) {
  return {
    /** POST /payment/getquote -> `{ success, message }`. */
    request: (body: Sendable<QuoteBodyInput>) =>
      t.request(QuoteResponse, {
        method: 'POST',
        path: '/payment/getquote',
        body: {
          ...body,
          cart_products: body.cart_products.map(toCartLine),
          main_id: body.main_id || t.merchantCode,
        },
      }),
  };
}
