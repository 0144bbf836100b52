import {
  PRODUCT_STATUSES,
  type ProductSummary,
  ProductStatus,
  ProductTypeSchema,
} from '@skatekit/console-contract';
import { PRODUCT_TYPES } from '@skatekit/core/rules';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable, sortFromParam, sortToParam } from '../../ui/DataTable';
import { money, plural } from '../../ui/format';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';
import { SearchBox } from '../../ui/SearchBox';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { useSearchState } from '../../ui/useSearchState';
import { useCatalogueOptions, useProductsList } from './useProducts';

const column = createColumnHelper<ProductSummary>();
const columns = [
  column.accessor('title', {
    header: 'Product',
    cell: (info) => (
      <Link to={`/products/${encodeURIComponent(info.row.original.id)}`}>{info.getValue()}</Link>
    ),
  }),
  column.accessor('sku', {
    header: 'SKU',
    enableSorting: false,
    // A code reads whole: "SK-SF110", never "SK-" over "SF110".
    cell: (info) => <span className="code">{info.getValue()}</span>,
  }),
  column.accessor('type', { header: 'Type', enableSorting: false }),
  column.accessor('category', { header: 'Category', enableSorting: false }),
  column.accessor('price', {
    header: 'Price',
    cell: (info) => {
      const { price, regularPrice } = info.row.original;
      return price > 0 && price !== regularPrice
        ? `${money(price)} (was ${money(regularPrice)})`
        : money(regularPrice);
    },
  }),
  column.accessor('onHand', {
    header: 'On hand',
    enableSorting: false,
    cell: (info) => (info.getValue() === null ? 'Unlimited' : String(info.getValue())),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <span className={`badge badge-${info.getValue().toLowerCase()}`}>{info.getValue()}</span>,
  }),
];

/** Products: search by title or sku, filter by status, type and category; paged on the server. */
export default function ProductsPage() {
  const { params, update } = useSearchState();
  const status = ProductStatus.safeParse(params.get('status')).data;
  const type = ProductTypeSchema.safeParse(params.get('type')).data;
  const category = params.get('category') ?? '';
  const page = Number(params.get('page')) || undefined;
  const q = params.get('q') ?? '';
  const sort = params.get('sort') ?? '-createdAt';
  const options = useCatalogueOptions();
  const list = useProductsList({
    status,
    type,
    category: category || undefined,
    page,
    q: q || undefined,
    sort,
  });
  const filtered = Boolean(status || type || category || q);
  return (
    <Page
      title="Products"
      actions={
        <Link className="button button-primary" to="/products/new">
          New product
        </Link>
      }
    >
      <div className="filters">
        <SearchBox
          label="Search products by name or sku"
          placeholder="Name or sku"
          value={q}
          onSearch={(text) => update({ q: text })}
        />
        <div className="filter-row">
          <label>
            Status
            <select value={status ?? ''} onChange={(event) => update({ status: event.target.value })}>
              <option value="">Any status</option>
              {PRODUCT_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label>
            Type
            <select value={type ?? ''} onChange={(event) => update({ type: event.target.value })}>
              <option value="">Any type</option>
              {PRODUCT_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </label>
          <label>
            Category
            <select value={category} onChange={(event) => update({ category: event.target.value })}>
              <option value="">Any category</option>
              {(options.data?.categories ?? []).map((c) => (
                <option key={c.category} value={c.category}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {list.isPending ? (
        <LoadingState label="Loading products" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>{filtered ? 'No products match these filters.' : 'No products yet.'}</EmptyState>
      ) : (
        <>
          <p className="result-count">
            {list.data.totalCapped
              ? `More than ${plural(list.data.total, 'product')}`
              : plural(list.data.total, 'product')}
          </p>
          <DataTable
            caption="Products"
            columns={columns}
            data={list.data.data}
            rowKey={(row) => row.id}
            sorting={sortFromParam(sort)}
            onSortingChange={(sorting) => update({ sort: sortToParam(sorting) })}
          />
          <Pagination
            label="products"
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
