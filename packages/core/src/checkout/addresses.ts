import { isFlagSet } from '../format/coerce';

/** The address fields the default rules read. */
export interface AddressLike {
  id?: string | null;
  defaultaddressS?: unknown;
  defaultaddressB?: unknown;
}

/**
 * The shipping and billing addresses checkout starts with: the ones marked default shipping
 * (defaultaddressS) and default billing (defaultaddressB). With exactly one address, it is used
 * for both. Null where none applies.
 */
export function defaultAddresses<T extends AddressLike>(
  addresses: readonly T[],
): { shipping: T | null; billing: T | null } {
  if (addresses.length === 1) return { shipping: addresses[0], billing: addresses[0] };
  return {
    shipping: addresses.find((a) => isFlagSet(a.defaultaddressS)) ?? null,
    billing: addresses.find((a) => isFlagSet(a.defaultaddressB)) ?? null,
  };
}

/** A saved address's id (`id`, or the spec's `_id`), as the order body and the address calls take it. */
export const addressId = (address: { id?: string | null; _id?: string | null }): string =>
  address.id || address._id || '';
