import { toNumber, toText } from '../format/coerce';

/**
 * The most units of a product or variation a shopper can put in one line: the stock on hand when it
 * is a count, none for "Unlimited Stock" or a stock the record does not tell (null = no cap). A stock
 * text without a count ("In Stock") falls back to the product's totalStock when that is above 0.
 * @example stockLimit('12') // 12
 * @example stockLimit('Unlimited Stock') // null
 */
export function stockLimit(stock: unknown, totalStock?: unknown): number | null {
  const text = toText(stock).trim();
  if (/unlimited/i.test(text)) return null;
  if (/out of stock/i.test(text)) return 0;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.max(0, Math.floor(Number(text)));
  if (typeof stock === 'number' && Number.isFinite(stock)) return Math.max(0, Math.floor(stock));
  const total = toNumber(totalStock);
  return total > 0 ? Math.floor(total) : null;
}
