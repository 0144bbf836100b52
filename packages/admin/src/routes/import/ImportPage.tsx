import type { ImportMode, ImportReport } from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PRODUCTS_EXPORT_URL } from '../../api/catalogue';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { plural } from '../../ui/format';
import { Page } from '../../ui/Page';
import { FormError } from '../../ui/states';
import { PlainTable } from '../../ui/PlainTable';

function Report({ report, mode }: { report: ImportReport; mode: ImportMode }) {
  if (report.applied)
    return (
      <p role="status" className="card">
        Imported: {plural(report.created, 'new product')}, {plural(report.updated, 'product')} updated.
      </p>
    );
  if (report.problems.length > 0)
    return (
      <section className="card" aria-labelledby="problems-heading">
        <h2 id="problems-heading">
          {plural(report.problems.length, 'problem')} in{' '}
          {plural(new Set(report.problems.map((p) => p.line)).size, 'row')} to fix: nothing was imported
        </h2>
        {mode === 'create' && report.updated > 0 ? (
          <p>
            {plural(report.updated, 'row')} {report.updated === 1 ? 'has' : 'have'} the sku of a product the
            store already has. To change those products, choose "New products and updates" and check the file
            again.
          </p>
        ) : null}
        <PlainTable columns={['Line', 'SKU', 'Problem']}>
          {report.problems.map((p) => (
            <tr key={`${p.line}-${p.message}`}>
              <td data-label="Line">{p.line}</td>
              <td data-label="SKU">{p.sku}</td>
              <td data-label="Problem">{p.message}</td>
            </tr>
          ))}
        </PlainTable>
      </section>
    );
  return (
    <p role="status" className="card">
      The file is good: {plural(report.created, 'new product')} and {plural(report.updated, 'update')} of the
      store's products would be applied. Nothing has changed yet.
    </p>
  );
}

/**
 * Product CSV import (a dry run first, then all rows in one transaction) and the export. A row whose
 * sku the store has updates that product only when the merchant chose "New products and updates".
 */
export default function ImportPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [mode, setMode] = useState<ImportMode>('create');
  const run = useMutation({
    mutationFn: ({ apply }: { apply: boolean }) => api.products.import(csv?.text ?? '', apply, mode),
    onSuccess: async (report) => {
      if (report.applied)
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: keys.products.all }),
          queryClient.invalidateQueries({ queryKey: keys.stock.all }),
        ]);
    },
  });
  const checked =
    run.data && !run.data.applied && run.data.problems.length === 0 && run.variables?.apply === false;
  return (
    <Page
      title="Import products"
      actions={
        <a className="button" href={PRODUCTS_EXPORT_URL} download>
          Export products (CSV)
        </a>
      }
    >
      <p className="lead">
        One row per product; a Variable Product's variations follow as rows of type Variation (docs: the
        product CSV). Check the file first: nothing changes until you confirm.
      </p>
      <form
        className="card"
        onSubmit={(event) => {
          event.preventDefault();
          run.mutate({ apply: false });
        }}
      >
        <label>
          CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              run.reset();
              setCsv(file ? { name: file.name, text: await file.text() } : null);
            }}
          />
        </label>
        <fieldset>
          <legend>A row whose sku the store already has</legend>
          {(
            [
              ['create', 'New products only: such a row is refused, nothing of the store is changed'],
              ['update', 'New products and updates: such a row replaces that product'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="check">
              <input
                type="radio"
                name="import-mode"
                value={value}
                checked={mode === value}
                onChange={() => {
                  run.reset();
                  setMode(value);
                }}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button-primary" disabled={!csv || run.isPending}>
          Check the file
        </button>
      </form>
      <FormError error={run.error} />
      {run.data ? <Report report={run.data} mode={mode} /> : null}
      {checked ? (
        <button
          type="button"
          className="button button-primary"
          disabled={run.isPending}
          onClick={() => run.mutate({ apply: true })}
        >
          Import {plural(run.data?.products ?? 0, 'product')}
        </button>
      ) : null}
    </Page>
  );
}
