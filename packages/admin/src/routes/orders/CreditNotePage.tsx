import type { CreditNote, OrderDetail } from '@skatekit/console-contract';
import { Link, useParams } from 'react-router';
import { money, time } from '../../ui/format';
import { Page } from '../../ui/Page';
import { ErrorState, LoadingState } from '../../ui/states';
import { useOrder } from './useOrders';
import { PlainTable } from '../../ui/PlainTable';
import { FigureList } from '../../ui/FigureList';

/** One credit note as printed: its number, the order it credits, its lines with GST, and its totals. */
export function CreditNotePaper({ note, order }: { note: CreditNote; order: OrderDetail }) {
  return (
    <article className="paper" aria-label={`Credit note ${note.number}`}>
      <h2>Credit note {note.number}</h2>
      <p>
        Against tax invoice {order.number} · {time(note.createdAt)} · {order.customerName}
        {order.gstNo ? ` · GSTIN ${order.gstNo}` : ''}
      </p>
      <div className="table-wrap">
        <PlainTable
          caption={`Lines of credit note ${note.number}`}
          columns={['Item', 'Quantity', 'Taxable value', `GST (${note.gstRate}%)`, 'Amount']}
        >
          {note.lines.map((line) => (
            <tr key={`${line.sku}-${line.name}`}>
              <td data-label="Item">
                {line.name}
                {line.sku ? <span className="block muted">{line.sku}</span> : null}
              </td>
              <td data-label="Quantity">{line.quantity}</td>
              <td data-label="Taxable value">{money(line.taxable)}</td>
              <td data-label="GST">{money(line.gst)}</td>
              <td data-label="Amount">{money(line.amount)}</td>
            </tr>
          ))}
        </PlainTable>
      </div>
      <FigureList
        rows={[
          ['Taxable value', money(note.taxable)],
          [`GST (${note.gstRate}%)`, money(note.tax)],
          ['Credited', money(note.amount)],
        ]}
      />
      {note.reason ? <p>Reason: {note.reason}</p> : null}
    </article>
  );
}

/** `/orders/:id/credit-notes/:number`: one credit note, printable (the print CSS leaves only the paper). */
export default function CreditNotePage() {
  const { id = '', number = '' } = useParams();
  const order = useOrder(id);
  const note = order.data?.creditNotes.find((n) => n.number === number);
  return (
    <Page
      title={`Credit note ${number}`}
      back={<Link to={`/orders/${encodeURIComponent(id)}`}>← Order</Link>}
      actions={
        note ? (
          <button type="button" className="button button-primary no-print" onClick={() => window.print()}>
            Print
          </button>
        ) : null
      }
    >
      {order.isPending ? (
        <LoadingState label="Loading the credit note" lines={6} />
      ) : order.isError ? (
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      ) : note && order.data ? (
        <div className="papers">
          <CreditNotePaper note={note} order={order.data} />
        </div>
      ) : (
        <p>This order has no credit note {number}.</p>
      )}
    </Page>
  );
}
