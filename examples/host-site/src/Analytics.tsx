import type { PurchaseDetail } from '@skatekit/core';
import { usePurchaseEvents } from '@skatekit/react/provider';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** GA4's `purchase` from the checkout's figures (docs/react-events.md). */
function pushPurchase(detail: PurchaseDetail): void {
  window.dataLayer ??= [];
  // GA4's advice: clear the previous ecommerce object first.
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({
    event: 'purchase',
    ecommerce: {
      transaction_id: detail.orderId,
      value: detail.value,
      currency: detail.currency,
      tax: detail.tax,
      shipping: detail.shipping,
      ...(detail.coupon ? { coupon: detail.coupon } : {}),
      items: detail.items,
    },
  });
}

/**
 * The site's analytics, rendering nothing: every placed order as a custom `skate_order_placed` event
 * for a tag manager, and GA4's `purchase` once the payment is verified (or at once for an order with
 * nothing to pay before delivery), into `window.dataLayer` (Google Tag Manager or gtag.js read it).
 */
export function Analytics() {
  usePurchaseEvents({
    onOrderPlaced: (order) => {
      window.dataLayer ??= [];
      window.dataLayer.push({ event: 'skate_order_placed', order_id: order.orderId, value: order.value });
      if (!order.awaitingPayment) pushPurchase(order);
    },
    onPaymentSucceeded: pushPurchase,
  });
  return null;
}
