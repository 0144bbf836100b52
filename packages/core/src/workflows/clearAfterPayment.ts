import type { Order } from '../api/schemas/orders';
import { checkoutMatchesOrder, paymentResult } from '../orders/paymentResult';
import type { CartActionResult } from '../stores/cart-results';
import type { Storefront } from '../storefront';

/**
 * A shop order's result page has loaded the order: once it is paid, the server cart and the checkout
 * data are cleared - once per order (a later visit to the same result page leaves the current cart
 * alone) and only when the checkout data is that order's. Answers null when nothing was to be cleared.
 * A failed cart clear is harmless (the order is paid; a stale line can be removed), so it is reported,
 * never thrown.
 */
export async function clearAfterPayment(
  storefront: Storefront,
  orderId: string,
  order: Order,
): Promise<CartActionResult | null> {
  if (paymentResult(order) !== 'paid') return null;
  if (!checkoutMatchesOrder(storefront.checkout.getState().data, order)) return null;
  if (!storefront.paymentResults.getState().claim(orderId)) return null;
  storefront.checkout.getState().clear();
  return storefront.cart.getState().clear();
}
