import { validateAddressChoice } from '@skatekit/core/rules';
import type { Address, AddressDefaultKind } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useId, useState } from 'react';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/toast';
import { addressText } from './AddressManager';
import { addressId } from './useAddresses';
import { RadioCards } from './RadioCards';

export interface AddressChoiceProps {
  kind: AddressDefaultKind;
  /** The address now used for this kind. */
  current: Address | null;
  addresses: readonly Address[];
  /** Makes the chosen address the default of this kind (reset, then set). */
  onSave: (id: string) => Promise<boolean>;
  /** A warning under the address (the shipping pincode not served). */
  warning?: string | null;
  /** The billing address is the shipping one: say so instead of showing it a second time. */
  sameAsShipping?: boolean;
}

/**
 * The shipping (or billing) address of the order: the chosen card and a Change dialog whose Save
 * needs a choice ("Please select an address before saving."). A billing address that is the shipping
 * one reads "Same as shipping address", so checkout shows the address once.
 */
export function AddressChoice({
  kind,
  current,
  addresses,
  onSave,
  warning,
  sameAsShipping,
}: AddressChoiceProps) {
  const name = useId();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const title = kind === 'shipping' ? TEXTS.SHIPPING_ADDRESS : TEXTS.BILLING_ADDRESS;

  const save = async () => {
    const choice = validateAddressChoice(picked);
    if (!choice.ok) {
      notify.error(choice.message);
      return;
    }
    setSaving(true);
    try {
      if (await onSave(choice.value)) setOpen(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="skate-address-card skate-address-card--selected">
      <div className="skate-panel-head">
        <h3 className="skate-panel-title">{title}</h3>
        {addresses.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${TEXTS.CHANGE} ${title}`}
            onClick={() => {
              setPicked(current ? addressId(current) : null);
              setOpen(true);
            }}
          >
            {TEXTS.CHANGE}
          </Button>
        ) : null}
      </div>
      {current && sameAsShipping ? (
        <p className="skate-address-text">{TEXTS.BILLING_SAME_AS_SHIPPING}</p>
      ) : current ? (
        <>
          <strong>{current.location_user}</strong>
          <p className="skate-address-text">{addressText(current)}</p>
        </>
      ) : (
        <p className="skate-address-text">
          {kind === 'shipping' ? TEXTS.SELECT_SHIPPING_ADDRESS : TEXTS.SELECT_BILLING_ADDRESS}
        </p>
      )}
      {warning ? (
        <p className="skate-alert skate-alert--warning" role="status">
          {warning}
        </p>
      ) : null}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        footer={
          <Button onClick={() => void save()} loading={saving}>
            {TEXTS.SAVE}
          </Button>
        }
      >
        <RadioCards
          legend={title}
          legendClassName="skate-visually-hidden"
          name={name}
          options={addresses.map((address) => ({
            value: addressId(address),
            label: address.location_user,
            note: addressText(address),
          }))}
          value={picked}
          onChange={setPicked}
        />
      </Modal>
    </div>
  );
}
