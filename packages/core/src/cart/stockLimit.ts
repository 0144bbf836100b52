import { stockOnHand } from '../catalogue/stock';

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
