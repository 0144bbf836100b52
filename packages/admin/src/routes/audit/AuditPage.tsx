import type { AuditEntry } from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import { keys } from '../../api/keys';
import { useListQuery } from '../../api/queries';
import { time } from '../../ui/format';
import { SelectFilter } from '../../ui/ListFilters';
import { PagedList } from '../../ui/PagedList';
import { Page } from '../../ui/Page';
import { useSearchState } from '../../ui/useSearchState';

const ENTITIES = ['order', 'admission', 'lead', 'enquiry', 'quote', 'staff', 'settings'];

const column = createColumnHelper<AuditEntry>();
const columns = [
  column.accessor('createdAt', { header: 'When', cell: (info) => time(info.getValue()) }),
  column.accessor('staffEmail', { header: 'Who' }),
  column.accessor('action', { header: 'Action' }),
  column.accessor('entity', {
    header: 'Record',
    cell: (info) => `${info.getValue()} ${info.row.original.entityId}`,
  }),
  column.display({
    id: 'change',
    header: 'Change',
    cell: (info) => (
      <details>
        <summary>Before and after</summary>
        <pre>
          {JSON.stringify({ before: info.row.original.before, after: info.row.original.after }, null, 2)}
        </pre>
      </details>
    ),
  }),
];

/** The audit log (owner): every write, who made it and when, before and after. */
export default function AuditPage() {
  const { params, update } = useSearchState();
  const entity = params.get('entity') ?? '';
  const entityId = params.get('entityId') ?? '';
  // Page 1 is the API's default: left out of the query, as in the URL.
  const page = Number(params.get('page')) || undefined;
  const query = { entity: entity || undefined, entityId: entityId || undefined, page };
  const log = useListQuery(keys.audit(query), (api) => api.audit(query));
  return (
    <Page title="Audit log">
      <div className="filters">
        <div className="filter-row">
          <SelectFilter
            label="Record kind"
            param="entity"
            value={entity}
            any="Every kind"
            options={ENTITIES}
            also={{ entityId: '' }}
          />
          <label>
            Record id
            <input
              defaultValue={entityId}
              key={entityId}
              onBlur={(event) => update({ entityId: event.target.value.trim() })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') update({ entityId: event.currentTarget.value.trim() });
              }}
            />
          </label>
        </div>
      </div>
      <PagedList
        list={log}
        loading="Loading the audit log"
        empty="No changes match these filters."
        pagesLabel="the audit log"
        table={{ caption: 'Audit log', columns, rowKey: (row) => row.id }}
      />
    </Page>
  );
}
