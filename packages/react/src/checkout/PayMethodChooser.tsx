import { PAY_METHOD_ON_DELIVERY, type PayMethod } from '@skatekit/core/rules';
import { textLabel, TEXTS } from '@skatekit/core/texts';
import { useId } from 'react';
import { useSkateStyles } from '../provider/sheets';
import { CHECKOUT_SHEETS } from '../styles/groups/checkout';

export interface PayMethodChooserProps {
  methods: readonly PayMethod[];
  value: PayMethod | null;
  onChange: (method: PayMethod) => void;
}

// Read when shown: the notes are texts a merchant may override.
const note = (method: PayMethod) =>
  method === PAY_METHOD_ON_DELIVERY ? TEXTS.PAY_ON_DELIVERY_NOTE : TEXTS.PAY_NOW_NOTE;

/** The payment method: a radio group of the offered methods. */
export function PayMethodChooser({ methods, value, onChange }: PayMethodChooserProps) {
  useSkateStyles(CHECKOUT_SHEETS);
  const name = useId();
  return (
    <section className="skate-card skate-panel" part="card">
      <fieldset className="skate-radio-cards">
        <legend className="skate-panel-title">{TEXTS.PAYMENT_METHOD}</legend>
        {methods.map((method) => (
          <label key={method} className="skate-radio-card">
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            <span>
              {textLabel(method)}
              <small>{note(method)}</small>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
