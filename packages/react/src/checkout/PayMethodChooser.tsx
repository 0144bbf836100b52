import { PAY_METHOD_ON_DELIVERY, type PayMethod } from '@skatekit/core/rules';
import { textLabel, TEXTS } from '@skatekit/core/texts';
import { useId } from 'react';
import { useSkateStyles } from '../provider/sheets';
import { CHECKOUT_SHEETS } from '../styles/groups/checkout';
import { RadioCards } from './RadioCards';

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
      <RadioCards
        legend={TEXTS.PAYMENT_METHOD}
        legendClassName="skate-panel-title"
        name={name}
        options={methods.map((method) => ({ value: method, label: textLabel(method), note: note(method) }))}
        value={value}
        onChange={onChange}
      />
    </section>
  );
}
