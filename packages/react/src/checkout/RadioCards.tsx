import type { ReactNode } from 'react';

export interface RadioCardOption<V extends string = string> {
  value: V;
  /** The card's title. */
  label: ReactNode;
  /** The line under the title. */
  note: ReactNode;
}

export interface RadioCardsProps<V extends string> {
  /** The group's legend. */
  legend: ReactNode;
  /** The legend's class (`skate-visually-hidden` where a heading already names the group). */
  legendClassName: string;
  /** Shared `name` of the radios. */
  name: string;
  options: readonly RadioCardOption<V>[];
  /** The checked option's value (null: none). */
  value: V | null;
  onChange: (value: V) => void;
}

/** A fieldset of radio cards: each option a card with its title and a note under it. */
export function RadioCards<V extends string>({
  legend,
  legendClassName,
  name,
  options,
  value,
  onChange,
}: RadioCardsProps<V>) {
  return (
    <fieldset className="skate-radio-cards">
      <legend className={legendClassName}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="skate-radio-card">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>
            {option.label}
            <small>{option.note}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
