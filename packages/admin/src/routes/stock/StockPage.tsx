import { useState } from 'react';
import { Link } from 'react-router';
import { plural } from '../../ui/format';
import { Page } from '../../ui/Page';
import { Pagination } from '../../ui/Pagination';
import { SearchBox } from '../../ui/SearchBox';
import { EmptyState, ErrorState, FormError, LoadingState } from '../../ui/states';
import { useSearchState } from '../../ui/useSearchState';
import { StockLineForm } from './StockLineForm';
import { useSaveStockSettings, useStockList, useStockSettings } from './useStock';

function ThresholdForm({ threshold }: { threshold: number }) {
  const save = useSaveStockSettings();
  const [value, setValue] = useState(String(threshold));
  return (
    <form
      className="filter-row"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ lowStockThreshold: Number(value) });
      }}
    >
      <label>
        Low stock at or below
        <input
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputMode="numeric"
          size={5}
        />
      </label>
      <button type="submit" className="button" disabled={save.isPending}>
        Save threshold
      </button>
      <FormError error={save.error} />
    </form>
  );
}

/** Stock: every product and variation with units on hand and held by unpaid orders; the low-stock list. */
export default function StockPage() {
  const { params, update } = useSearchState();
  const low = params.get('low') === 'true' ? 'true' : undefined;
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || undefined;
  const settings = useStockSettings();
  const list = useStockList({ low, q: q || undefined, page });
  return (
    <Page title="Stock">
      <div className="filters">
        <SearchBox
          label="Search stock by product name or sku"
          placeholder="Name or sku"
          value={q}
          onSearch={(text) => update({ q: text })}
        />
        <div className="filter-row">
          <label className="check">
            <input
              type="checkbox"
              checked={low === 'true'}
              onChange={(event) => update({ low: event.target.checked ? 'true' : '' })}
            />{' '}
            Only low stock
          </label>
        </div>
        {settings.data ? <ThresholdForm threshold={settings.data.lowStockThreshold} /> : null}
      </div>
      {list.isPending ? (
        <LoadingState label="Loading stock" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>{low ? 'Nothing is low on stock.' : 'No stock lines match.'}</EmptyState>
      ) : (
        <>
          <p className="result-count">{plural(list.data.total, 'stock line')}</p>
          <table className="data-table">
            <caption className="visually-hidden">Stock</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">On hand</th>
                <th scope="col">Held by unpaid orders</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((line) => (
                <tr
                  key={`${line.productId}/${line.variationSku ?? ''}`}
                  className={line.low ? 'row-low' : undefined}
                >
                  <td data-label="Product">
                    <Link to={`/products/${encodeURIComponent(line.productId)}`}>{line.title}</Link>{' '}
                    {line.label}
                  </td>
                  <td data-label="SKU">
                    <span className="code">{line.variationSku ?? line.sku}</span>
                  </td>
                  <td data-label="On hand">
                    {line.onHand === null ? 'Unlimited' : line.onHand}
                    {line.low ? ' (low)' : ''}
                  </td>
                  <td data-label="Held by unpaid orders">{line.held}</td>
                  <td data-label="Change">
                    <StockLineForm key={`${line.onHand}`} line={line} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            label="stock lines"
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
