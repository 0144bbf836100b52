import { PASSWORD_MIN } from '../constants';
import { TEXTS } from '../texts';
import { type ValidationResult, invalid, valid } from './result';

/**
 * Login (and sign-up) password: at least 6 characters, else "Password must be at least 6 characters long".
 * Not trimmed: spaces are allowed in passwords.
 */
export function validateLoginPassword(password: string | null | undefined): ValidationResult<string> {
  const value = password ?? '';
  return value.length >= PASSWORD_MIN ? valid(value) : invalid(TEXTS.PASSWORD_MIN_LOGIN);
}

/**
 * Reset: the new password needs at least 6 characters ("Password must be at least 6 characters.")
 * and must equal its confirmation ("Passwords do not match.").
 */
export function validateNewPassword(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): ValidationResult<string> {
  const value = password ?? '';
  if (value.length < PASSWORD_MIN) return invalid(TEXTS.PASSWORD_MIN_RESET);
  if (value !== (confirmation ?? '')) return invalid(TEXTS.PASSWORDS_DO_NOT_MATCH);
  return valid(value);
}
