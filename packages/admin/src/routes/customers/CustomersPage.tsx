import type { CustomerSummary } from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../ui/DataTable';
import { plural, time } from '../../ui/format';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';
import { SearchBox } from '../../ui/SearchBox';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { useSearchState } from '../../ui/useSearchState';
import { useCustomersList } from './useCustomers';

const column = createColumnHelper<CustomerSummary>();
const columns = [
  column.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <Link to={`/customers/${encodeURIComponent(info.row.original.id)}`}>
        {info.getValue() || info.row.original.email}
      </Link>
    ),
  }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('mobile', { header: 'Phone' }),
  column.accessor('orders', { header: 'Orders' }),
  column.accessor('admissions', { header: 'Admissions' }),
  column.accessor('createdAt', { header: 'Joined', cell: (info) => time(info.getValue()) }),
];

/** Customers: search by name, e-mail or phone. */
export default function CustomersPage() {
  const { params, update } = useSearchState();
  const q = params.get('q') ?? '';
  // Page 1 is the API's default: left out of the query, as in the URL.
  const page = Number(params.get('page')) || undefined;
  const list = useCustomersList({ q: q || undefined, page });
  return (
    <Page title="Customers">
      <div className="filters">
        <SearchBox
          label="Search customers by name, e-mail or phone"
          placeholder="Name, e-mail or phone"
          value={q}
          onSearch={(text) => update({ q: text })}
        />
      </div>
      {list.isPending ? (
        <LoadingState label="Loading customers" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>{q ? 'No customers match this search.' : 'No customers yet.'}</EmptyState>
      ) : (
        <>
          <p className="result-count">{plural(list.data.total, 'customer')}</p>
          <DataTable caption="Customers" columns={columns} data={list.data.data} rowKey={(row) => row.id} />
          <Pagination
            label="customers"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(next) => update({ page: next })}
          />
        </>
      )}
    </Page>
  );
}
