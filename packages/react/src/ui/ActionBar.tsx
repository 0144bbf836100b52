import { formatInr } from '@skatekit/core/rules';
import type { ReactNode } from 'react';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

export interface ActionBarProps {
  /** The amount the actions are about (the price, the cart's or the order's total), in rupees. */
  value?: number | null;
  /** What the amount is, for screen readers ("Price", "Total"). */
  valueLabel?: string;
  /** The page's main actions (Add to Cart / Buy Now, Checkout, Place Order). */
  children: ReactNode;
  className?: string;
}

/**
 * Where a customer acts. In the flow of the page on wide screens; on phones in the full shop (a
 * bottom nav below) it sticks above the bottom nav with the amount beside the actions, so price and
 * Add to Cart, or total and Place Order, are on the first screen. The amount shows only there (the
 * page's own summary states it on wide screens).
 */
export function ActionBar({ value, valueLabel, children, className }: ActionBarProps) {
  useSkateStyles(UI_SHEETS);
  return (
    <div className={`skate-action-bar${className ? ` ${className}` : ''}`}>
      {value != null ? (
        <span className="skate-action-bar-value" data-testid="skate-action-bar-value">
          {valueLabel ? <span className="skate-visually-hidden">{valueLabel}: </span> : null}
          {formatInr(value)}
        </span>
      ) : null}
      <div className="skate-action-bar-buttons">{children}</div>
    </div>
  );
}
