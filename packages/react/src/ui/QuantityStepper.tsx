import { TEXTS } from '@skatekit/core';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Lowest value; the minus button never goes below it (the spec's floor is 1). */
  min?: number;
  /** Highest value (stock), when known. */
  max?: number;
  disabled?: boolean;
  /** Names the control when several are on screen (cart lines). */
  label?: string;
}

/** Minus / value / plus. The value is announced as it changes. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  disabled,
  label = TEXTS.QUANTITY,
}: QuantityStepperProps) {
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and an output, not a fieldset form.
    <div className="skate-qty" role="group" aria-label={label}>
      <button
        type="button"
        aria-label={TEXTS.DECREASE_QUANTITY}
        disabled={disabled || atMin}
        onClick={() => onChange(Math.max(min, value - 1))}
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
        onClick={() => onChange(max === undefined ? value + 1 : Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
