import type { CreateOptions } from './http';

// Apart from http.ts (the transport every page's first call needs): what only the order, admission and
// cart-line calls use.

/** A random key for one checkout attempt (crypto.getRandomValues also works outside secure contexts). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The header of an order creation. */
export const idempotencyHeaders = (options: CreateOptions = {}): Record<string, string> => ({
  'Idempotency-Key': options.idempotencyKey ?? newIdempotencyKey(),
});

/**
 * Keeps only `keys` of a stored record, leaving out empty values, so that a guest-cart line or a saved
 * address can be sent inside a strict body (which refuses fields such as `_id`).
 */
export function pickFields<K extends string>(value: object, keys: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  const record = value as Record<string, unknown>;
  for (const key of keys) {
    const entry = record[key];
    if (entry !== undefined && entry !== null && entry !== '') out[key] = entry;
  }
  return out;
}
