import type { OrderDetail } from '@skatekit/console-contract';
import { useQueries } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useSession } from '../../session/session';
import { money, plural, time } from '../../ui/format';
import { Page } from '../../ui/Page';
import { ErrorState, LoadingState } from '../../ui/states';
import { billRows, PRINT_DOCUMENTS, type PrintKind, printPath, printRequest } from './print-documents';
import { PlainTable } from '../../ui/PlainTable';
import { FigureList } from '../../ui/FigureList';
import { AddressLines } from './AddressLines';

function Address({ address }: { address: Record<string, unknown> | null }) {
  return <AddressLines address={address} none={<p>No address given.</p>} />;
}

const attributesText = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');

/** What the packer reads: who it goes to and each line to put in the box (no prices). */
function PackingSlip({ order, store }: { order: OrderDetail; store: string }) {
  return (
    <>
      <header className="paper-head">
        <p className="paper-store">{store}</p>
        <h2>{`Packing slip ${order.number}`}</h2>
        <p>{`Placed ${time(order.createdAt)} · ${order.payMode}`}</p>
      </header>
      <h3>Ship to</h3>
      <Address address={order.shippingAddress} />
      <PlainTable
        className="paper-table"
        caption={`Items of ${order.number}`}
        columns={['Item', 'Sku', 'Qty', 'Packed']}
      >
        {order.lines.map((line) => (
          <tr key={`${line.productId}-${line.sku}`}>
            <td>
              {line.name}
              {Object.keys(line.attributes).length ? (
                <span className="block">{attributesText(line.attributes)}</span>
              ) : null}
            </td>
            <td>{line.sku}</td>
            <td>{line.quantity}</td>
            <td>
              <span className="paper-box" aria-hidden="true" />
            </td>
          </tr>
        ))}
      </PlainTable>
      {order.customerNote ? <p>{`Shopper's note: ${order.customerNote}`}</p> : null}
    </>
  );
}

/** An A6 label for the parcel: the address large, the order number, what the courier collects. */
function ShippingLabel({ order, store }: { order: OrderDetail; store: string }) {
  return (
    <>
      <p className="label-to">To</p>
      <div className="label-address">
        <Address address={order.shippingAddress} />
      </div>
      <p className="label-order">{`Order ${order.number}`}</p>
      <p className="label-collect">
        {order.figures.remaining > 0 ? `Collect ${money(order.figures.remaining)} on delivery` : 'Prepaid'}
      </p>
      {order.courier ? <p>{`${order.courier} · ${order.trackingNumber}`}</p> : null}
      <p className="label-from">{`From ${store}`}</p>
    </>
  );
}

/** The order's bill: the lines at the prices charged and the order's figures. */
function Invoice({ order, store }: { order: OrderDetail; store: string }) {
  const f = order.figures;
  const rows: [string, string][] = [...billRows(f), ['Due on delivery', money(f.remaining)]];
  return (
    <>
      <header className="paper-head">
        <p className="paper-store">{store}</p>
        <h2>{`Invoice ${order.number}`}</h2>
        <p>{`Placed ${time(order.createdAt)}${order.gstNo ? ` · Buyer GSTIN ${order.gstNo}` : ''}`}</p>
      </header>
      <div className="paper-columns">
        <div>
          <h3>Bill to</h3>
          <Address address={order.billingAddress ?? order.shippingAddress} />
        </div>
        <div>
          <h3>Ship to</h3>
          <Address address={order.shippingAddress} />
        </div>
      </div>
      <PlainTable
        className="paper-table"
        caption={`Items of ${order.number}`}
        columns={['Item', 'Qty', 'Price', 'Amount']}
      >
        {order.lines.map((line) => (
          <tr key={`${line.productId}-${line.sku}`}>
            <td>
              {line.name}
              <span className="block">
                {[line.sku, attributesText(line.attributes)].filter(Boolean).join(' · ')}
              </span>
            </td>
            <td>{line.quantity}</td>
            <td>{money(line.unitPrice)}</td>
            <td>{money(line.amount)}</td>
          </tr>
        ))}
      </PlainTable>
      <FigureList rows={rows} />
    </>
  );
}

const capital = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

const PAPERS: Record<PrintKind, typeof PackingSlip> = {
  slip: PackingSlip,
  label: ShippingLabel,
  invoice: Invoice,
};

/**
 * `/orders/print?doc=slip|label|invoice&ids=…`: the papers of one order or of the selected ones, one
 * to a printed page (styles.css `@media print`: the console around them is not printed; a label is A6).
 */
export default function PrintPage() {
  const [params] = useSearchParams();
  const { kind, ids } = printRequest(params);
  const api = useApi();
  const store = useSession().merchant.name;
  const doc = PRINT_DOCUMENTS.find((d) => d.kind === kind) ?? PRINT_DOCUMENTS[0];
  const orders = useQueries({
    queries: ids.map((id) => ({
      queryKey: keys.orders.detail(id),
      queryFn: async () => (await api.orders.get(id)).data,
    })),
  });
  const failed = orders.find((query) => query.error);
  const loaded = orders.flatMap((query) => (query.data ? [query.data] : []));
  const Paper = PAPERS[kind];

  return (
    <Page
      title={ids.length === 1 ? doc.title : capital(doc.plural)}
      back={<Link to="/orders">← Orders</Link>}
      actions={
        <button
          type="button"
          className="button button-primary"
          disabled={loaded.length !== ids.length || !ids.length}
          onClick={() => window.print()}
        >
          Print
        </button>
      }
    >
      <div className="print-choices no-print">
        <p>{`${plural(ids.length, 'order')}, one to a printed page`}</p>
        <nav aria-label="Papers" className="button-row">
          {PRINT_DOCUMENTS.map((d) => (
            <Link
              key={d.kind}
              className="button button-quiet"
              to={printPath(d.kind, ids)}
              aria-current={d.kind === kind ? 'page' : undefined}
            >
              {capital(d.plural)}
            </Link>
          ))}
        </nav>
      </div>
      {!ids.length ? <p>No orders chosen: select orders on the Orders screen.</p> : null}
      {failed ? <ErrorState error={failed.error} /> : null}
      {loaded.length !== ids.length && !failed ? <LoadingState label={`Loading ${doc.plural}`} /> : null}
      {loaded.length === ids.length ? (
        <div className="papers">
          {loaded.map((order) => (
            <article
              key={order.id}
              className={`paper paper-${kind}`}
              aria-label={`${doc.title} ${order.number}`}
            >
              <Paper order={order} store={store} />
            </article>
          ))}
        </div>
      ) : null}
    </Page>
  );
}
