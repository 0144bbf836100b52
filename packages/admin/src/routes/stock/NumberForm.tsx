import type { ReactNode } from 'react';

/**
 * A one-number form of the stock screen: a labelled numeric box and its submit button (the units on
 * hand, an adjustment, the low-stock threshold); `children` follow the button inside the form.
 */
export function NumberForm({
  label,
  value,
  onChange,
  size,
  placeholder,
  submit,
  disabled,
  onSubmit,
  className,
  children,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  size: number;
  placeholder?: string;
  submit: ReactNode;
  disabled: boolean;
  onSubmit: () => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        {label}
        <input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          size={size}
          placeholder={placeholder}
        />
      </label>
      <button type="submit" className="button" disabled={disabled}>
        {submit}
      </button>
      {children}
    </form>
  );
}
