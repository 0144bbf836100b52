import { isSkateError, selectUserId, selectUserName } from '@skatekit/core';
import type { Address, AddressBodyInput, AddressDefaultKind } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useCallback } from 'react';
import { useStore } from 'zustand';
import { type AsyncState, useAsync } from '../hooks/useAsync';
import { useLogOnError } from '../hooks/useToastOnError';
import { useStorefront } from '../provider/useStorefront';
import { notify } from '../ui/toast';

/** The fields the address form edits. */
export type AddressDraft = Pick<
  AddressBodyInput,
  'location_user' | 'new_address' | 'city' | 'area' | 'pincode'
>;

/** A refusal the server worded (non-2xx, or success: false) vs. a request that did not get through. */
const refused = (error: unknown) => isSkateError(error) && error.code !== 'network';

export interface AddressBook {
  addresses: AsyncState<Address[]>;
  /** Creates (no id) or updates an address; true when saved. */
  save: (draft: AddressDraft, id?: string) => Promise<boolean>;
  remove: (id: string) => Promise<boolean>;
  /** Makes an address the default of one kind: reset the current default first, then set. */
  setDefault: (id: string, kind: AddressDefaultKind) => Promise<boolean>;
}

/**
 * The signed-in user's addresses and the actions on them, with the spec's notices: "Address not
 * found", "Failed to save address" / "Error saving address", "Failed to delete address." /
 * "An error occurred while deleting.", "An error occurred while setting default address".
 */
export function useAddresses(): AddressBook {
  const { api, session } = useStorefront();
  const userId = useStore(session, selectUserId);
  const userName = useStore(session, selectUserName);
  const addresses = useAsync(
    () => (userId ? api.addresses.list(userId) : Promise.resolve<Address[]>([])),
    [api, userId],
  );
  useLogOnError(addresses.status, addresses.error, 'addresses');
  const { reload } = addresses;
  const list = addresses.data;

  const save = useCallback(
    async (draft: AddressDraft, id?: string) => {
      if (!userId) return false;
      if (id && !list?.some((a) => a.id === id || a._id === id)) {
        notify.error(TEXTS.ADDRESS_NOT_FOUND);
        return false;
      }
      const body: AddressBodyInput = {
        ...draft,
        area: draft.area || undefined,
        user_id: userId,
        user_name: userName || undefined,
      };
      try {
        if (id) await api.addresses.update(id, body);
        else await api.addresses.create(body);
        notify.success(TEXTS.ADDRESS_SAVED);
        reload();
        return true;
      } catch (error) {
        console.error(error);
        notify.error(refused(error) ? TEXTS.FAILED_SAVE_ADDRESS : TEXTS.ERROR_SAVING_ADDRESS);
        return false;
      }
    },
    [api, userId, userName, list, reload],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        await api.addresses.remove(id);
        notify.success(TEXTS.ADDRESS_DELETED);
        reload();
        return true;
      } catch (error) {
        console.error(error);
        notify.error(refused(error) ? TEXTS.FAILED_DELETE_ADDRESS : TEXTS.ERROR_DELETING);
        return false;
      }
    },
    [api, reload],
  );

  const setDefault = useCallback(
    async (id: string, kind: AddressDefaultKind) => {
      if (!userId) return false;
      try {
        await api.addresses.resetDefault(kind, userId);
        await api.addresses.setDefault(
          id,
          kind === 'shipping' ? { defaultaddressS: true } : { defaultaddressB: true },
        );
        reload();
        return true;
      } catch (error) {
        console.error(error);
        notify.error(TEXTS.ERROR_SETTING_DEFAULT_ADDRESS);
        reload();
        return false;
      }
    },
    [api, userId, reload],
  );

  return { addresses, save, remove, setDefault };
}

export { addressId } from '@skatekit/core/rules';
