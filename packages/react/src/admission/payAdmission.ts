import type { Storefront } from '@skatekit/core';
import {
  admissionPaymentFailedRoute,
  admissionPaymentSuccessRoute,
  checkoutPayable,
} from '@skatekit/core/rules';
import type { AdmissionPaymentBodyInput, CheckoutData } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import type { GatewayOpenOptions, PaymentGateway } from '../checkout/paymentGateway';
import { createAndPay } from '../payment/createAndPay';
import { notify } from '../ui/toast';

export interface PayAdmissionInput {
  storefront: Storefront;
  gateway: PaymentGateway;
  /** The checkout data holding the course line(s). */
  data: CheckoutData;
  user: { user_id: string; name: string; email?: string; mobile?: string };
  /** The user's saved admission, when known (the server can also find it by user). */
  admissionId?: string;
  options?: GatewayOpenOptions;
}

/**
 * Pays a course fee: POST /admission-pay for the course lines, the payment provider for the amount,
 * the server's verification (POST /admission-pay/verify), then /payment-successad/{id} or
 * /payment-failedad/{id}. Answers the route to go to, or null to stay (provider closed, or a failure
 * already shown). Amounts are hints; the server re-prices.
 */
export async function payAdmission({
  storefront,
  gateway,
  data,
  user,
  admissionId,
  options,
}: PayAdmissionInput): Promise<string | null> {
  const { api } = storefront;
  const total = checkoutPayable(data);
  const body: AdmissionPaymentBodyInput = {
    cart_products: data.products,
    coupon_code: data.coupon || undefined,
    couponapplied: data.isCouponApplied,
    payment_mode: TEXTS.PAY_NOW,
    user_id: user.user_id,
    user_name: user.name || undefined,
    main_id: storefront.config.merchantCode,
    admission_id: admissionId || undefined,
    amountbeforediscount: data.totalBeforeDiscount,
    amountafterdiscount: data.totalAfterDiscount,
    discountprice: data.discountAmount,
    deliveryCharge: 0,
    totalAmountbeforePay: total,
    remaining_amount: 0,
  };
  try {
    const paid = await createAndPay({
      storefront,
      gateway,
      create: () => api.admissions.createPayment(body),
      verify: (proof) => api.admissions.verifyPayment(proof),
      description: data.products.map((line) => line.product_name).join(', '),
      user,
      options,
    });
    if (!paid || paid.outcome === 'dismissed') return null;
    if (paid.outcome === 'success') storefront.checkout.getState().clear();
    return paid.outcome === 'success'
      ? admissionPaymentSuccessRoute(paid.orderId)
      : admissionPaymentFailedRoute(paid.orderId);
  } catch (error) {
    console.error(error);
    notify.error(TEXTS.ERROR_DURING_CHECKOUT);
    return null;
  }
}
