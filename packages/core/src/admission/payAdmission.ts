import type { AdmissionPaymentBodyInput } from '../api/schemas/admissions';
import type { CheckoutData } from '../api/schemas/cart';
import { checkoutPayable } from '../cart/checkoutData';
import { createAndPay, type Payer } from '../checkout/createAndPay';
import type { PurchaseResult } from '../checkout/purchaseResult';
import type { GatewayOpenOptions, PaymentGateway } from '../platform/payment-gateway';
import { admissionPaymentFailedRoute, admissionPaymentSuccessRoute } from '../routing/routes';
import type { Storefront } from '../storefront';
import { TEXTS } from '../texts';

/** What `payAdmission` needs: the gateway, the course checkout data and the payer. */
export interface PayAdmissionInput {
  gateway: PaymentGateway;
  /** The checkout data holding the course line(s). */
  data: CheckoutData;
  user: Payer & { user_id: string };
  /** The user's saved admission, when known (the server can also find it by user). */
  admissionId?: string;
  options?: GatewayOpenOptions;
}

/**
 * Pays a course fee: POST /admission-pay for the course lines, the payment provider for the amount,
 * the server's verification (POST /admission-pay/verify), then /payment-successad/{id} or
 * /payment-failedad/{id}; a paid fee clears the checkout data. Amounts are hints; the server re-prices.
 * @example const result = await payAdmission(storefront, { gateway, data, user });
 */
export async function payAdmission(
  storefront: Storefront,
  { gateway, data, user, admissionId, options }: PayAdmissionInput,
): Promise<PurchaseResult> {
  const { api } = storefront;
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
    totalAmountbeforePay: checkoutPayable(data),
    remaining_amount: 0,
  };
  try {
    const paid = await createAndPay({
      api,
      gateway,
      create: () => api.admissions.createPayment(body),
      verify: (proof) => api.admissions.verifyPayment(proof),
      description: data.products.map((line) => line.product_name).join(', '),
      user,
      options,
    });
    if (!paid.ok) return paid;
    if (paid.outcome === 'dismissed') return { ok: true, route: null };
    if (paid.outcome === 'failed') return { ok: true, route: admissionPaymentFailedRoute(paid.orderId) };
    storefront.checkout.getState().clear();
    return { ok: true, route: admissionPaymentSuccessRoute(paid.orderId) };
  } catch (cause) {
    return { ok: false, message: TEXTS.ERROR_DURING_CHECKOUT, cause };
  }
}
