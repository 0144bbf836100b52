import { clearAfterPayment } from '@skatekit/core';
import {
  formatIndiaTime,
  formatInr,
  orderPaidOnline,
  PAYMENT_FEE,
  paymentResult,
  REDIRECT_MS,
  ROUTES,
} from '@skatekit/core/rules';
import type { Order } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useEffect } from 'react';
import { useAsync } from '../hooks/useAsync';
import { useLogOnError } from '../hooks/useToastOnError';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { CheckIcon, CrossCircleIcon } from '../ui/icons';
import { Loading } from '../ui/Spinner';
import { useSkateStyles } from '../provider/sheets';
import { CHECKOUT_SHEETS } from '../styles/groups/checkout';

/** Which flow paid: the shop (/payment-success/{id}) or an admission (/payment-successad/{id}). */
export type PaymentKind = 'shop' | 'admission';

export interface PaymentResultPageProps {
  /** The order id of the route. */
  orderId: string;
  outcome: 'success' | 'failed';
  /** 'shop' reads GET /payment/order/{id}; 'admission' GET /admission-pay/single/{id}. */
  kind?: PaymentKind;
  /** Where to go 2 s later; defaults: success /my-account, failed /cart (shop) or /my-account (admission). */
  redirectTo?: string;
}

const PAY_ON_DELIVERY = TEXTS.PAY_ON_DELIVERY.toLowerCase();

/**
 * The payment result: order details, India time, ref number, method Online, sender name and amount
 * (with Advance Paid and Remaining Amount for pay-on-delivery orders). Both routes show the order's
 * real payment state. A paid shop order clears the server cart and checkout data once per order and
 * goes to /my-account after 2 s; a failed one goes on after 2 s only when its order loaded.
 */
export function PaymentResultPage({ orderId, outcome, kind = 'shop', redirectTo }: PaymentResultPageProps) {
  useSkateStyles(CHECKOUT_SHEETS);
  const storefront = useStorefront();
  const navigate = useSkateNavigate();
  const order = useAsync<Order>(
    () =>
      kind === 'admission' ? storefront.api.admissions.payment(orderId) : storefront.api.orders.get(orderId),
    [storefront, orderId, kind],
  );
  useLogOnError(order.status, order.error, 'payment order');
  const data = order.data;
  // The page tells the order's real state, whichever link led here (an old success link for an
  // order that failed, a failed link for one that was paid after all); the route's word only
  // stands while the order loads or when it cannot be read.
  const state = data ? paymentResult(data) : null;
  const success = state ? state === 'paid' : outcome === 'success';
  const target = redirectTo ?? (!success && kind === 'shop' ? ROUTES.cart : ROUTES.myAccount);

  useEffect(() => {
    // Core clears the cart once per paid order; a failed clear is harmless (the order is paid).
    if (kind !== 'shop' || !data) return;
    void clearAfterPayment(storefront, orderId, data).then((cleared) => {
      if (cleared && !cleared.ok)
        console.warn('[skatekit] could not clear the cart after payment', cleared.message);
    });
  }, [kind, data, orderId, storefront]);

  useEffect(() => {
    // Success moves on regardless; a failed page only once its order loaded (the spec's rule).
    if (!success && order.status !== 'success') return;
    const timer = setTimeout(() => navigate(target), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [success, order.status, navigate, target]);

  const payOnDelivery = data?.payment_mode.toLowerCase() === PAY_ON_DELIVERY;
  const rows: [string, string][] = data
    ? [
        [TEXTS.TIME_AND_DATE, formatIndiaTime(data.createdAt)],
        [TEXTS.REF_NUMBER, data.payment_id || data.receipt_id || data.order_id],
        [TEXTS.PAYMENT_METHOD, TEXTS.METHOD_ONLINE],
        [TEXTS.SENDER_NAME, data.user_name],
        [TEXTS.AMOUNT, formatInr(orderPaidOnline(data))],
        [TEXTS.FEE, formatInr(PAYMENT_FEE)],
        ...(payOnDelivery
          ? ([
              [TEXTS.ADVANCE_PAID, formatInr(orderPaidOnline(data))],
              [TEXTS.REMAINING_AMOUNT, formatInr(data.remaining_amount)],
            ] as [string, string][])
          : []),
      ]
    : [];

  return (
    <div className="skate-page" part="page">
      <div className="skate-container">
        <section
          className={`skate-card skate-result skate-result--${success ? 'success' : 'failed'}`}
          part="card"
          aria-live="polite"
        >
          <div className="skate-result-icon">{success ? <CheckIcon /> : <CrossCircleIcon />}</div>
          <h1 className="skate-page-title" part="heading">
            {success ? TEXTS.PAYMENT_SUCCESS : TEXTS.PAYMENT_FAILED}
          </h1>
          {order.status === 'loading' ? <Loading /> : null}
          {data ? (
            <>
              <p className="skate-result-amount">{formatInr(orderPaidOnline(data))}</p>
              <h2 className="skate-summary-title">{TEXTS.ORDER_DETAILS}</h2>
              <dl className="skate-result-details">
                {rows.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** /payment-success/{id} (or /payment-successad/{id} with kind="admission"). */
export function PaymentSuccessPage(props: Omit<PaymentResultPageProps, 'outcome'>) {
  useSkateStyles(CHECKOUT_SHEETS);
  return <PaymentResultPage {...props} outcome="success" />;
}

/** /payment-failed/{id} (or /payment-failedad/{id} with kind="admission"). */
export function PaymentFailedPage(props: Omit<PaymentResultPageProps, 'outcome'>) {
  useSkateStyles(CHECKOUT_SHEETS);
  return <PaymentResultPage {...props} outcome="failed" />;
}
