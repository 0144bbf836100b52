import { useId } from 'react';

export interface StudentSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  hint?: string;
  error?: string | null;
  onChange: (value: string) => void;
}

/** A labelled choice among the family's children (values are ids), in the storefront's field look. */
export function StudentSelect({
  label,
  value,
  options,
  placeholder,
  hint,
  error,
  onChange,
}: StudentSelectProps) {
  const id = `skate-s${useId().replace(/:/g, '')}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="skate-field skate-student-select">
      <label className="skate-label" part="label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="skate-select"
        part="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="skate-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="skate-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
