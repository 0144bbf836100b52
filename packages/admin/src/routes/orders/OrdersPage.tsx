import { ORDER_STATUSES } from '@skatekit/core/rules';
import type { OrderSummary } from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable, sortFromParam, sortToParam } from '../../ui/DataTable';
import { money, plural, time } from '../../ui/format';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';
import { SearchBox } from '../../ui/SearchBox';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { useSearchState } from '../../ui/useSearchState';
import { ordersQueryFromParams, PAYMENT_LABELS } from './filters';
import { useOrdersList } from './useOrders';

const column = createColumnHelper<OrderSummary>();
const columns = [
  column.accessor('number', {
    header: 'Order',
    enableSorting: false,
    cell: (info) => <Link to={`/orders/${encodeURIComponent(info.row.original.id)}`}>{info.getValue()}</Link>,
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
  { payment: 'refund-needed', label: 'Refund needed', count: 'refundNeeded' },
  { payment: 'cod-due', label: 'COD due', count: 'codDue' },
  { payment: 'unpaid', label: 'Unpaid', count: 'unpaid' },
] as const;

/** The orders inbox: filters in the URL, counts, server-side paging and sort. */
export default function OrdersPage() {
  const { params, update } = useSearchState();
  const query = ordersQueryFromParams(params);
  const list = useOrdersList(query);
  const counts = list.data?.counts;
  const filtered = ['status', 'payMode', 'payment', 'from', 'to', 'q'].some((key) => params.get(key));

  return (
    <Page title="Orders">
      <fieldset className="chips">
        <legend className="visually-hidden">Queues</legend>
        <button
          type="button"
          className="chip"
          aria-pressed={!query.payment}
          onClick={() => update({ payment: undefined })}
        >
          All payments
        </button>
        {QUEUES.map((queue) => (
          <button
            key={queue.payment}
            type="button"
            className="chip"
            aria-pressed={query.payment === queue.payment}
            onClick={() => update({ payment: query.payment === queue.payment ? undefined : queue.payment })}
          >
            {counts ? `${queue.label} (${counts[queue.count]})` : queue.label}
          </button>
        ))}
      </fieldset>
      <div className="filters">
        <SearchBox
          label="Search orders by order number, name, phone or e-mail"
          placeholder="Order number, name, phone or e-mail"
          value={query.q ?? ''}
          onSearch={(q) => update({ q })}
        />
        <div className="filter-row">
          <label>
            Status
            <select value={query.status ?? ''} onChange={(event) => update({ status: event.target.value })}>
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                  {counts ? ` (${counts.byStatus[status] ?? 0})` : ''}
                </option>
              ))}
            </select>
          </label>
          <label>
            Pay method
            <select value={query.payMode ?? ''} onChange={(event) => update({ payMode: event.target.value })}>
              <option value="">Any pay method</option>
              <option value="Pay now">Pay now</option>
              <option value="Pay on delivery">Pay on delivery</option>
            </select>
          </label>
          <label>
            Payment
            <select value={query.payment ?? ''} onChange={(event) => update({ payment: event.target.value })}>
              <option value="">Any payment</option>
              {Object.entries(PAYMENT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
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
      </div>

      {list.isPending ? (
        <LoadingState label="Loading orders" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>{filtered ? 'No orders match these filters.' : 'No orders yet.'}</EmptyState>
      ) : (
        <>
          <p className="result-count" aria-live="polite">
            {plural(list.data.total, 'order')}
          </p>
          <DataTable
            caption="Orders"
            columns={columns}
            data={list.data.data}
            rowKey={(order) => order.id}
            sorting={sortFromParam(query.sort ?? '-createdAt')}
            onSortingChange={(sorting) => update({ sort: sortToParam(sorting) })}
          />
          <Pagination
            label="orders"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(page) => update({ page })}
          />
        </>
      )}
    </Page>
  );
}
