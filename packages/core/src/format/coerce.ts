/**
 * Tolerant readers for the backend's loose values: numbers that arrive as strings, lists that
 * arrive as JSON text, flags that arrive as "true" or "1". This is the one place these are read:
 * the wire schemas (api/schemas/shared.ts) build on the same functions, so a raw record handed to a
 * pure rule (tests, storage, old carts) reads exactly as its parsed twin would.
 */

/** A number as the backend may send it. */
export type Numeric = number | string | null | undefined;

/**
 * Number from a number or numeric text (" 45 ", "1,299", "₹ 10"); anything else is `undefined`.
 * Commas and the rupee sign are dropped because the loose backend stores formatted prices.
 */
export function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[\s,₹]/g, '');
  if (cleaned === '') return undefined;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** `value` as a finite number; anything unreadable is 0. */
export function toNumber(value: Numeric | unknown): number {
  return parseNumber(value) ?? 0;
}

/** JSON.parse that answers `undefined` instead of throwing; unwraps text that was JSON-encoded twice. */
export function parseJsonText(text: string): unknown {
  let value: unknown = text;
  for (let depth = 0; depth < 2 && typeof value === 'string'; depth++) {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value;
}

/** A list field that may be a list or its JSON text; a parse failure gives an empty list. */
export function asList<T = unknown>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = parseJsonText(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  }
  return [];
}

const TRUE_TEXTS = new Set(['true', '1', 'yes', 'y', 'on']);
const FALSE_TEXTS = new Set(['false', '0', 'no', 'n', 'off', '']);

/**
 * A flag as the wire sends it: true/false, 1/0, "true"/"false", "1"/"0", "yes"/"no" (any case);
 * anything else is `undefined`.
 */
export function parseFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value !== 0;
  if (typeof value !== 'string') return undefined;
  const lowered = value.trim().toLowerCase();
  if (TRUE_TEXTS.has(lowered)) return true;
  if (FALSE_TEXTS.has(lowered)) return false;
  return undefined;
}

/** True for a set flag: true, 1, "true", "1", "yes" - the shapes a boolean flag takes on the wire. */
export function isFlagSet(value: unknown): boolean {
  return parseFlag(value) === true;
}

/** `value` as trimmed text ('' for null, undefined and non-text). */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
