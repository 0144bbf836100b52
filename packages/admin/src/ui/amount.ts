/**
 * An amount field's value for the form: a number, with an empty or unreadable field as 0, so the
 * contract's own "more than 0" message answers it (instead of a type error about NaN).
 */
export function toAmount(value: unknown): number {
  const amount = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(amount) ? amount : 0;
}
