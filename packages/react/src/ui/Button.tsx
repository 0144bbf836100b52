import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

/** Visual weight of a button; `primary` is the one main action of a view. */
/** `action` is a buying action (Add to Cart, Buy Now, Checkout, Place Order): the theme's --skate-color-action. */
export type ButtonVariant = 'primary' | 'accent' | 'action' | 'outline' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight (default `primary`). */
  variant?: ButtonVariant;
  /** Compact size for cards and dense rows. */
  size?: 'md' | 'sm';
  /** Stretch to the container's width. */
  block?: boolean;
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
}

/** The package's button: always a real `<button>` (type="button" unless told otherwise). */
export function Button({
  variant = 'primary',
  size = 'md',
  block,
  loading,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  useSkateStyles(UI_SHEETS);
  const classes = ['skate-btn', `skate-btn--${variant}`];
  if (size === 'sm') classes.push('skate-btn--sm');
  if (block) classes.push('skate-btn--block');
  if (className) classes.push(className);
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      part={variant === 'ghost' || variant === 'danger' ? 'button' : `button button-${variant}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner label="" /> : null}
      {children}
    </button>
  );
}
