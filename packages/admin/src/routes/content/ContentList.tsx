import { CONTENT_BODIES, type ContentItem } from '@skatekit/console-contract';
import { useCan } from '../../session/session';
import type { ColumnDef } from '@tanstack/react-table';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { actionsColumn, DataTable } from '../../ui/DataTable';
import { addOrEdit } from '../../ui/FormDialog';
import { QueryView } from '../../ui/QueryView';
import { RecordDialog } from '../../ui/RecordDialog';
import { StatusBadge } from '../../ui/StatusBadge';
import { EmptyState } from '../../ui/states';
import type { KindSpec } from './kinds';
import { useContentList, useContentMutations } from './useContent';

/** Add a record of a kind, or edit one (`item` given), checked by the kind's schema from core. */
function ItemDialog({ spec, item }: { spec: KindSpec; item?: ContentItem }) {
  const { save } = useContentMutations(spec.kind);
  return (
    <RecordDialog
      schema={CONTENT_BODIES[spec.kind]}
      fields={spec.fields}
      initial={() => (item ? { ...spec.blank, ...item, id: undefined } : spec.blank)}
      toBody={({ id: _id, ...rest }) => rest}
      save={save}
      id={item?.id}
      title={item ? `Edit ${spec.one}` : `Add a ${spec.one}`}
      trigger={addOrEdit(item && `Edit ${String(item[spec.nameField] ?? '')}`, `Add a ${spec.one}`)}
      submitLabel={`Save ${spec.one}`}
    />
  );
}

function DeleteItem({ spec, item }: { spec: KindSpec; item: ContentItem }) {
  const { remove } = useContentMutations(spec.kind);
  const name = String(item[spec.nameField] ?? '');
  return (
    <ConfirmDialog
      title={`Delete the ${spec.one} ${name}?`}
      description="It goes from the storefront at once. Making it Inactive hides it and keeps it for later."
      confirmLabel="Delete"
      danger
      mutation={remove}
      trigger={
        <button type="button" className="button button-danger-quiet" aria-label={`Delete ${name}`}>
          Delete
        </button>
      }
      onConfirm={(close) => remove.mutate(item.id, { onSuccess: close })}
    />
  );
}

/** One kind of listed content: its records in order, with add, edit and delete for the owner. */
export function ContentList({ spec }: { spec: KindSpec }) {
  const list = useContentList(spec.kind);
  const mayManage = useCan('content.manage');
  return (
    <QueryView query={list} loading={`Loading ${spec.title.toLowerCase()}`}>
      {(items) => (
        <>
          {mayManage ? (
            <div className="panel-actions">
              <ItemDialog spec={spec} />
            </div>
          ) : null}
          {items.length === 0 ? (
            <EmptyState>Nothing here yet.</EmptyState>
          ) : (
            <DataTable<ContentItem>
              caption={spec.title}
              rowKey={(item) => item.id}
              data={items}
              columns={[
                {
                  id: 'name',
                  header: spec.fields.find((f) => f.name === spec.nameField)?.label ?? '',
                  cell: (c) => String(c.row.original[spec.nameField] ?? ''),
                },
                ...spec.columns.map(
                  (column): ColumnDef<ContentItem> => ({
                    id: column.name,
                    header: column.label,
                    cell: (c) => String(c.row.original[column.name] ?? ''),
                  }),
                ),
                {
                  id: 'status',
                  header: 'Status',
                  cell: (c) => <StatusBadge active={Boolean(c.row.original.active)} />,
                },
                { id: 'position', header: 'Position', cell: (c) => String(c.row.original.position ?? '') },
                ...actionsColumn<ContentItem>(mayManage, (item) => (
                  <>
                    <ItemDialog spec={spec} item={item} />
                    <DeleteItem spec={spec} item={item} />
                  </>
                )),
              ]}
            />
          )}
        </>
      )}
    </QueryView>
  );
}
