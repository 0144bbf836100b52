import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

/** Ids and aria attributes that tie a control to its label, hint and error. */
interface FieldIds {
  inputId: string;
  errorId: string;
  hintId: string;
}

interface FieldFrameProps {
  /** Visible label text; every field has one. */
  label: ReactNode;
  /** The field's error message (the spec's text), shown under it and announced. */
  error?: string | null;
  /** Help text shown under the field (e.g. the message counter). */
  hint?: ReactNode;
  /** Marks the hint as danger-coloured (the counter at its limit). */
  hintDanger?: boolean;
  /** Shows a required marker next to the label. */
  required?: boolean;
  /** Announces the error as it appears (role="alert"; default true). */
  alertError?: boolean;
  className?: string;
}

/** `aria-describedby` for a control: the hint and the error when present. */
function describedBy(ids: FieldIds, hint: ReactNode, error: string | null | undefined): string | undefined {
  const parts = [hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `skate-f${generated.replace(/:/g, '')}`;
  return { inputId, errorId: `${inputId}-error`, hintId: `${inputId}-hint` };
}

/** The error under a field, announced and referenced by the control's aria-describedby. */
function FieldError({ id, error, alert = true }: { id: string; error?: string | null; alert?: boolean }) {
  return error ? (
    <p id={id} className="skate-field-error" role={alert ? 'alert' : undefined}>
      {error}
    </p>
  ) : null;
}

type FrameProps = FieldFrameProps & { ids: FieldIds };

function Frame({
  ids,
  label,
  error,
  hint,
  hintDanger,
  required,
  alertError,
  className,
  children,
}: FrameProps & { children: ReactNode }) {
  return (
    <div className={`skate-field${className ? ` ${className}` : ''}`}>
      <label className="skate-label" part="label" htmlFor={ids.inputId}>
        {label}
        {required ? (
          <span className="skate-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className={`skate-field-hint${hintDanger ? ' skate-field-hint--danger' : ''}`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} alert={alertError} />
    </div>
  );
}

/**
 * Splits a framed field's props into the frame's and the control's, and gives the control its id,
 * class and aria wiring. `required` shows the label's marker and sets `aria-required`; it is not passed
 * on as the native attribute.
 */
function useFramedControl<P extends FieldFrameProps & { id?: string }>(
  { label, error, hint, hintDanger, required, alertError, className, id, ...control }: P,
  controlClassName: string,
) {
  const ids = useFieldIds(id);
  const frame: FrameProps = { ids, label, error, hint, hintDanger, required, alertError, className };
  return {
    frame,
    control: {
      ...control,
      id: ids.inputId,
      className: controlClassName,
      part: 'input',
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(ids, hint, error),
    },
  };
}

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** A labelled `<input>` whose error is tied to it with aria-describedby and aria-invalid. */
export function TextField(props: TextFieldProps) {
  useSkateStyles(UI_SHEETS);
  const { frame, control } = useFramedControl(props, 'skate-input');
  return (
    <Frame {...frame}>
      <input {...control} />
    </Frame>
  );
}

export type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

/** A labelled `<textarea>`, same wiring as TextField. */
export function TextAreaField(props: TextAreaFieldProps) {
  useSkateStyles(UI_SHEETS);
  const { frame, control } = useFramedControl(props, 'skate-textarea');
  return (
    <Frame {...frame}>
      <textarea {...control} />
    </Frame>
  );
}

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    /** The options, value = label. */
    options: readonly string[];
    /** First, empty option (the "choose one" state). */
    placeholder?: string;
  };

/** A labelled `<select>` over a list of texts. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  useSkateStyles(UI_SHEETS);
  const { frame, control } = useFramedControl(props, 'skate-select');
  return (
    <Frame {...frame}>
      <select {...control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export interface RadioGroupFieldProps {
  /** The group's legend. */
  label: ReactNode;
  /** Shared `name` of the radios. */
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
}

/** A fieldset of radios with a legend; the error is tied to the group. */
export function RadioGroupField({
  label,
  name,
  options,
  value,
  onChange,
  error,
  required,
}: RadioGroupFieldProps) {
  useSkateStyles(UI_SHEETS);
  const ids = useFieldIds();
  return (
    <fieldset className="skate-field skate-fieldset" aria-describedby={error ? ids.errorId : undefined}>
      <legend className="skate-label" part="label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="skate-radio-row">
        {options.map((option) => (
          <label key={option} className="skate-radio">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              required={required}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** The checkbox's label (may hold a link). */
  label: ReactNode;
  error?: string | null;
}

/** A checkbox with its label beside it and its error tied to it. */
export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  useSkateStyles(UI_SHEETS);
  const ids = useFieldIds(id);
  return (
    <div className="skate-field">
      <div className="skate-checkbox">
        <input
          {...input}
          type="checkbox"
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.errorId : undefined}
        />
        <label htmlFor={ids.inputId}>{label}</label>
      </div>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
