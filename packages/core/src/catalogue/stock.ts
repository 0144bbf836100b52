import { STOCK_OUT, STOCK_UNLIMITED } from '../constants';
import { parseNumber, toText } from '../format/coerce';

const UNLIMITED = STOCK_UNLIMITED.toLowerCase();
const OUT = STOCK_OUT.toLowerCase();

/**
 * How many units of a product or a variation are on hand: the one stock rule of the shop's buttons,
 * the cart's quantity caps, the checkout quote and the server's stock reservation.
 * - "Unlimited Stock" (any case): `null`, no cap; "Out of Stock": 0;
 * - a product (`totalStock` given): its `totalStock`, which the server counts down on every sale (a
 *   count in the stock text is the one it was created with), else the count in the stock text;
 * - a variation: the count in its stock;
 * - otherwise `undefined`: the record does not tell (the stock is not counted).
 * @example stockOnHand('In Stock', 7) // 7
 * @example stockOnHand('Unlimited Stock', 0) // null
 * @example stockOnHand('In Stock') // undefined
 */
export function stockOnHand(stock: unknown, totalStock?: unknown): number | null | undefined {
  const text = toText(stock).trim().toLowerCase();
  if (text === UNLIMITED) return null;
  if (text === OUT) return 0;
  const units = parseNumber(totalStock) ?? parseNumber(typeof stock === 'string' ? stock.trim() : stock);
  return units === undefined ? undefined : Math.max(0, Math.trunc(units));
}
