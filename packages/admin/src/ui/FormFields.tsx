import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field } from './Field';
import { ImageField } from './ImageField';

/** One field of a form described as data (content kinds, delivery bands, pincodes, delivery settings). */
export interface FieldSpec {
  name: string;
  label: string;
  /** `number`: empty is NaN, so the schema names the field; `optional-number`: empty is null; `amount`: rupees and paise, empty is 0. */
  kind: 'text' | 'textarea' | 'number' | 'optional-number' | 'amount' | 'image' | 'checkbox' | 'select';
  options?: readonly string[];
  hint?: string;
  /** Of a text or number field (a pincode is typed on the number pad); `optional-number` and `amount` are decimal. */
  inputMode?: 'numeric' | 'decimal';
  /** Of a textarea; 3 unless given. */
  rows?: number;
}

/** A number field's value for the form: empty is NaN, so the schema names the field. */
export const toNumber = (value: unknown) => (value === '' ? Number.NaN : Number(value));
/** An optional number field's value: empty is null. */
export const toOptionalNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

/**
 * An amount field's value for the form: a number, with an empty or unreadable field as 0, so the
 * contract's own "more than 0" message answers it (instead of a type error about NaN).
 */
export function toAmount(value: unknown): number {
  const amount = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(amount) ? amount : 0;
}

/** The fields of a react-hook-form form from their specs, each labelled, with its hint and its error. */
export function FormFields<T extends FieldValues>({
  form,
  fields,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the checked values (its third type) are not read here.
  form: UseFormReturn<T, any, any>;
  fields: FieldSpec[];
}) {
  return fields.map((field) => {
    const name = field.name as Path<T>;
    if (field.kind === 'checkbox')
      return (
        <label key={name} className="check">
          <input type="checkbox" {...form.register(name)} /> {field.label}
        </label>
      );
    if (field.kind === 'image')
      return (
        <Controller
          key={name}
          control={form.control}
          name={name}
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
    const error = form.getFieldState(name, form.formState).error?.message;
    return (
      <Field key={name} label={field.label} hint={field.hint} error={error}>
        {(props) =>
          field.kind === 'textarea' ? (
            <textarea {...props} {...form.register(name)} rows={field.rows ?? 3} />
          ) : field.kind === 'select' ? (
            <select {...props} {...form.register(name)}>
              {field.options?.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          ) : field.kind === 'number' || field.kind === 'amount' ? (
            <input
              {...props}
              {...form.register(name, { setValueAs: field.kind === 'amount' ? toAmount : toNumber })}
              type="number"
              {...(field.kind === 'amount'
                ? { inputMode: 'decimal', step: '0.01', min: '0.01' }
                : { inputMode: field.inputMode, step: 'any' })}
            />
          ) : field.kind === 'optional-number' ? (
            <input
              {...props}
              {...form.register(name, { setValueAs: toOptionalNumber })}
              inputMode="decimal"
            />
          ) : (
            <input {...props} {...form.register(name)} inputMode={field.inputMode} autoComplete="off" />
          )
        }
      </Field>
    );
  });
}
