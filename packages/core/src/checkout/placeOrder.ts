import type { Address } from '../api/schemas/addresses';
import type { OrderBodyInput } from '../api/schemas/orders';
import type { CheckoutData } from '../api/schemas/cart';
import type { PayMethod } from '../constants';
import type { PincodeLike } from '../delivery/pincode';
import type { Quote } from '../engine/quote';
import type { GatewayOpenOptions, PaymentGateway } from '../platform/payment-gateway';
import { paymentFailedRoute, paymentSuccessRoute } from '../routing/routes';
import type { Storefront } from '../storefront';
import { TEXTS } from '../texts';
import { addressId } from './addresses';
import { createAndPay, type Payer } from './createAndPay';
import type { PurchaseResult } from './purchaseResult';
import { validateCheckout } from './requirements';

/** What `placeOrder` needs: the gateway, the checkout data and quote, addresses, method, pincodes and payer. */
export interface PlaceOrderInput {
  gateway: PaymentGateway;
  data: CheckoutData;
  /** The engine's quote the shopper saw (its figures are sent as the spec's hints; the server re-quotes). */
  quote: Quote;
  billing: Address | null;
  shipping: Address | null;
  /** The chosen pay method (null: none chosen yet). */
  method: PayMethod | null;
  /** The store's pincodes (`delivery.pincodes()`), to refuse a shipping pincode it does not serve. */
  pincodes: readonly PincodeLike[];
  gstNo?: string;
  user: Payer & { user_id: string };
  options?: GatewayOpenOptions;
}

/**
 * Places the shop order and runs the payment. First the spec's checks (cart, addresses, pincode,
 * method) and the quote's problems; then pay now: POST /payment, the provider for the total, verify,
 * and /payment-success/{id} or /payment-failed/{id}. Pay on delivery: the same path for the advance;
 * with no advance, POST /payment/paydelivery and straight to the success page. Amounts sent are
 * hints; the server re-prices.
 * @example const result = await placeOrder(storefront, { gateway, data, quote, billing, shipping, method, pincodes, user });
 */
export async function placeOrder(storefront: Storefront, input: PlaceOrderInput): Promise<PurchaseResult> {
  const { gateway, data, quote, user } = input;
  const check = validateCheckout({
    lines: data.products,
    billing: input.billing,
    shipping: input.shipping,
    payMethod: input.method,
    pincodes: input.pincodes,
  });
  if (!check.ok) return { ok: false, message: check.message };
  const [problem] = quote.problems;
  if (problem) return { ok: false, message: problem.message };

  const { api } = storefront;
  const method = check.value.payMethod;
  const body: OrderBodyInput = {
    cart_products: data.products,
    coupon_code: quote.couponCode || undefined,
    couponapplied: quote.couponCode !== '',
    payment_mode: method,
    user_gstNo: input.gstNo?.trim() || undefined,
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
  };

  try {
    if (method === TEXTS.PAY_ON_DELIVERY && quote.payNow <= 0) {
      const placed = await api.orders.payOnDelivery({ ...body, payment_mode: TEXTS.PAY_ON_DELIVERY });
      if (!placed.success) return { ok: false, message: TEXTS.ERROR_DURING_CHECKOUT, cause: placed.message };
      return { ok: true, route: paymentSuccessRoute(placed.order_id) };
    }
    const paid = await createAndPay({
      api,
      gateway,
      create: () => api.orders.create(body),
      verify: (proof) => api.orders.verify(proof),
      description: method,
      user,
      options: input.options,
    });
    if (!paid.ok) return paid;
    if (paid.outcome === 'dismissed') return { ok: true, route: null };
    return {
      ok: true,
      route:
        paid.outcome === 'success' ? paymentSuccessRoute(paid.orderId) : paymentFailedRoute(paid.orderId),
    };
  } catch (cause) {
    return { ok: false, message: TEXTS.ERROR_DURING_CHECKOUT, cause };
  }
}
