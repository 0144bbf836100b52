import { ADDRESS_TYPES, PINCODE_MIN } from '@skatekit/core/rules';
import { textLabel, TEXTS } from '@skatekit/core/texts';
import { useId, useState } from 'react';
import { TextAreaField, TextField } from '../shell/Field';
import { Button } from '../ui/Button';
import type { AddressDraft } from './useAddresses';
import { useSkateStyles } from '../provider/sheets';
import { CHECKOUT_SHEETS } from '../styles/groups/checkout';

export interface AddressFormProps {
  /** Values to start from (an address being edited); a type outside Home/Office/Others starts as Home. */
  initial?: { [K in keyof AddressDraft]?: string | null };
  onSubmit: (draft: AddressDraft) => Promise<boolean>;
  onCancel: () => void;
}

type Field = 'new_address' | 'city' | 'pincode';

/** Field checks of the form (the server validates again with core's AddressBody schema). */
function check(draft: AddressDraft): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!draft.new_address.trim()) errors.new_address = TEXTS.FIELD_REQUIRED;
  if (!draft.city.trim()) errors.city = TEXTS.FIELD_REQUIRED;
  if (!/^\d+$/.test(draft.pincode) || draft.pincode.length < PINCODE_MIN)
    errors.pincode = TEXTS.PINCODE_INVALID;
  return errors;
}

/** Create/edit an address: type Home/Office/Others, address, city, area, pincode. */
export function AddressForm({ initial, onSubmit, onCancel }: AddressFormProps) {
  useSkateStyles(CHECKOUT_SHEETS);
  const id = useId();
  const [draft, setDraft] = useState<AddressDraft>({
    location_user: ADDRESS_TYPES.find((type) => type === initial?.location_user) ?? ADDRESS_TYPES[0],
    new_address: initial?.new_address ?? '',
    city: initial?.city ?? '',
    area: initial?.area ?? '',
    pincode: initial?.pincode ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof AddressDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: field === 'pincode' ? value.replace(/\D/g, '').slice(0, 10) : value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  // A field's label, id (`-address` for the address line) and error; the errors show on saving, unannounced.
  const field = (name: Field | 'area', label: string) => ({
    id: `${id}-${name === 'new_address' ? 'address' : name}`,
    label,
    error: name === 'area' ? undefined : errors[name],
    alertError: false,
  });

  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const found = check(draft);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        setSaving(true);
        try {
          await onSubmit(draft);
        } finally {
          setSaving(false);
        }
      }}
    >
      <fieldset className="skate-segmented">
        <legend className="skate-label" part="label">
          {TEXTS.ADDRESS_TYPE}
        </legend>
        {ADDRESS_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={draft.location_user === type}
              onChange={() => set('location_user', type)}
            />
            {textLabel(type)}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        {...field('new_address', TEXTS.ADDRESS_LINE)}
        autoComplete="street-address"
        value={draft.new_address}
        onChange={(e) => set('new_address', e.target.value)}
      />
      <div className="skate-form-row skate-form-row--2">
        <TextField
          {...field('city', TEXTS.CITY)}
          autoComplete="address-level2"
          value={draft.city}
          onChange={(e) => set('city', e.target.value)}
        />
        <TextField
          {...field('area', TEXTS.AREA)}
          autoComplete="address-level3"
          value={draft.area ?? ''}
          onChange={(e) => set('area', e.target.value)}
        />
      </div>
      <TextField
        {...field('pincode', TEXTS.PINCODE)}
        inputMode="numeric"
        autoComplete="postal-code"
        value={draft.pincode}
        onChange={(e) => set('pincode', e.target.value)}
      />
      <div className="skate-form-actions">
        <Button variant="outline" onClick={onCancel}>
          {TEXTS.CANCEL}
        </Button>
        <Button type="submit" loading={saving}>
          {TEXTS.SAVE}
        </Button>
      </div>
    </form>
  );
}
