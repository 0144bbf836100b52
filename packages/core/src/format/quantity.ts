import { DEFAULT_QUANTITY } from '../constants';
import { toNumber } from './coerce';

/**
 * A line's quantity as every rule reads it: a whole number of units, at least 1 (a fraction is cut
 * to its whole units; nothing, text, 0 or less is 1). The cart, the engine, the invoice and the
 * server's console read quantities through this one rule.
 * @example wholeQuantity('3') // 3
 * @example wholeQuantity(2.7) // 2
 * @example wholeQuantity(undefined) // 1
 */
export function wholeQuantity(value: unknown): number {
  const units = Math.floor(toNumber(value));
  return Number.isFinite(units) && units >= 1 ? units : DEFAULT_QUANTITY;
}
