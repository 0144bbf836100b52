import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { MutationState } from './ConfirmDialog';
import { FormDialog } from './FormDialog';
import { type FieldSpec, FormFields } from './FormFields';

type Values = Record<string, unknown>;

/** Where the fields are cut to show something after `field` (all of them when it is not there). */
const cut = (fields: FieldSpec[], field: string) => {
  const at = fields.findIndex((spec) => spec.name === field);
  return at < 0 ? fields.length : at + 1;
};

/** A save mutation of a record: `id` to edit one, none to add one. */
export interface SaveMutation extends MutationState {
  mutate(variables: { id?: string; body: never }, options: { onSuccess: () => void }): void;
}

/**
 * Add a record, or edit one (`id` given), in a `FormDialog` whose fields come from specs and whose
 * values core's schema checks before `save` sends them; it closes once saved.
 */
export function RecordDialog({
  schema,
  fields,
  initial,
  toBody = (values) => values,
  save,
  id,
  after,
  ...dialog
}: {
  schema: z.ZodType;
  fields: FieldSpec[];
  /** The form's values on opening. */
  initial: () => Values;
  /** The body sent, of the checked values. */
  toBody?: (values: Values) => Values;
  save: SaveMutation;
  id?: string;
  /** Something of the form's own shown right after one field (the pincode's "Find place"). */
  after?: { field: string; render: (form: UseFormReturn<Values>) => ReactNode };
  title: string;
  description?: string;
  trigger: ReactNode;
  submitLabel: string;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema as never), defaultValues: initial() });
  return (
    <FormDialog
      {...dialog}
      mutation={save}
      onOpen={() => form.reset(initial())}
      onSubmit={(close) =>
        form.handleSubmit((values) =>
          save.mutate({ id, body: toBody(values) as never }, { onSuccess: close }),
        )
      }
    >
      {after ? (
        <>
          <FormFields form={form} fields={fields.slice(0, cut(fields, after.field))} />
          {after.render(form)}
          <FormFields form={form} fields={fields.slice(cut(fields, after.field))} />
        </>
      ) : (
        <FormFields form={form} fields={fields} />
      )}
    </FormDialog>
  );
}
