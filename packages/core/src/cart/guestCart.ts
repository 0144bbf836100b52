import type { AddContext } from '../api/schemas/cart';
import { MAX_LINE_QUANTITY } from '../constants';
import { wholeQuantity } from '../format/quantity';
import { lineKey } from '../shapes';
import { type Numeric, toText } from '../format/coerce';
import { TEXTS, outOfStockFor } from '../texts';

/** The fields the guest-cart rules read from a line. */
export interface GuestLineLike {
  product_id?: string | null;
  product_sku?: string | null;
  quantity?: Numeric;
  /** Units on hand of the line's product or variation (core's line view); absent or null: not capped. */
  stock_left?: number | null;
  product_name?: string | null;
}

/** Why a line cannot hold a quantity: more than the units on hand, or more than MAX_LINE_QUANTITY. */
export interface QuantityRefusal {
  reason: 'out-of-stock' | 'quantity-limit';
  message: string;
}

const counted = (stock: number | null | undefined): stock is number =>
  typeof stock === 'number' && Number.isFinite(stock);

/**
 * The most units one line may hold, for the guest cart and the server cart alike: MAX_LINE_QUANTITY,
 * and no more than the units on hand when the line counts them (`stock_left`).
 * @example lineQuantityMax({ stock_left: 2 }) // 2
 * @example lineQuantityMax({ stock_left: null }) // 1000
 */
export function lineQuantityMax(line: Pick<GuestLineLike, 'stock_left'>): number {
  const stock = line.stock_left;
  return counted(stock) ? Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(stock))) : MAX_LINE_QUANTITY;
}

/**
 * Whether a line may hold `quantity` units: null when it may; else more than on hand is
 * `out-of-stock` (the engine's text, "Sorry, {title} is out of stock."), more than MAX_LINE_QUANTITY
 * is `quantity-limit` ("You can order at most 1000 of one item.").
 */
export function quantityRefusal(
  line: Pick<GuestLineLike, 'stock_left' | 'product_name'>,
  quantity: number,
): QuantityRefusal | null {
  if (quantity <= lineQuantityMax(line)) return null;
  if (counted(line.stock_left) && quantity > line.stock_left) {
    return { reason: 'out-of-stock', message: outOfStockFor(toText(line.product_name)) };
  }
  return { reason: 'quantity-limit', message: TEXTS.LINE_QUANTITY_MAX };
}

export type { AddContext } from '../api/schemas/cart';

/** What adding did. */
export type AddOutcome = 'added' | 'duplicate' | 'increased';

/** What `addLine` answers: the lines and the outcome, or a refusal of the quantity (lines unchanged). */
export type AddLineResult<T> =
  | { lines: T[]; outcome: AddOutcome }
  | { lines: T[]; outcome: 'refused'; refusal: QuantityRefusal };

export { lineKey } from '../shapes';

const quantityOf = (line: GuestLineLike) => wholeQuantity(line.quantity);

/**
 * The one cart policy, for the guest cart (browser storage) and the server cart (`POST /cart`) alike:
 * at most one line per sku. Listing and merge: an item whose sku is already there is refused
 * ('duplicate', cart unchanged), so another size (variation) of a product in the cart is a new line
 * (issue 39; the spec refused any line of the same product_id). Detail page: an item whose sku is
 * already there adds its quantity to that line ('increased'), for guests and signed-in shoppers the same. The line's quantity after the add is held to {@link lineQuantityMax} (the item's units on
 * hand, the freshest, else the line's): more is `refused` with {@link quantityRefusal}'s reason, the
 * cart unchanged. Never mutates `lines`.
 */
export function addLine<T extends GuestLineLike>(
  lines: readonly T[],
  item: T,
  { context }: { context: AddContext },
): AddLineResult<T> {
  const key = lineKey(item);
  const sameKey = (line: T) => key !== '' && lineKey(line) === key;
  if (context !== 'detail') {
    if (lines.some(sameKey)) return { lines: [...lines], outcome: 'duplicate' };
  } else {
    const index = lines.findIndex(sameKey);
    if (index >= 0) {
      const line = lines[index];
      const quantity = quantityOf(line) + quantityOf(item);
      const refusal = quantityRefusal(item.stock_left === undefined ? { ...item, ...line } : item, quantity);
      if (refusal) return { lines: [...lines], outcome: 'refused', refusal };
      const next = [...lines];
      // The item's units on hand are the freshest: the line keeps them.
      next[index] =
        item.stock_left === undefined
          ? { ...line, quantity }
          : { ...line, quantity, stock_left: item.stock_left };
      return { lines: next, outcome: 'increased' };
    }
  }
  const refusal = quantityRefusal(item, quantityOf(item));
  if (refusal) return { lines: [...lines], outcome: 'refused', refusal };
  return { lines: [...lines, { ...item, quantity: quantityOf(item) }], outcome: 'added' };
}

/** The notice for an add: a warning "Product already in cart" for a duplicate, else "Added to cart". */
export function addOutcomeNotice(outcome: AddOutcome): { type: 'success' | 'warning'; message: string } {
  return outcome === 'duplicate'
    ? { type: 'warning', message: TEXTS.PRODUCT_ALREADY_IN_CART }
    : { type: 'success', message: TEXTS.ADDED_TO_CART };
}

/**
 * Sets a line's quantity: whole, at least 1, at most {@link lineQuantityMax} of the line (its units on
 * hand, and MAX_LINE_QUANTITY) - the cart page's stepper shows that same maximum.
 */
export function setQuantity<T extends GuestLineLike>(
  lines: readonly T[],
  key: string,
  quantity: number,
): T[] {
  const whole = wholeQuantity(quantity);
  return lines.map((line) =>
    lineKey(line) === key ? { ...line, quantity: Math.max(1, Math.min(lineQuantityMax(line), whole)) } : line,
  );
}

/** Removes the line with that key (sku, or product id for a line without sku). */
export function removeLine<T extends GuestLineLike>(lines: readonly T[], key: string): T[] {
  return lines.filter((line) => lineKey(line) !== key);
}

/** The cart badge count: the number of lines. */
export const cartCount = (lines: readonly unknown[]): number => lines.length;
