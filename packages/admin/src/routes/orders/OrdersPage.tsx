import { ORDER_STATUSES } from '@skatekit/core/rules';
import { type OrderSummary, PAYMENT_STANDINGS } from '@skatekit/console-contract';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { money, plural, time } from '../../ui/format';
import { Chips, ListFilters, SelectFilter } from '../../ui/ListFilters';
import { PagedList } from '../../ui/PagedList';
import { Page } from '../../ui/Page';
import { useSearchState } from '../../ui/useSearchState';
import { BulkActions } from './BulkActions';
import { ordersQueryFromParams, PAYMENT_LABELS } from './filters';
import { useOrdersList } from './useOrders';

const column = createColumnHelper<OrderSummary>();
const columns = [
  column.accessor('number', {
    header: 'Order',
    enableSorting: false,
    // The link covers its whole row (styles.css `.row-link`): a tap anywhere on a phone's card opens it.
    cell: (info) => (
      <Link className="row-link" to={`/orders/${encodeURIComponent(info.row.original.id)}`}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('createdAt', {
    header: 'Placed',
    sortDescFirst: true,
    cell: (info) => time(info.getValue()),
  }),
  column.accessor('customerName', {
    header: 'Customer',
    enableSorting: false,
    cell: (info) => (
      <>
        {info.getValue() || '—'}
        <span className="muted block">{info.row.original.mobile}</span>
      </>
    ),
  }),
  column.accessor('payment', {
    header: 'Payment',
    enableSorting: false,
    cell: (info) => (
      <>
        <span className={`badge badge-${info.getValue()}`}>{PAYMENT_LABELS[info.getValue()]}</span>
        <span className="muted block">{info.row.original.payMode}</span>
      </>
    ),
  }),
  column.accessor('orderStatus', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <span className="badge">{info.getValue()}</span>,
  }),
  column.accessor('items', { header: 'Items', enableSorting: false }),
  column.accessor('total', { header: 'Total', sortDescFirst: true, cell: (info) => money(info.getValue()) }),
];

/** Quick queues above the filters: what staff most often look for. */
const QUEUES = [
  { payment: 'refund-needed', label: PAYMENT_STANDINGS['refund-needed'], count: 'refundNeeded' },
  { payment: 'cod-due', label: PAYMENT_STANDINGS['cod-due'], count: 'codDue' },
  { payment: 'unpaid', label: PAYMENT_STANDINGS.unpaid, count: 'unpaid' },
] as const;

/** The filters folded behind "More filters" on a phone. */
const FOLDED_FILTERS = ['status', 'payMode', 'payment', 'from', 'to'] as const;

/** The first column: a box per order to select it. */
function selectColumn(
  selected: Map<string, OrderSummary>,
  setSelected: (next: Map<string, OrderSummary>) => void,
): ColumnDef<OrderSummary> {
  return {
    id: 'select',
    header: () => <span className="visually-hidden">Select</span>,
    cell: ({ row: { original: order } }) => (
      <input
        type="checkbox"
        className="row-select"
        aria-label={`Select order ${order.number}`}
        checked={selected.has(order.id)}
        onChange={() => {
          const next = new Map(selected);
          next.has(order.id) ? next.delete(order.id) : next.set(order.id, order);
          setSelected(next);
        }}
      />
    ),
  };
}

/** One box to select (or let go) every order of the page shown, above the list at every width. */
function SelectPage({
  selected,
  setSelected,
  rows,
}: {
  selected: Map<string, OrderSummary>;
  setSelected: (next: Map<string, OrderSummary>) => void;
  rows: OrderSummary[];
}) {
  if (!rows.length) return null;
  const all = rows.every((row) => selected.has(row.id));
  return (
    <label className="select-page">
      <input
        type="checkbox"
        className="row-select"
        checked={all}
        onChange={() => {
          const next = new Map(selected);
          for (const row of rows) all ? next.delete(row.id) : next.set(row.id, row);
          setSelected(next);
        }}
      />
      Select every order on this page
    </label>
  );
}

/**
 * The orders inbox: filters in the URL (the search follows the typing), counts, server-side paging
 * and sort; orders selected (across searches and pages) are moved or printed together.
 */
export default function OrdersPage() {
  const { params, update } = useSearchState();
  const query = ordersQueryFromParams(params);
  const list = useOrdersList(query);
  const counts = list.data?.counts;
  const filtered = ['status', 'payMode', 'payment', 'from', 'to', 'q'].some((key) => params.get(key));
  const [selected, setSelected] = useState(() => new Map<string, OrderSummary>());
  const rows = list.data?.data ?? [];

  return (
    <Page title="Orders">
      <Chips
        legend="Queues"
        value={query.payment}
        onChange={(payment) => update({ payment: payment === query.payment ? undefined : payment })}
        options={[
          { value: undefined, label: 'All payments' },
          ...QUEUES.map((queue) => ({
            value: queue.payment,
            label: counts ? `${queue.label} (${counts[queue.count]})` : queue.label,
          })),
        ]}
      />
      <ListFilters
        search="Search orders by order number, name, phone or e-mail"
        placeholder="Order number, name, phone or e-mail"
        value={query.q ?? ''}
        live
        folded={{ active: FOLDED_FILTERS.filter((key) => params.get(key)).length }}
      >
        <div className="filter-row">
          <SelectFilter
            label="Status"
            param="status"
            value={query.status}
            any="All statuses"
            options={ORDER_STATUSES.map((status) => ({
              value: status,
              label: `${status}${counts ? ` (${counts.byStatus[status] ?? 0})` : ''}`,
            }))}
          />
          <SelectFilter
            label="Pay method"
            param="payMode"
            value={query.payMode}
            any="Any pay method"
            options={['Pay now', 'Pay on delivery']}
          />
          <SelectFilter
            label="Payment"
            param="payment"
            value={query.payment}
            any="Any payment"
            options={Object.entries(PAYMENT_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <label>
            From
            <input
              type="date"
              value={query.from ?? ''}
              onChange={(event) => update({ from: event.target.value })}
            />
          </label>
          <label>
            To
            <input
              type="date"
              value={query.to ?? ''}
              onChange={(event) => update({ to: event.target.value })}
            />
          </label>
          {filtered ? (
            <button
              type="button"
              className="button button-quiet"
              onClick={() => update({ status: '', payMode: '', payment: '', from: '', to: '', q: '' })}
            >
              Clear filters
            </button>
          ) : null}
        </div>
      </ListFilters>
      <BulkActions selected={[...selected.values()]} onClear={() => setSelected(new Map())} />
      <SelectPage selected={selected} setSelected={setSelected} rows={rows} />
      <PagedList
        list={list}
        loading="Loading orders"
        empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
        count={(page) => plural(page.total, 'order')}
        live
        pagesLabel="orders"
        table={{
          caption: 'Orders',
          columns: [selectColumn(selected, setSelected), ...columns],
          rowKey: (order) => order.id,
          sort: query.sort ?? '-createdAt',
        }}
      />
    </Page>
  );
}
