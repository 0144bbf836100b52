import {
  PRODUCT_STATUSES,
  type ProductSummary,
  ProductStatus,
  ProductTypeSchema,
} from '@skatekit/console-contract';
import { PRODUCT_TYPES } from '@skatekit/core/rules';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { money, plural } from '../../ui/format';
import { ListFilters, SelectFilter } from '../../ui/ListFilters';
import { PagedList } from '../../ui/PagedList';
import { Page } from '../../ui/Page';
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
    cell: (info) => (
      <>
        {info.getValue() === null ? 'Unlimited' : String(info.getValue())}
        {info.row.original.lowStock ? (
          <span className="badge badge-low-stock block-badge">Low stock</span>
        ) : null}
      </>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <span className={`badge badge-${info.getValue().toLowerCase()}`}>{info.getValue()}</span>,
  }),
];

/** Products: search by title or sku, filter by status, type and category; paged on the server. */
export default function ProductsPage() {
  const { params } = useSearchState();
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
      <ListFilters search="Search products by name or sku" placeholder="Name or sku">
        <div className="filter-row">
          <SelectFilter
            label="Status"
            param="status"
            value={status}
            any="Any status"
            options={PRODUCT_STATUSES}
          />
          <SelectFilter label="Type" param="type" value={type} any="Any type" options={PRODUCT_TYPES} />
          <SelectFilter
            label="Category"
            param="category"
            value={category}
            any="Any category"
            options={(options.data?.categories ?? []).map((c) => ({ value: c.category, label: c.name }))}
          />
        </div>
      </ListFilters>
      <PagedList
        list={list}
        loading="Loading products"
        empty={filtered ? 'No products match these filters.' : 'No products yet.'}
        count={(page) =>
          page.totalCapped ? `More than ${plural(page.total, 'product')}` : plural(page.total, 'product')
        }
        pagesLabel="products"
        table={{ caption: 'Products', columns, rowKey: (row) => row.id, sort }}
      />
    </Page>
  );
}
