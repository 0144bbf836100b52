import { PASSWORD_MIN } from '../constants';
import { TEXTS } from '../texts';
import { type FieldErrors, type ValidationResult, invalid, valid } from './result';

/**
 * Login (and sign-up) password: at least 6 characters, else "Password must be at least 6 characters long".
 * Not trimmed: spaces are allowed in passwords.
 */
export function validateLoginPassword(password: string | null | undefined): ValidationResult<string> {
  const value = password ?? '';
  return value.length >= PASSWORD_MIN ? valid(value) : invalid(TEXTS.PASSWORD_MIN_LOGIN);
}

/**
 * Reset, per field: the new password needs at least 6 characters (`password`: "Password must be at
 * least 6 characters.") and must equal its confirmation (`confirmation`: "Passwords do not match.");
 * the first failing check only. A form puts each message under its own field.
 */
export function newPasswordErrors(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): FieldErrors<'password' | 'confirmation'> {
  const value = password ?? '';
  if (value.length < PASSWORD_MIN) return { password: TEXTS.PASSWORD_MIN_RESET };
  if (value !== (confirmation ?? '')) return { confirmation: TEXTS.PASSWORDS_DO_NOT_MATCH };
  return {};
}

/** Reset: the new password, or the first message of `newPasswordErrors`. */
export function validateNewPassword(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): ValidationResult<string> {
  const errors = newPasswordErrors(password, confirmation);
  const message = errors.password ?? errors.confirmation;
  return message ? invalid(message) : valid(password ?? '');
}
