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
import { FigureList } from '../../ui/FigureList';
import { AddressLines } from './AddressLines';
import { billRows } from './print-documents';

/** An order's address snapshot as the invoice shows it: name, street, area / city / pincode, phone. */
function Address({ title, address }: { title: string; address: Record<string, unknown> | null }) {
  return (
    <section className="card">
      <h2>{title}</h2>
      <AddressLines address={address} none={<p className="muted">None given.</p>} />
    </section>
  );
}

function Figures({ order }: { order: OrderDetail }) {
  const f = order.figures;
  // Every figure is core's orderFigures (the invoice's and the exports'): items at the prices charged.
  const rows: [string, string][] = [
    ...billRows(f),
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
      <FigureList rows={rows} />
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
            <FigureList
              rows={[
                ['Payment status', data.paymentStatus],
                ['Receipt', data.receiptId || '—'],
                ['Provider order', data.providerOrderId ?? '—'],
                ['Payment id', data.paymentId ?? '—'],
                ['Paid at', time(data.paidAt)],
                ...(data.gstNo ? [['GST number', data.gstNo] as const] : []),
              ]}
            />
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
