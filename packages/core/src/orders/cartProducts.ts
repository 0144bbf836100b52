import { asList } from '../format/coerce';

/**
 * The products of an order: `cart_products` may be a list or its JSON text; unreadable text or
 * non-object entries give nothing rather than an error.
 */
export function parseCartProducts<T extends object = Record<string, unknown>>(value: unknown): T[] {
  return asList<T>(value).filter(
    (entry) => entry !== null && typeof entry === 'object' && !Array.isArray(entry),
  );
}
