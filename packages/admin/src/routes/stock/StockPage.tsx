import { useState } from 'react';
import { Link } from 'react-router';
import { plural } from '../../ui/format';
import { Page } from '../../ui/Page';
import { ListFilters } from '../../ui/ListFilters';
import { PagedList } from '../../ui/PagedList';
import { FormError } from '../../ui/states';
import { useSearchState } from '../../ui/useSearchState';
import { NumberForm } from './NumberForm';
import { StockLineForm } from './StockLineForm';
import { useSaveStockSettings, useStockList, useStockSettings } from './useStock';
import { PlainTable } from '../../ui/PlainTable';

function ThresholdForm({ threshold }: { threshold: number }) {
  const save = useSaveStockSettings();
  const [value, setValue] = useState(String(threshold));
  return (
    <NumberForm
      className="filter-row"
      label="Low stock at or below"
      value={value}
      onChange={setValue}
      size={5}
      submit="Save threshold"
      disabled={save.isPending}
      onSubmit={() => save.mutate({ lowStockThreshold: Number(value) })}
    >
      <FormError error={save.error} />
    </NumberForm>
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
      <ListFilters search="Search stock by product name or sku" placeholder="Name or sku">
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
      </ListFilters>
      <PagedList
        list={list}
        loading="Loading stock"
        empty={low ? 'Nothing is low on stock.' : 'No stock lines match.'}
        count={(page) => plural(page.total, 'stock line')}
        pagesLabel="stock lines"
      >
        {(lines) => (
          <PlainTable
            caption="Stock"
            columns={['Product', 'SKU', 'On hand', 'Held by unpaid orders', 'Change']}
          >
            {lines.map((line) => (
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
          </PlainTable>
        )}
      </PagedList>
    </Page>
  );
}
