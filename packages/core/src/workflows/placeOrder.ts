import { PAY_METHOD_ON_DELIVERY } from '../constants';
import type { ChargedQuote, OrderBodyInput } from '../api/schemas/orders';
import { figuresToPlace } from '../checkout/quoteChange';
import { toPaise } from '../format/money';
import type { Quote } from '../engine/quote';
import type { GatewayOpenOptions, PaymentGateway } from '../platform/payment-gateway';
import { paymentFailedRoute, paymentSuccessRoute } from '../routing/routes';
import type { Storefront } from '../storefront';
import { purchaseDetail } from '../stores/purchase-events';
import { selectUserName } from '../stores/session';
import { TEXTS } from '../texts';
import { addressId } from '../checkout/addresses';
import { createAndPay, creationRefusal, type Payer } from './createAndPay';
import type { PurchaseResult } from './purchaseResult';
import { validateCheckout } from '../checkout/requirements';

/** What `placeOrder` needs besides the storefront's checkout: the payment provider and its options. */
export interface PlaceOrderInput {
  gateway: PaymentGateway;
  options?: GatewayOpenOptions;
  /**
   * The server's figures the shopper confirmed in the price-changed notice (a result's
   * `change.charged`): the order is placed for them when the page's own quote still differs.
   */
  confirmed?: ChargedQuote;
}

/**
 * Places the shop order of the storefront's checkout (`storefront.checkout`: the checkout data, the
 * shopper's choices and the engine's quote of them, read afresh) for the signed-in shopper and runs
 * the payment. First the spec's checks (cart, addresses, pincode, method) and the quote's problems;
 * then pay now: POST /payment, the provider for the total, verify, and /payment-success/{id} or
 * /payment-failed/{id}. Pay on delivery: the same path for the advance; with no advance, POST
 * /payment/paydelivery and straight to the success page. Amounts sent are hints; the server
 * re-prices, and compares its figures with the `shown` ones: when they differ nothing is opened and the
 * result is `price-changed` with both (`change`), for the shopper to confirm (`confirmed`); any other
 * refusal is the server's own words. The checkout's events (`storefront.checkout.events`) announce `order-placed` once the
 * server created the order and `payment-succeeded` once it verified the payment, with the quote's
 * figures.
 * @example const result = await placeOrder(storefront, { gateway });
 */
export async function placeOrder(
  storefront: Storefront,
  { gateway, options, confirmed }: PlaceOrderInput,
): Promise<PurchaseResult> {
  const session = storefront.session.getState();
  const account = session.user;
  const checkout = storefront.checkout.getState();
  const { data, choices } = checkout;
  if (!account || !data || data.products.length === 0) return { ok: false, message: TEXTS.CART_EMPTY };
  let quote: Quote | null;
  try {
    quote = await checkout.refreshQuote('purchase', { terms: true });
  } catch (cause) {
    return { ok: false, message: TEXTS.ERROR_DURING_CHECKOUT, cause };
  }
  if (!quote) return { ok: false, message: TEXTS.ERROR_DURING_CHECKOUT };
  const check = validateCheckout({
    lines: data.products,
    billing: choices.billing,
    shipping: choices.shipping,
    payMethod: quote.payMethod,
  });
  if (!check.ok) return { ok: false, message: check.message };
  const [problem] = quote.problems;
  if (problem) return { ok: false, message: problem.message };
  const user: Payer & { user_id: string } = {
    user_id: account.user_id,
    name: selectUserName(session),
    email: account.email || undefined,
    mobile: choices.mobile || account.mobile || undefined,
  };

  const { api } = storefront;
  const method = check.value.payMethod;
  // What the page shows now; the confirmed figures of the notice when the page still differs from them.
  const shown = figuresToPlace(quote, confirmed);
  const body: OrderBodyInput = {
    cart_products: data.products,
    coupon_code: quote.couponCode || undefined,
    couponapplied: quote.couponCode !== '',
    payment_mode: method,
    user_gstNo: choices.gstNo.trim() || undefined,
    user_id: user.user_id,
    user_name: user.name || undefined,
    main_id: storefront.config.merchantCode,
    billing_address: addressId(check.value.billing),
    shipping_address: addressId(check.value.shipping),
    amountbeforediscount: quote.itemsRegularTotal,
    amountafterdiscount: quote.afterDiscount,
    discountprice: quote.discount,
    deliveryCharge: quote.delivery,
    totalAmountbeforePay: quote.total,
    remaining_amount: quote.remaining,
    shown,
  };

  const events = storefront.checkout.events;
  try {
    if (method === PAY_METHOD_ON_DELIVERY && quote.payNow <= 0) {
      const placed = await api.orders
        .payOnDelivery({ ...body, payment_mode: PAY_METHOD_ON_DELIVERY })
        .catch((cause: unknown) => creationRefusal(cause, shown));
      if (!('success' in placed)) {
        void storefront.checkout.getState().rereadRecords();
        return placed;
      }
      if (!placed.success) return { ok: false, message: TEXTS.ERROR_DURING_CHECKOUT, cause: placed.message };
      events.emit({
        type: 'order-placed',
        ...purchaseDetail(placed.order_id, quote, method, placed.quote),
        awaitingPayment: false,
      });
      return { ok: true, route: paymentSuccessRoute(placed.order_id) };
    }
    const paid = await createAndPay({
      api,
      gateway,
      create: async () => {
        const created = await api.orders.create(body);
        // Announced only when the provider will be opened (createAndPay gives up any other amount).
        if (created.success && created.razorpay_order?.amount === toPaise(shown.pay_now))
          events.emit({
            type: 'order-placed',
            ...purchaseDetail(created.order_id, quote, method, created.quote),
            awaitingPayment: true,
          });
        return created;
      },
      verify: (proof) => api.orders.verify(proof),
      fail: (receiptId) => api.orders.failed(receiptId),
      description: method,
      shown,
      user,
      options,
    });
    if (!paid.ok) {
      // The page re-reads what it prices with, so it shows the new figures beside the notice.
      if (paid.reason) void storefront.checkout.getState().rereadRecords();
      return paid;
    }
    if (paid.outcome === 'dismissed') return { ok: true, route: null };
    if (paid.outcome === 'success')
      events.emit({
        type: 'payment-succeeded',
        ...purchaseDetail(paid.orderId, quote, method, paid.quote),
        amountPaid: paid.quote?.pay_now ?? shown.pay_now,
      });
    return {
      ok: true,
      route:
        paid.outcome === 'success' ? paymentSuccessRoute(paid.orderId) : paymentFailedRoute(paid.orderId),
    };
  } catch (cause) {
    return { ok: false, message: TEXTS.ERROR_DURING_CHECKOUT, cause };
  }
}
