import { CONTENT_BODIES, type ContentItem } from '@skatekit/console-contract';
import { useCan } from '../../session/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
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
            <div className="table-wrap">
              <table className="data-table">
                <caption className="visually-hidden">{spec.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{spec.fields.find((f) => f.name === spec.nameField)?.label}</th>
                    {spec.columns.map((c) => (
                      <th key={c.name} scope="col">
                        {c.label}
                      </th>
                    ))}
                    <th scope="col">Status</th>
                    <th scope="col">Position</th>
                    {mayManage ? <th scope="col">Actions</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id}>
                      <td data-label="Name">{String(item[spec.nameField] ?? '')}</td>
                      {spec.columns.map((c) => (
                        <td key={c.name} data-label={c.label}>
                          {String(item[c.name] ?? '')}
                        </td>
                      ))}
                      <td data-label="Status">
                        <StatusBadge active={Boolean(item.active)} />
                      </td>
                      <td data-label="Position">{String(item.position ?? '')}</td>
                      {mayManage ? (
                        <td data-label="Actions">
                          <div className="row-actions">
                            <ItemDialog spec={spec} item={item} />
                            <DeleteItem spec={spec} item={item} />
                          </div>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </QueryView>
  );
}
