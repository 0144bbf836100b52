import { EXPORT_DESCRIPTIONS, EXPORT_KINDS, type ExportKind, ExportQuery } from '@skatekit/console-contract';
import { useForm } from 'react-hook-form';
import { toSearch } from '../../api/client';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';

/** The address of one export for the chosen dates (the browser downloads it with the session cookie). */
export function exportHref(kind: ExportKind, range: { from?: string; to?: string }): string {
  return `/admin/api/exports/${kind}.csv${toSearch(range)}`;
}

/**
 * Exports (owner): the accountant's CSV files of orders (with GST), payments, refunds, admissions and
 * the academy's monthly fees (with GST), for a range of India dates or everything. Each is a plain download: the server streams it.
 */
export default function ExportsPage() {
  const form = useForm<{ from: string; to: string }>({ defaultValues: { from: '', to: '' } });
  const values = form.watch();
  const range = { from: values.from || undefined, to: values.to || undefined };
  const checked = ExportQuery.safeParse(range);
  const error = checked.success ? undefined : checked.error.issues[0]?.message;
  return (
    <Page title="Exports">
      <p className="lead">
        CSV files for the accountant. They open in Excel, Google Sheets or LibreOffice; amounts are in rupees
        and times in India time. Leave the dates empty to export everything.
      </p>
      <form className="card export-range" onSubmit={(event) => event.preventDefault()} noValidate>
        <h2>Dates</h2>
        <div className="export-range-fields">
          <Field label="From (inclusive)">
            {(props) => <input {...props} {...form.register('from')} type="date" />}
          </Field>
          <Field label="To (inclusive)" error={error}>
            {(props) => <input {...props} {...form.register('to')} type="date" />}
          </Field>
        </div>
      </form>
      <ul className="export-list">
        {EXPORT_KINDS.map((kind) => (
          <li key={kind} className="card">
            <h2>{EXPORT_DESCRIPTIONS[kind].title}</h2>
            <p>{EXPORT_DESCRIPTIONS[kind].description}</p>
            {error ? (
              <p className="field-hint">Fix the dates to download.</p>
            ) : (
              <a className="button button-primary export-link" href={exportHref(kind, range)} download>
                Download {EXPORT_DESCRIPTIONS[kind].title.toLowerCase()} CSV
              </a>
            )}
          </li>
        ))}
      </ul>
    </Page>
  );
}
