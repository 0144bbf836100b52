import type { ButtonHTMLAttributes } from 'react';
import { type ButtonLook, buttonLook } from './buttonLook';
import { Spinner } from './Spinner';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

export type { ButtonVariant } from './buttonLook';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
}

/** The package's button: always a real `<button>` (type="button" unless told otherwise). */
export function Button({
  variant,
  size,
  block,
  loading,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  useSkateStyles(UI_SHEETS);
  return (
    <button
      {...rest}
      type={type}
      {...buttonLook({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner label="" /> : null}
      {children}
    </button>
  );
}
