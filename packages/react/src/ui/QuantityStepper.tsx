import { onlyInStock, TEXTS } from '@skatekit/core/texts';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Lowest value; the minus button never goes below it (the spec's floor is 1). */
  min?: number;
  /** Highest value (the stock on hand), when known; reaching it says "Only {max} in stock". */
  max?: number | null;
  disabled?: boolean;
  /** Names the control when several are on screen (cart lines). */
  label?: string;
}

/** Minus / value / plus, capped at the stock with a note saying so. The value is announced as it changes. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  disabled,
  label = TEXTS.QUANTITY,
}: QuantityStepperProps) {
  useSkateStyles(UI_SHEETS);
  const cap = max ?? undefined;
  const atMin = value <= min;
  const atMax = cap !== undefined && value >= cap;
  return (
    <div className="skate-qty-wrap">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of two buttons and an output, not a fieldset form. */}
      <div className="skate-qty" role="group" aria-label={label}>
        <button
          type="button"
          aria-label={TEXTS.DECREASE_QUANTITY}
          disabled={disabled || atMin}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output aria-live="polite" aria-label={TEXTS.QUANTITY}>
          {value}
        </output>
        <button
          type="button"
          aria-label={TEXTS.INCREASE_QUANTITY}
          disabled={disabled || atMax}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
      <p className="skate-qty-note" aria-live="polite">
        {atMax && cap > 0 ? onlyInStock(cap) : ''}
      </p>
    </div>
  );
}
