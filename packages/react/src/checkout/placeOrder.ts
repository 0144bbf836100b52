import {
  type Address,
  type CheckoutData,
  type OrderBodyInput,
  type PayMethod,
  paymentFailedRoute,
  paymentSuccessRoute,
  type Storefront,
  TEXTS,
} from '@skatekit/core';
import { notify } from '../ui/toast';
import { payOrder } from './payOrder';
import type { GatewayOpenOptions, PaymentGateway } from './paymentGateway';
import type { CheckoutTotals } from './totals';
import { addressId } from './useAddresses';

export interface PlaceOrderInput {
  storefront: Storefront;
  gateway: PaymentGateway;
  data: CheckoutData;
  totals: CheckoutTotals;
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
  const { storefront, gateway, data, totals, method, user } = input;
  const { api } = storefront;
  const body: OrderBodyInput = {
    cart_products: data.products,
    coupon_code: data.coupon || undefined,
    couponapplied: data.isCouponApplied,
    payment_mode: method,
    user_gstNo: input.gstNo.trim() || undefined,
    user_id: user.user_id,
    user_name: user.name || undefined,
    main_id: storefront.config.merchantCode,
    billing_address: addressId(input.billing),
    shipping_address: addressId(input.shipping),
    amountbeforediscount: data.totalBeforeDiscount,
    amountafterdiscount: data.totalAfterDiscount,
    discountprice: data.discountAmount,
    deliveryCharge: totals.delivery ?? 0,
    totalAmountbeforePay: totals.split ? totals.split.advance : totals.total,
    remaining_amount: totals.split ? totals.split.remaining : 0,
  };

  try {
    if (method === TEXTS.PAY_ON_DELIVERY && totals.split && totals.split.advance <= 0) {
      const placed = await api.orders.payOnDelivery({ ...body, payment_mode: TEXTS.PAY_ON_DELIVERY });
      if (!placed.success) throw new Error(placed.message);
      return paymentSuccessRoute(placed.order_id);
    }

    let created: Awaited<ReturnType<typeof api.orders.create>>;
    try {
      created = await api.orders.create(body);
    } catch (error) {
      console.error(error);
      notify.error(TEXTS.RAZORPAY_ORDER_FAILED);
      return null;
    }
    if (!created.success || !created.razorpay_order?.id) {
      notify.error(TEXTS.RAZORPAY_ORDER_FAILED);
      return null;
    }
    const config = await api.payments.config();
    const outcome = await payOrder({
      gateway,
      config,
      created,
      verify: (proof) => api.orders.verify(proof),
      description: method,
      options: { ...input.options, prefill: { name: user.name, email: user.email, contact: user.mobile } },
    });
    if (outcome === 'dismissed') return null;
    return outcome === 'success'
      ? paymentSuccessRoute(created.order_id)
      : paymentFailedRoute(created.order_id);
  } catch (error) {
    console.error(error);
    notify.error(TEXTS.ERROR_DURING_CHECKOUT);
    return null;
  }
}
