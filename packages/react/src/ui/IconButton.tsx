import type { ButtonHTMLAttributes } from 'react';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

// Apart from Button.tsx: a listing's cards use Button, the cart lines, galleries and scroll rows this.

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name; icon buttons have no visible text. */
  label: string;
}

/** A round button holding only an icon, named by `label`. */
export function IconButton({ label, className, children, type = 'button', ...rest }: IconButtonProps) {
  useSkateStyles(UI_SHEETS);
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={`skate-icon-btn${className ? ` ${className}` : ''}`}
    >
      {children}
    </button>
  );
}
