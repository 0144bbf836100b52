import { type FieldErrors, hasErrors } from '@skatekit/core/rules';
import { type ChangeEvent, type FormEvent, useState } from 'react';

/** A form whose every field holds text. */
type TextForm<F> = { [K in keyof F]: string };

/** What `bind(field)` gives a TextField or TextAreaField: its name, value, error and change handler. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export interface FormFieldsOptions<F extends TextForm<F>> {
  /** Core's validator for the form: an error message per field, the spec's texts. */
  validate: (form: F) => FieldErrors<keyof F & string>;
  /** Sends a valid form; `busy` is true until it settles. `reset` empties the fields. */
  submit: (form: F, controls: { reset: () => void }) => Promise<void>;
  /** Per-field rewrite of what is typed before it is kept (e.g. clamping the message). */
  normalise?: Partial<Record<keyof F, (value: string) => string>>;
}

export interface FormFields<F extends TextForm<F>> {
  form: F;
  errors: FieldErrors<keyof F & string>;
  /** True while `submit` runs. */
  busy: boolean;
  /** Props for the field named `field` (the input's `name` is the form's key). */
  bind: (field: keyof F & string) => BoundField;
  /** The `<form>`'s submit handler: validates, shows the errors, or sends with `busy` set. */
  onSubmit: (event: FormEvent) => Promise<void>;
}

/**
 * State of a small text form: the values, the per-field errors (a field's error clears when it is
 * edited) and the busy flag while the valid form is sent.
 *
 * @example
 * const { bind, busy, onSubmit } = useFormFields(EMPTY, { validate: validateEnquiry, submit: send });
 * <form noValidate onSubmit={onSubmit}><TextField label={TEXTS.NAME} {...bind('name')} /></form>
 */
export function useFormFields<F extends TextForm<F>>(
  empty: F,
  { validate, submit, normalise }: FormFieldsOptions<F>,
): FormFields<F> {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof F & string>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof F & string, value: string) => {
    const kept = normalise?.[field]?.(value) ?? value;
    setForm((current) => ({ ...current, [field]: kept }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const bind = (field: keyof F & string): BoundField => ({
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (event) => set(field, event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await submit(form, { reset: () => setForm(empty) });
    } finally {
      setBusy(false);
    }
  };

  return { form, errors, busy, bind, onSubmit };
}
