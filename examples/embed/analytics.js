// GA4 ecommerce from SkateKit's events (docs/elements.md, "Events for analytics"): Google Tag Manager
// or gtag.js reads `window.dataLayer`. A purchase is pushed once the payment is verified, or when the
// order is placed with nothing to pay now (pay on delivery); every placed order is also pushed as a
// custom event a tag manager can trigger on.
window.dataLayer = window.dataLayer || [];

const ecommerce = (detail) => ({
  transaction_id: detail.orderId,
  value: detail.value,
  currency: detail.currency,
  tax: detail.tax,
  shipping: detail.shipping,
  ...(detail.coupon ? { coupon: detail.coupon } : {}),
  items: detail.items,
});

const pushPurchase = (detail) => {
  // GA4's advice: clear the previous ecommerce object first.
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ event: 'purchase', ecommerce: ecommerce(detail) });
};

document.addEventListener('skate-order-placed', (event) => {
  window.dataLayer.push({
    event: 'skate_order_placed',
    order_id: event.detail.orderId,
    value: event.detail.value,
  });
  if (!event.detail.awaitingPayment) pushPurchase(event.detail);
});
document.addEventListener('skate-payment-succeeded', (event) => pushPurchase(event.detail));
