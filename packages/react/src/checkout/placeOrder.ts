import type { Storefront } from '@skatekit/core';
import { type PayMethod, type Quote, paymentFailedRoute, paymentSuccessRoute } from '@skatekit/core/rules';
import type { Address, CheckoutData, OrderBodyInput } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { createAndPay } from '../payment/createAndPay';
import { notify } from '../ui/toast';
import type { GatewayOpenOptions, PaymentGateway } from './paymentGateway';
import { addressId } from './useAddresses';

export interface PlaceOrderInput {
  storefront: Storefront;
  gateway: PaymentGateway;
  data: CheckoutData;
  /** The engine's quote the shopper saw (its figures are sent as the spec's hints; the server re-quotes). */
  quote: Quote;
  billing: Address;
  shipping: Address;
  method: PayMethod;
  gstNo: string;
  user: { user_id: string; name: string; email?: string; mobile?: string };
  options?: GatewayOpenOptions;
}

/**
 * Places the order and runs the payment. Pay now: POST /payment, the provider for the total, verify,
 * then /payment-success/{id} or /payment-failed/{id}. Pay on delivery: the same path for the advance;
 * with no advance configured, POST /payment/paydelivery and straight to the success page.
 * Answers the route to go to, or null to stay (provider closed, or a failure already toasted).
 * Amounts sent are hints; the server re-prices.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<string | null> {
  const { storefront, gateway, data, quote, method, user } = input;
  const { api } = storefront;
  const body: OrderBodyInput = {
    cart_products: data.products,
    coupon_code: quote.couponCode || undefined,
    couponapplied: quote.couponCode !== '',
    payment_mode: method,
    user_gstNo: input.gstNo.trim() || undefined,
    user_id: user.user_id,
    user_name: user.name || undefined,
    main_id: storefront.config.merchantCode,
    billing_address: addressId(input.billing),
    shipping_address: addressId(input.shipping),
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
      if (!placed.success) throw new Error(placed.message);
      return paymentSuccessRoute(placed.order_id);
    }

    const paid = await createAndPay({
      storefront,
      gateway,
      create: () => api.orders.create(body),
      verify: (proof) => api.orders.verify(proof),
      description: method,
      user,
      options: input.options,
    });
    if (!paid || paid.outcome === 'dismissed') return null;
    return paid.outcome === 'success' ? paymentSuccessRoute(paid.orderId) : paymentFailedRoute(paid.orderId);
  } catch (error) {
    console.error(error);
    notify.error(TEXTS.ERROR_DURING_CHECKOUT);
    return null;
  }
}
