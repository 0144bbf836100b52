/** What every validator returns: the cleaned value, or the spec's exact message. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** A passing result. */
export const valid = <T>(value: T): ValidationResult<T> => ({ ok: true, value });

/** A failing result carrying the message to show. */
export const invalid = <T = never>(message: string): ValidationResult<T> => ({ ok: false, message });

/** Per-field messages of a form; a field that passed has no entry. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** True when a form's field errors hold no message. */
export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}
