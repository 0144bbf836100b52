import type * as z from 'zod/mini';
import type { StorageAdapter } from './storage';

/** Parses JSON text without throwing; `undefined` means "not JSON". */
export function tryParseJson(text: string | null | undefined): unknown {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads `key` as JSON validated by `schema`. Missing, corrupt or schema-invalid content gives
 * `fallback`: storage is shared with other scripts, older versions and hand edits, so its content
 * is untrusted input and must never crash a store.
 */
export function readJson<S extends z.ZodMiniType>(
  storage: StorageAdapter,
  key: string,
  schema: S,
  fallback: z.output<S>,
): z.output<S> {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return fallback;
  }
  const raw = tryParseJson(text);
  if (raw === undefined) return fallback;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
}

/** Writes `value` as JSON; `null`/`undefined` remove the key so readers fall back cleanly. */
export function writeJson(storage: StorageAdapter, key: string, value: unknown): void {
  if (value === null || value === undefined) {
    storage.removeItem(key);
    return;
  }
  storage.setItem(key, JSON.stringify(value));
}

/** Subscribes to cross-tab changes of several keys at once; a no-op when the adapter cannot. */
export function subscribeKeys(
  storage: StorageAdapter,
  keys: readonly string[],
  listener: () => void,
): () => void {
  if (!storage.subscribe) return () => {};
  const offs = keys.map((key) => storage.subscribe!(key, () => listener()));
  return () => {
    for (const off of offs) off();
  };
}
