import { PAY_METHOD_NOW } from '../constants';
import type { AdmissionPaymentBodyInput } from '../api/schemas/admissions';
import type { ChargedQuote } from '../api/schemas/orders';
import { figuresToPlace } from '../checkout/quoteChange';
import { createAndPay, type Payer } from './createAndPay';
import type { PurchaseResult } from './purchaseResult';
import type { GatewayOpenOptions, PaymentGateway } from '../platform/payment-gateway';
import { admissionPaymentFailedRoute, admissionPaymentSuccessRoute } from '../routing/routes';
import type { Storefront } from '../storefront';
import { TEXTS } from '../texts';

/** What `payAdmission` needs besides the storefront's checkout: the gateway and the payer. */
export interface PayAdmissionInput {
  gateway: PaymentGateway;
  user: Payer & { user_id: string };
  /** The user's saved admission, when known (the server can also find it by user). */
  admissionId?: string;
  options?: GatewayOpenOptions;
  /** The server's figures the shopper confirmed in the price-changed notice (see placeOrder). */
  confirmed?: ChargedQuote;
}

/**
 * Pays the course fee of the storefront's checkout (its checkout data holding the course line(s), and
 * the engine's quote of them): POST /admission-pay, the payment provider for the amount, the server's
 * verification (POST /admission-pay/verify), then /payment-successad/{id} or /payment-failedad/{id};
 * a paid fee clears the checkout data. Amounts are hints; the server re-prices, and a quote other than
 * the one shown opens nothing (`price-changed`, as placeOrder).
 * @example const result = await payAdmission(storefront, { gateway, user });
 */
export async function payAdmission(
  storefront: Storefront,
  { gateway, user, admissionId, options, confirmed }: PayAdmissionInput,
): Promise<PurchaseResult> {
  const { api } = storefront;
  const checkout = storefront.checkout.getState();
  const { data } = checkout;
  if (!data || data.products.length === 0) return { ok: false, message: TEXTS.CART_EMPTY };
  const quote = await checkout.refreshQuote('purchase');
  if (!quote) return { ok: false, message: TEXTS.ERROR_DURING_CHECKOUT };
  const [problem] = quote.problems;
  if (problem) return { ok: false, message: problem.message };
  const shown = figuresToPlace(quote, confirmed);
  const body: AdmissionPaymentBodyInput = {
    cart_products: data.products,
    coupon_code: quote.couponCode || undefined,
    couponapplied: quote.couponCode !== '',
    payment_mode: PAY_METHOD_NOW,
    user_id: user.user_id,
    user_name: user.name || undefined,
    main_id: storefront.config.merchantCode,
    admission_id: admissionId || undefined,
    amountbeforediscount: quote.itemsRegularTotal,
    amountafterdiscount: quote.afterDiscount,
    discountprice: quote.discount,
    deliveryCharge: 0,
    totalAmountbeforePay: quote.total,
    remaining_amount: 0,
    shown,
  };
  try {
    const paid = await createAndPay({
      api,
      gateway,
      create: () => api.admissions.createPayment(body),
      verify: (proof) => api.admissions.verifyPayment(proof),
      fail: (receiptId) => api.admissions.paymentFailed(receiptId),
      description: data.products.map((line) => line.product_name).join(', '),
      shown,
      user,
      options,
    });
    if (!paid.ok) {
      if (paid.reason) void storefront.checkout.getState().rereadRecords();
      return paid;
    }
    if (paid.outcome === 'dismissed') return { ok: true, route: null };
    if (paid.outcome === 'failed') return { ok: true, route: admissionPaymentFailedRoute(paid.orderId) };
    storefront.checkout.getState().clear();
    return { ok: true, route: admissionPaymentSuccessRoute(paid.orderId) };
  } catch (cause) {
    return { ok: false, message: TEXTS.ERROR_DURING_CHECKOUT, cause };
  }
}
