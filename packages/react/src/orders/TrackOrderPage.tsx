import {
  buildInvoice,
  DEFAULT_GST_RATE_PERCENT,
  formatInr,
  invoiceAvailable,
  orderNumber,
  paymentResult,
  trackerSteps,
} from '@skatekit/core/rules';
import type { Order } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useAsync } from '../hooks/useAsync';
import { useLogOnError } from '../hooks/useToastOnError';
import { OrderProducts } from '../account/OrderProducts';
import { useStorefront } from '../provider/useStorefront';
import { useRequireUser } from '../shell/useRequireUser';
import { Loading } from '../ui/Spinner';
import { CheckIcon } from '../ui/icons';
import { invoiceRoute } from './InvoicePage';
import { useSkateStyles } from '../provider/sheets';
import { ACCOUNT_SHEETS } from '../styles/groups/account';
import { Page } from '../ui/Page';
import { LinkButton } from '../ui/LinkButton';

export interface TrackOrderPageProps {
  /** The order id of the route `/track/{id}`. */
  orderId: string;
}

/**
 * /track/{id}: the four steps (Order Placed / Processing / Packed, Dispatch, Out for delivery,
 * Delivered) with their dates, the cancelled state and its date, the courier and tracking number, the
 * ordered items, the bill (paid in full once the remainder is collected, refunds), and "Download
 * Invoice" only while the order is Out for delivery.
 */
export function TrackOrderPage({ orderId }: TrackOrderPageProps) {
  useSkateStyles(ACCOUNT_SHEETS);
  const { api } = useStorefront();
  const user = useRequireUser();
  const order = useAsync(() => api.orders.get(orderId), [api, orderId]);
  useLogOnError(order.status, order.error, 'order');

  if (!user) return null;
  return (
    <Page title={TEXTS.TRACK_ORDER} titleId="skate-track-title" className="skate-track">
      {order.data ? <TrackOrderView order={order.data} orderId={orderId} /> : null}
      {!order.data && order.status === 'loading' ? <Loading /> : null}
      {!order.data && order.status === 'error' ? (
        <p className="skate-empty">{TEXTS.ORDER_NOT_FOUND}</p>
      ) : null}
    </Page>
  );
}

function TrackOrderView({ order, orderId }: { order: Order; orderId: string }) {
  const tracker = trackerSteps(order);
  // Every figure of the bill is core's (the invoice's): lines, subtotal, discount, delivery, total.
  const bill = buildInvoice(order, order.gst_rate ?? DEFAULT_GST_RATE_PERCENT);
  const current = tracker.steps.filter((step) => step.done).length - 1;
  return (
    <>
      <p className="skate-muted">
        {TEXTS.ORDER_NUMBER} #{orderNumber(order) || orderId}
      </p>
      {paymentResult(order) === 'pending' ? (
        <div className="skate-alert skate-alert--warning" role="status">
          <strong>{TEXTS.PAYMENT_PENDING}</strong>
          <p>{TEXTS.PAYMENT_PENDING_HINT}</p>
        </div>
      ) : tracker.cancelled ? (
        <p className="skate-alert skate-alert--danger" role="status">
          {TEXTS.ORDER_CANCELLED}
          {tracker.cancelledDate ? (
            <span className="skate-tracker-date"> {tracker.cancelledDate}</span>
          ) : null}
        </p>
      ) : (
        <ol className="skate-card skate-tracker" part="card">
          {tracker.steps.map((step, index) => (
            <li
              key={step.label}
              className={`skate-tracker-step${step.done ? ' skate-tracker-step--done' : ''}`}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className="skate-tracker-dot" aria-hidden="true">
                {step.done ? <CheckIcon /> : index + 1}
              </span>
              <span className="skate-tracker-label">{step.label}</span>
              {step.date ? <span className="skate-tracker-date">{step.date}</span> : null}
            </li>
          ))}
        </ol>
      )}
      {order.courier || order.tracking_number ? (
        <dl className="skate-track-shipment">
          {order.courier ? (
            <div>
              <dt>{TEXTS.COURIER}</dt>
              <dd>{order.courier}</dd>
            </div>
          ) : null}
          {order.tracking_number ? (
            <div>
              <dt>{TEXTS.TRACKING_NUMBER}</dt>
              <dd>{order.tracking_number}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      <div className="skate-track-grid">
        <section className="skate-card skate-track-items" part="card" aria-labelledby="skate-track-items">
          <h2 id="skate-track-items" className="skate-card-title">
            {TEXTS.ORDER_DETAILS}
          </h2>
          <OrderProducts products={order.cart_products} />
        </section>
        <section className="skate-card skate-bill" part="card" aria-labelledby="skate-track-bill">
          <h2 id="skate-track-bill" className="skate-card-title">
            {TEXTS.BILL_DETAILS}
          </h2>
          <ul className="skate-bill-items" aria-label={TEXTS.ORDER_DETAILS}>
            {bill.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one order can repeat a sku.
              <li key={`${line.sku}-${index}`} className="skate-bill-item">
                <span className="skate-bill-item-name">
                  {line.name}
                  <span className="skate-bill-item-qty">
                    {line.quantity} × {formatInr(line.unitPrice)}
                  </span>
                </span>
                <span className="skate-bill-item-amount">{formatInr(line.amount)}</span>
              </li>
            ))}
          </ul>
          <dl className="skate-bill-lines">
            <div>
              <dt>{TEXTS.SUBTOTAL}</dt>
              <dd>{formatInr(bill.itemsTotal)}</dd>
            </div>
            {bill.discount > 0 ? (
              <div className="skate-bill-discount">
                <dt>{order.coupon_code ? `${TEXTS.DISCOUNT} (${order.coupon_code})` : TEXTS.DISCOUNT}</dt>
                <dd>− {formatInr(bill.discount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{TEXTS.DELIVERY_CHARGE}</dt>
              <dd>{bill.deliveryCharge > 0 ? formatInr(bill.deliveryCharge) : TEXTS.FREE}</dd>
            </div>
            <div className="skate-bill-total">
              <dt>{TEXTS.TOTAL}</dt>
              <dd>{formatInr(bill.total)}</dd>
            </div>
            {bill.advance ? (
              <>
                <div>
                  <dt>{TEXTS.ADVANCE_PAID}</dt>
                  <dd>{formatInr(bill.advance.paid)}</dd>
                </div>
                <div>
                  <dt>{TEXTS.REMAINING_AMOUNT}</dt>
                  <dd>{formatInr(bill.advance.remaining)}</dd>
                </div>
              </>
            ) : null}
            {bill.paidInFull ? (
              <div>
                <dt>{TEXTS.PAID_IN_FULL}</dt>
                <dd>{formatInr(bill.total)}</dd>
              </div>
            ) : null}
            {bill.refunded > 0 ? (
              <div>
                <dt>{TEXTS.REFUNDED}</dt>
                <dd>− {formatInr(bill.refunded)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{TEXTS.PAYMENT_METHOD}</dt>
              <dd>{order.payment_mode}</dd>
            </div>
          </dl>
          {invoiceAvailable(order.orderStatus) ? (
            <LinkButton to={invoiceRoute(orderId)} block>
              {TEXTS.DOWNLOAD_INVOICE}
            </LinkButton>
          ) : null}
        </section>
      </div>
    </>
  );
}
