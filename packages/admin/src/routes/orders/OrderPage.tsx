import { ORDER_TIMELINE, type OrderDetail } from '@skatekit/console-contract';
import { Link, useParams } from 'react-router';
import { InternalNotes } from '../../ui/InternalNotes';
import { money, time } from '../../ui/format';
import { Page } from '../../ui/Page';
import { ErrorState, LoadingState } from '../../ui/states';
import { AuditTrail } from '../audit/AuditTrail';
import { PAYMENT_LABELS } from './filters';
import { OrderActions } from './OrderActions';
import { useOrder } from './useOrders';
import { PlainTable } from '../../ui/PlainTable';

/** An order's address snapshot as the invoice shows it: name, street, area / city / pincode, phone. */
function Address({ title, address }: { title: string; address: Record<string, unknown> | null }) {
  const text = (key: string) => {
    const value = address?.[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const lines = [
    text('user_name'),
    text('new_address'),
    [text('area'), text('city'), text('pincode')].filter(Boolean).join(', '),
    text('number'),
  ].filter(Boolean);
  return (
    <section className="card">
      <h2>{title}</h2>
      {lines.length ? (
        <address>
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="muted">None given.</p>
      )}
    </section>
  );
}

function Figures({ order }: { order: OrderDetail }) {
  const f = order.figures;
  // Every figure is core's orderFigures (the invoice's and the exports'): items at the prices charged.
  const rows: [string, string][] = [
    ['Items', money(f.itemsBeforeDiscount)],
    [
      f.couponCode ? `Discount (${f.couponCode})` : 'Discount',
      f.discount ? `− ${money(f.discount)}` : money(0),
    ],
    ['Delivery', money(f.deliveryCharge)],
    ['Total', money(f.total)],
    [`GST included (${f.gstRate}%)`, money(f.tax)],
    ['Paid online', money(f.paidOnline)],
    ['Collected on delivery', money(f.collected)],
    ['Due on delivery', money(f.remaining)],
    ['Refunded', money(f.refunded)],
    ['Received', money(f.received)],
    // A second payment of the paid order: refunded (first) on its own, the order stays paid.
    ...order.extraPayments.map((p): [string, string] => [
      `Extra payment ${p.paymentId}`,
      p.refunded
        ? `${money(p.amount)} · refunded`
        : p.refundedAmount > 0
          ? `${money(p.amount)} · ${money(p.refundedAmount)} refunded, ${money(p.amount - p.refundedAmount)} to refund`
          : `${money(p.amount)} · to refund`,
    ]),
  ];
  return (
    <section className="card">
      <h2>Figures</h2>
      <dl className="figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Timeline({ order }: { order: OrderDetail }) {
  const d = order.dates;
  // The lifecycle's lines (core's ORDER_TIMELINE), with the payment's beside them.
  const [placed, ...fulfilment] = ORDER_TIMELINE.map((line): [string, string | null] => [
    line.status === 'Shipped' && order.courier
      ? `${line.label} with ${order.courier}, tracking ${order.trackingNumber}`
      : line.label,
    d[line.key],
  ]);
  const steps: [string, string | null][] = [
    placed,
    ['Paid', order.paidAt],
    ...fulfilment,
    ['Remainder collected', d.remainderCollected],
    ['Refund needed', d.refundNeeded],
  ];
  const done = steps
    .filter((step): step is [string, string] => Boolean(step[1]))
    .sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <section className="card">
      <h2>Timeline</h2>
      <ol className="timeline">
        {done.map(([label, at]) => (
          <li key={label}>
            <span>{label}</span> <time dateTime={at}>{time(at)}</time>
          </li>
        ))}
      </ol>
      {order.events.length ? (
        <>
          <h3>Staff actions</h3>
          <ul className="plain-list">
            {order.events.map((event) => (
              <li key={event.id}>
                {event.status || event.kind} · {time(event.createdAt)} · {event.staffEmail}
                {event.note ? <span className="block muted">{event.note}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** One order: lines, figures, addresses, payment, timeline, audit trail, and the actions allowed now. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const data = order.data;
  return (
    <Page
      title={data ? `Order ${data.number}` : 'Order'}
      back={<Link to="/orders">← Orders</Link>}
      actions={data ? <OrderActions order={data} /> : null}
    >
      {order.isPending ? (
        <LoadingState label="Loading the order" lines={8} />
      ) : order.isError ? (
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      ) : data ? (
        <div className="detail-grid">
          <section className="card span-2">
            <h2>Summary</h2>
            <p>
              <span className="badge">{data.orderStatus}</span>{' '}
              <span className={`badge badge-${data.payment}`}>{PAYMENT_LABELS[data.payment]}</span> ·{' '}
              {data.payMode} · placed {time(data.createdAt)}
            </p>
            <p>
              {data.customerName} · <a href={`tel:${data.mobile}`}>{data.mobile}</a> ·{' '}
              <a href={`mailto:${data.email}`}>{data.email}</a>
              {data.userId ? (
                <>
                  {' '}
                  · <Link to={`/customers/${encodeURIComponent(data.userId)}`}>Customer page</Link>
                </>
              ) : null}
            </p>
            {data.customerNote ? <p>Note from the shopper: {data.customerNote}</p> : null}
          </section>
          <section className="card span-2">
            <h2>Lines</h2>
            <div className="table-wrap">
              <PlainTable
                caption="Lines of the order"
                columns={['Product', 'Quantity', 'Unit price', 'Amount']}
              >
                {data.lines.map((line) => (
                  <tr key={`${line.productId}-${line.sku}`}>
                    <td data-label="Product">
                      <div>
                        {line.name}
                        <span className="block muted">
                          {[line.sku, ...Object.entries(line.attributes).map(([k, v]) => `${k}: ${v}`)]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </div>
                    </td>
                    <td data-label="Quantity">{line.quantity}</td>
                    <td data-label="Unit price">{money(line.unitPrice)}</td>
                    <td data-label="Amount">{money(line.amount)}</td>
                  </tr>
                ))}
              </PlainTable>
            </div>
          </section>
          <Figures order={data} />
          {data.creditNotes.length ? (
            <section className="card">
              <h2>Credit notes</h2>
              <ul className="plain-list">
                {data.creditNotes.map((note) => (
                  <li key={note.id}>
                    <Link to={`/orders/${encodeURIComponent(data.id)}/credit-notes/${note.number}`}>
                      {note.number}
                    </Link>{' '}
                    · {money(note.amount)} (GST {money(note.tax)}) · {time(note.createdAt)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <Timeline order={data} />
          <InternalNotes entity="order" id={data.id} />
          <Address title="Shipping address" address={data.shippingAddress} />
          <Address title="Billing address" address={data.billingAddress} />
          <section className="card span-2">
            <h2>Payment</h2>
            <dl className="figures">
              <div>
                <dt>Payment status</dt>
                <dd>{data.paymentStatus}</dd>
              </div>
              <div>
                <dt>Receipt</dt>
                <dd>{data.receiptId || '—'}</dd>
              </div>
              <div>
                <dt>Provider order</dt>
                <dd>{data.providerOrderId ?? '—'}</dd>
              </div>
              <div>
                <dt>Payment id</dt>
                <dd>{data.paymentId ?? '—'}</dd>
              </div>
              <div>
                <dt>Paid at</dt>
                <dd>{time(data.paidAt)}</dd>
              </div>
              {data.gstNo ? (
                <div>
                  <dt>GST number</dt>
                  <dd>{data.gstNo}</dd>
                </div>
              ) : null}
            </dl>
            <h3>Refunds</h3>
            {data.refunds.length ? (
              <ul className="plain-list">
                {data.refunds.map((refund) => (
                  <li key={refund.id}>
                    {money(refund.amount)} · {refund.status} · {time(refund.createdAt)} · {refund.staffEmail}
                    <span className="block muted">
                      {refund.reason}
                      {refund.providerRefundId ? ` · ${refund.providerRefundId}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">No refunds.</p>
            )}
          </section>
          <section className="card span-2">
            <h2>Audit trail</h2>
            <AuditTrail entries={data.audit} />
          </section>
        </div>
      ) : null}
    </Page>
  );
}
