import { stockOnHand } from '../catalogue/stock';
import { wholeQuantity } from '../format/quantity';

/**
 * The most units of a product or variation a shopper can put in one line: the units on hand
 * ({@link stockOnHand}); no cap (null) for "Unlimited Stock" or a stock the record does not count.
 * @example stockLimit('12') // 12
 * @example stockLimit('In Stock', 0) // 0
 * @example stockLimit('Unlimited Stock') // null
 */
export function stockLimit(stock: unknown, totalStock?: unknown): number | null {
  return stockOnHand(stock, totalStock) ?? null;
}

/**
 * A quantity brought within a stock limit ({@link stockLimit}): a whole quantity of at least 1, and no
 * more than the limit when the limit is known and above 0 (an out-of-stock line is blocked elsewhere).
 * @example withinStock(5, 3) // 3
 * @example withinStock(5, null) // 5
 */
export function withinStock(quantity: unknown, limit: number | null): number {
  const whole = wholeQuantity(quantity);
  return limit !== null && limit > 0 ? Math.min(whole, limit) : whole;
}
