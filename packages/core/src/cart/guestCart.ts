import { MAX_LINE_QUANTITY } from '../constants';
import { type Numeric, toNumber, toText } from '../format/coerce';
import { TEXTS } from '../texts';

/** The fields the guest-cart rules read from a line. */
export interface GuestLineLike {
  product_id?: string | null;
  product_sku?: string | null;
  quantity?: Numeric;
}

/**
 * Where the item is added from: listings refuse duplicates; the detail page adds to the quantity;
 * `merge` (a guest cart pushed after login) refuses only a sku already there, so the server's line
 * stands and other variations of the product still arrive.
 */
export type AddContext = 'listing' | 'detail' | 'merge';

/** What adding did. */
export type AddOutcome = 'added' | 'duplicate' | 'increased';

/** The key that makes a line unique: its sku, or its product id when it has no sku. */
export function lineKey(line: GuestLineLike): string {
  return toText(line.product_sku) || toText(line.product_id);
}

const quantityOf = (line: GuestLineLike) => Math.max(1, Math.floor(toNumber(line.quantity) || 1));

/**
 * The one cart policy, for the guest cart (browser storage) and the server cart (`POST /cart`) alike:
 * at most one line per sku. Listing: an item whose product_id or sku is already there is refused
 * ('duplicate', cart unchanged). Detail page: an item whose sku is already there adds its quantity to
 * that line ('increased'), for guests and signed-in shoppers the same. Merge: only the same sku is a
 * duplicate. Never mutates `lines`.
 */
export function addLine<T extends GuestLineLike>(
  lines: readonly T[],
  item: T,
  { context }: { context: AddContext },
): { lines: T[]; outcome: AddOutcome } {
  const key = lineKey(item);
  const sameKey = (line: T) => key !== '' && lineKey(line) === key;
  if (context === 'listing') {
    const id = toText(item.product_id);
    if (lines.some((line) => sameKey(line) || (id !== '' && toText(line.product_id) === id))) {
      return { lines: [...lines], outcome: 'duplicate' };
    }
  } else if (context === 'merge') {
    if (lines.some(sameKey)) return { lines: [...lines], outcome: 'duplicate' };
  } else {
    const index = lines.findIndex(sameKey);
    if (index >= 0) {
      const next = [...lines];
      next[index] = { ...next[index], quantity: quantityOf(next[index]) + quantityOf(item) };
      return { lines: next, outcome: 'increased' };
    }
  }
  return { lines: [...lines, { ...item, quantity: quantityOf(item) }], outcome: 'added' };
}

/** The notice for an add: a warning "Product already in cart" for a duplicate, else "Added to cart". */
export function addOutcomeNotice(outcome: AddOutcome): { type: 'success' | 'warning'; message: string } {
  return outcome === 'duplicate'
    ? { type: 'warning', message: TEXTS.PRODUCT_ALREADY_IN_CART }
    : { type: 'success', message: TEXTS.ADDED_TO_CART };
}

/** Sets a line's quantity (whole, 1 to MAX_LINE_QUANTITY). */
export function setQuantity<T extends GuestLineLike>(
  lines: readonly T[],
  key: string,
  quantity: number,
): T[] {
  const next = Number.isFinite(quantity) ? Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity))) : 1;
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity: next } : line));
}

/** Removes the line with that key (sku, or product id for a line without sku). */
export function removeLine<T extends GuestLineLike>(lines: readonly T[], key: string): T[] {
  return lines.filter((line) => lineKey(line) !== key);
}

/** The cart badge count: the number of lines. */
export const cartCount = (lines: readonly unknown[]): number => lines.length;
