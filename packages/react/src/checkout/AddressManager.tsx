import { defaultAddresses } from '@skatekit/core/rules';
import type { Address } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useState } from 'react';
import { Button } from '../ui/Button';
import { MapPinIcon } from '../ui/icons';
import { ConfirmDialog, Modal } from '../ui/Modal';
import { Loading } from '../ui/Spinner';
import { AddressForm } from './AddressForm';
import { type AddressBook, addressId, useAddresses } from './useAddresses';
import { useSkateStyles } from '../provider/sheets';
import { CHECKOUT_SHEETS } from '../styles/groups/checkout';

export interface AddressManagerProps {
  /** Share one address book with a parent (checkout); a manager on its own loads its own. */
  book?: AddressBook;
  /** Heading shown above the cards. */
  heading?: string;
  /**
   * Only the "+ Add New Address" button and its dialog, without the cards (checkout, where the chosen
   * address shows once in its own card).
   */
  addOnly?: boolean;
}

/** One line of an address, e.g. "12 Link Road, Malad (E), Mumbai - 400097". */
export const addressText = (a: Address) =>
  [a.new_address, a.area, a.city].filter(Boolean).join(', ') + (a.pincode ? ` - ${a.pincode}` : '');

/**
 * The address manager: cards with their defaults, create and edit (Home/Office/Others, address,
 * city, area, pincode), delete after "Are you sure you want to delete this address?", and default
 * shipping / billing (reset, then set). With one address it is used for both.
 */
export function AddressManager({
  book: shared,
  heading = TEXTS.TAB_ADDRESS,
  addOnly = false,
}: AddressManagerProps) {
  useSkateStyles(CHECKOUT_SHEETS);
  const own = useAddresses();
  const book = shared ?? own;
  const list = book.addresses.data ?? [];
  const defaults = defaultAddresses(list);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);

  const addButton = (
    <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
      + {TEXTS.ADD_ADDRESS}
    </Button>
  );
  const editor = (
    <Modal
      open={editing !== null}
      onClose={() => setEditing(null)}
      title={editing === 'new' ? TEXTS.ADD_ADDRESS : TEXTS.EDIT_ADDRESS}
    >
      {editing !== null ? (
        <AddressForm
          initial={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onSubmit={async (draft) => {
            const ok = await book.save(draft, editing === 'new' ? undefined : addressId(editing));
            if (ok) setEditing(null);
            return ok;
          }}
        />
      ) : null}
    </Modal>
  );
  if (addOnly)
    return (
      <div className="skate-form-actions skate-address-add">
        {addButton}
        {editor}
      </div>
    );

  return (
    <section className="skate-card skate-panel" part="card" aria-label={heading}>
      <div className="skate-panel-head">
        <h2 className="skate-panel-title">{heading}</h2>
        {addButton}
      </div>
      {book.addresses.status === 'loading' && !book.addresses.data ? <Loading /> : null}
      <ul className="skate-address-grid">
        {list.map((address) => {
          const id = addressId(address);
          const isShipping = defaults.shipping ? addressId(defaults.shipping) === id : false;
          const isBilling = defaults.billing ? addressId(defaults.billing) === id : false;
          return (
            <li
              key={id}
              className={`skate-address-card${isShipping || isBilling ? ' skate-address-card--selected' : ''}`}
            >
              <span className="skate-address-type">
                <MapPinIcon /> {address.location_user || TEXTS.ADDRESS_TYPE_OTHERS}
              </span>
              <p className="skate-address-text">{addressText(address)}</p>
              <div className="skate-address-badges">
                {isShipping ? (
                  <span className="skate-badge skate-badge--soft" part="badge">
                    {TEXTS.DEFAULT_SHIPPING}
                  </span>
                ) : null}
                {isBilling ? (
                  <span className="skate-badge skate-badge--soft" part="badge">
                    {TEXTS.DEFAULT_BILLING}
                  </span>
                ) : null}
              </div>
              <div className="skate-address-actions">
                <Button variant="ghost" size="sm" onClick={() => setEditing(address)}>
                  {TEXTS.EDIT}
                </Button>
                <Button variant="danger" size="sm" onClick={() => setDeleting(address)}>
                  {TEXTS.DELETE}
                </Button>
                {!isShipping ? (
                  <Button variant="ghost" size="sm" onClick={() => void book.setDefault(id, 'shipping')}>
                    {TEXTS.SET_DEFAULT_SHIPPING}
                  </Button>
                ) : null}
                {!isBilling ? (
                  <Button variant="ghost" size="sm" onClick={() => void book.setDefault(id, 'billing')}>
                    {TEXTS.SET_DEFAULT_BILLING}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {editor}
      <ConfirmDialog
        open={deleting !== null}
        message={TEXTS.DELETE_ADDRESS_CONFIRM}
        confirmLabel={TEXTS.DELETE}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          setBusy(true);
          try {
            await book.remove(addressId(deleting));
          } finally {
            setBusy(false);
            setDeleting(null);
          }
        }}
      />
    </section>
  );
}
