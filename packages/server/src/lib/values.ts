import { wholeQuantity } from '../platform/core';

/** Text of a loosely typed stored value (a cart line's field): '' for null/undefined. */
export const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/** Number of a loosely typed stored value: 0 when it is not one. */
export const asNumber = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** Quantity of a cart line: a whole number, at least 1. */
export const lineQuantity = (line: Record<string, unknown>): number => wholeQuantity(line.quantity);
