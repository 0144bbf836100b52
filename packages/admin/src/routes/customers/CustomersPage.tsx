import type { CustomerSummary } from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { plural, time } from '../../ui/format';
import { ListFilters } from '../../ui/ListFilters';
import { PagedList } from '../../ui/PagedList';
import { Page } from '../../ui/Page';
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
  const { params } = useSearchState();
  const q = params.get('q') ?? '';
  // Page 1 is the API's default: left out of the query, as in the URL.
  const page = Number(params.get('page')) || undefined;
  const list = useCustomersList({ q: q || undefined, page });
  return (
    <Page title="Customers">
      <ListFilters search="Search customers by name, e-mail or phone" placeholder="Name, e-mail or phone" />
      <PagedList
        list={list}
        loading="Loading customers"
        empty={q ? 'No customers match this search.' : 'No customers yet.'}
        count={(page) => plural(page.total, 'customer')}
        pagesLabel="customers"
        table={{ caption: 'Customers', columns, rowKey: (row) => row.id }}
      />
    </Page>
  );
}
