import { REDIRECT_MS } from '../timings';
import { checkoutPart, clearAfterPayment, paymentResultsPart } from '@skatekit/core';
import {
  isPayOnDelivery,
  formatIndiaTime,
  formatInr,
  orderNumber,
  orderPaidOnline,
  PAYMENT_FEE,
  PAYMENT_PAGE_TITLES,
  paymentPageState,
  ROUTES,
} from '@skatekit/core/rules';
import type { Order } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useEffect } from 'react';
import { useAsync } from '../hooks/useAsync';
import { useSession } from '../hooks/useStores';
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
  /** The route's word (success or failed link). The page never takes it for the result: it shows the order's. */
  outcome: 'success' | 'failed';
  /** 'shop' reads GET /payment/order/{id}; 'admission' GET /admission-pay/single/{id}. */
  kind?: PaymentKind;
  /** Where to go 2 s later; defaults: success /my-account, failed /cart (shop) or /my-account (admission). */
  redirectTo?: string;
}

/**
 * The payment result: order details, India time, ref number, method Online, sender name and amount
 * (with Advance Paid and Remaining Amount for pay-on-delivery orders). Both routes show the order's
 * real payment state. A paid shop order clears the server cart and checkout data once per order and
 * goes to /my-account after 2 s; a failed one goes on after 2 s only when its order loaded.
 */
export function PaymentResultPage({ orderId, kind = 'shop', redirectTo }: PaymentResultPageProps) {
  useSkateStyles(CHECKOUT_SHEETS);
  const storefront = useStorefront();
  const navigate = useSkateNavigate();
  const order = useAsync<Order>(
    () =>
      kind === 'admission' ? storefront.api.admissions.payment(orderId) : storefront.api.orders.get(orderId),
    [storefront, orderId, kind],
  );
  useLogOnError(order.status, order.error, 'payment order');
  const userId = useSession((state) => state.user?.user_id);
  // The page tells the real state of the signed-in customer's own order, whichever link led here
  // (an old success link for an order that failed, a failed link for one paid after all, the id of
  // someone else's payment): success only for an order read back as paid (core's paymentPageState).
  const state = paymentPageState(order, userId);
  const data = state === 'unknown' ? undefined : order.data;
  const success = state === 'paid';
  // A failed shop payment goes back to the cart to try again; a pending one to My Account, which
  // says it is being confirmed (the cart would invite a second payment).
  const target = redirectTo ?? (state === 'failed' && kind === 'shop' ? ROUTES.cart : ROUTES.myAccount);

  useEffect(() => {
    // Core clears the cart once per paid order; a failed clear is harmless (the order is paid).
    if (kind !== 'shop' || !data || state !== 'paid') return;
    // The parts core reads are this page's to provide (a provider's storefront leaves them to their readers).
    const parts = storefront.provide({ checkout: checkoutPart, paymentResults: paymentResultsPart });
    void clearAfterPayment(parts, orderId, data).then((cleared) => {
      if (cleared && !cleared.ok)
        console.warn('[skatekit] could not clear the cart after payment', cleared.message);
    });
  }, [kind, data, state, orderId, storefront]);

  useEffect(() => {
    // Only a known result moves on: success to My Account, a failure once its order loaded.
    if (state === 'checking' || state === 'unknown') return;
    const timer = setTimeout(() => navigate(target), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate, target]);

  const payOnDelivery = isPayOnDelivery(data?.payment_mode);
  const rows: [string, string][] = data
    ? [
        [TEXTS.ORDER_NUMBER, `#${orderNumber(data)}`],
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
          className={`skate-card skate-result skate-result--${success ? 'success' : state === 'failed' ? 'failed' : 'pending'}`}
          part="card"
          aria-live="polite"
        >
          {success || state === 'failed' ? (
            <div className="skate-result-icon">{success ? <CheckIcon /> : <CrossCircleIcon />}</div>
          ) : null}
          <h1 className="skate-page-title" part="heading">
            {PAYMENT_PAGE_TITLES[state]}
          </h1>
          {state === 'pending' ? <p>{TEXTS.PAYMENT_PENDING_HINT}</p> : null}
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
