import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_BODIES, type ContentItem } from '@skatekit/console-contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCan } from '../../session/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { ImageField } from '../../ui/ImageField';
import { EmptyState, ErrorState, FormError, LoadingState } from '../../ui/states';
import type { KindSpec } from './kinds';
import { useContentList, useContentMutations } from './useContent';

type Values = Record<string, unknown>;
const toNumber = (value: unknown) => (value === '' ? Number.NaN : Number(value));
const errorOf = (errors: Record<string, { message?: unknown } | undefined>, name: string) => {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
};

/** Add a record of a kind, or edit one (`item` given), checked by the kind's schema from core. */
function ItemDialog({ spec, item }: { spec: KindSpec; item?: ContentItem }) {
  const [open, setOpen] = useState(false);
  const { save } = useContentMutations(spec.kind);
  const initial = (): Values => (item ? { ...spec.blank, ...item, id: undefined } : spec.blank);
  const form = useForm<Values>({
    resolver: zodResolver(CONTENT_BODIES[spec.kind] as never),
    defaultValues: initial(),
  });
  const errors = form.formState.errors as Record<string, { message?: unknown } | undefined>;
  const onSubmit = form.handleSubmit((body) => {
    const { id: _id, ...rest } = body;
    save.mutate({ id: item?.id, body: rest }, { onSuccess: () => setOpen(false) });
  });
  const name = item ? String(item[spec.nameField] ?? '') : '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(initial());
        else save.reset();
      }}
      title={item ? `Edit ${spec.one}` : `Add a ${spec.one}`}
      trigger={
        item ? (
          <button type="button" className="button" aria-label={`Edit ${name}`}>
            Edit
          </button>
        ) : (
          <button type="button" className="button button-primary">
            Add a {spec.one}
          </button>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate>
        {spec.fields.map((field) => {
          if (field.kind === 'checkbox')
            return (
              <label key={field.name} className="check">
                <input type="checkbox" {...form.register(field.name)} /> {field.label}
              </label>
            );
          if (field.kind === 'image')
            return (
              <Controller
                key={field.name}
                control={form.control}
                name={field.name}
                render={({ field: control }) => (
                  <ImageField
                    label={field.label}
                    name={control.name}
                    value={typeof control.value === 'string' ? control.value : ''}
                    onChange={control.onChange}
                  />
                )}
              />
            );
          return (
            <Field key={field.name} label={field.label} hint={field.hint} error={errorOf(errors, field.name)}>
              {(props) =>
                field.kind === 'textarea' ? (
                  <textarea {...props} {...form.register(field.name)} rows={3} />
                ) : field.kind === 'select' ? (
                  <select {...props} {...form.register(field.name)}>
                    {field.options?.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </select>
                ) : field.kind === 'number' ? (
                  <input
                    {...props}
                    {...form.register(field.name, { setValueAs: toNumber })}
                    type="number"
                    step="any"
                  />
                ) : (
                  <input {...props} {...form.register(field.name)} autoComplete="off" />
                )
              }
            </Field>
          );
        })}
        <FormError error={save.error} />
        <div className="dialog-buttons">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : `Save ${spec.one}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteItem({ spec, item }: { spec: KindSpec; item: ContentItem }) {
  const [open, setOpen] = useState(false);
  const { remove } = useContentMutations(spec.kind);
  const name = String(item[spec.nameField] ?? '');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      title={`Delete the ${spec.one} ${name}?`}
      description="It goes from the storefront at once. Making it Inactive hides it and keeps it for later."
      confirmLabel="Delete"
      danger
      pending={remove.isPending}
      error={remove.error}
      trigger={
        <button type="button" className="button button-danger-quiet" aria-label={`Delete ${name}`}>
          Delete
        </button>
      }
      onConfirm={() => remove.mutate(item.id, { onSuccess: () => setOpen(false) })}
    />
  );
}

/** One kind of listed content: its records in order, with add, edit and delete for the owner. */
export function ContentList({ spec }: { spec: KindSpec }) {
  const list = useContentList(spec.kind);
  const mayManage = useCan('content.manage');
  if (list.isPending) return <LoadingState label={`Loading ${spec.title.toLowerCase()}`} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      {mayManage ? (
        <div className="panel-actions">
          <ItemDialog spec={spec} />
        </div>
      ) : null}
      {list.data.length === 0 ? (
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
              {list.data.map((item) => (
                <tr key={item.id}>
                  <td data-label="Name">{String(item[spec.nameField] ?? '')}</td>
                  {spec.columns.map((c) => (
                    <td key={c.name} data-label={c.label}>
                      {String(item[c.name] ?? '')}
                    </td>
                  ))}
                  <td data-label="Status">
                    <span className={`badge ${item.active ? 'badge-active' : 'badge-disabled'}`}>
                      {item.active ? 'Active' : 'Inactive'}
                    </span>
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
  );
}
