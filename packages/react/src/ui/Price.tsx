import { formatInr } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

export interface PriceProps {
  /** What the shopper pays, in rupees; null or undefined shows "N/A". */
  current: number | null | undefined;
  /** The struck-through regular price, shown only when it is a different, positive amount. */
  original?: number | null;
  /** Larger type for the product page. */
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * Rupee amounts as Indian currency text (core's formatInr). Which amounts to pass is a pricing
 * rule and comes from core (productPriceDisplay and friends), never from the caller's arithmetic.
 */
export function Price({ current, original, size = 'md', className }: PriceProps) {
  useSkateStyles(UI_SHEETS);
  const showOriginal = original != null && original > 0 && original !== current;
  const classes = ['skate-price'];
  if (size === 'lg') classes.push('skate-price--lg');
  if (className) classes.push(className);
  return (
    <span className={classes.join(' ')}>
      <span className="skate-price-current">
        {current == null ? TEXTS.PRICE_NOT_AVAILABLE : formatInr(current)}
      </span>
      {showOriginal ? (
        <s className="skate-price-original">
          <span className="skate-visually-hidden">Regular price </span>
          {formatInr(original)}
        </s>
      ) : null}
    </span>
  );
}
