import { lineKey } from '../shapes';
import { toText } from '../format/coerce';
import { parseCartProducts } from './cartProducts';
import type { OrderLike } from './shapes';

/** What became of an order's payment, as a result page tells it. */
export type PaymentResult = 'paid' | 'failed' | 'pending';

/**
 * The real state of an order's payment, whichever result page (success or failed) is showing it:
 * paid once its payment status is Success, or when nothing was due online (a pay-on-delivery order
 * placed without an advance); failed when its payment failed or the order was cancelled; pending
 * while the provider's answer has not arrived (the payment window was closed).
 */
export function paymentResult(order: Pick<OrderLike, 'status' | 'orderStatus'>): PaymentResult {
  const status = toText(order.status).trim().toLowerCase();
  const fulfilment = toText(order.orderStatus).trim().toLowerCase();
  if (status === 'success' || status === 'paid') return 'paid';
  if (status === 'failed' || fulfilment === 'cancelled') return 'failed';
  if (fulfilment === 'payment pending' || fulfilment === '') return 'pending';
  // Placed without an online payment (pay on delivery, no advance): the order stands.
  return 'paid';
}

/**
 * True when the checkout data in storage is the one this order was placed from: it holds lines and
 * every one of them is in the order. A result page clears the cart only then, so an old result link
 * (another order, or this order opened again after the checkout data was cleared) never empties the
 * cart the shopper is filling now.
 */
export function checkoutMatchesOrder(
  checkout: { products?: readonly { product_sku?: unknown; product_id?: unknown }[] } | null | undefined,
  order: Pick<OrderLike, 'cart_products'>,
): boolean {
  const lines = checkout?.products ?? [];
  if (lines.length === 0) return false;
  const ordered = new Set(
    parseCartProducts<{ product_sku?: unknown; product_id?: unknown }>(order.cart_products).map(lineKey),
  );
  return lines.every((line) => ordered.has(lineKey(line)));
}
