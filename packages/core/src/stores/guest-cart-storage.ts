import { CartItem } from '../api/schemas/records';
import { jsonList } from '../api/schemas/shared';
import { lineKey } from '../cart/guestCart';
import { STORAGE_KEYS } from '../constants';
import { readJson, writeJson } from '../platform/json-storage';
import type { StorageAdapter } from '../platform/storage';

// Entry by entry: one damaged line must not empty the whole cart.
const GuestCart = jsonList(CartItem);

/**
 * The guest cart as stored under `guest_cart`. Corrupt content reads as an empty cart, damaged
 * entries are dropped, and a second line for the same sku (an old version, another script) is
 * dropped too, so the "one line per sku" rule holds whatever the storage says.
 */
export function readGuestCart(storage: StorageAdapter): CartItem[] {
  const lines = readJson(storage, STORAGE_KEYS.guestCart, GuestCart, []);
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = lineKey(line);
    if (key === '') return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Stores the guest cart; an empty cart is stored as `[]` so other tabs see it emptied. */
export function writeGuestCart(storage: StorageAdapter, lines: readonly CartItem[]): void {
  try {
    writeJson(storage, STORAGE_KEYS.guestCart, lines);
  } catch {
    // Quota or a sandboxed frame: the cart lives on in memory for this tab.
  }
}
