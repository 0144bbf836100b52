import { TEXTS } from '../texts';
import { type ValidationResult, invalid, valid } from './result';

/** Sign-up e-mail: it must contain "@" and a dot, else "Invalid email address". */
export function validateSignupEmail(raw: string | null | undefined): ValidationResult<string> {
  const email = String(raw ?? '').trim();
  return email.includes('@') && email.includes('.') ? valid(email) : invalid(TEXTS.EMAIL_INVALID_SIGNUP);
}

/** One "@", something before it, and a dot inside the part after it; no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Password-reset e-mail: a simple address pattern, else "Please enter a valid email address". */
export function validateResetEmail(raw: string | null | undefined): ValidationResult<string> {
  const email = String(raw ?? '').trim();
  return SIMPLE_EMAIL.test(email) ? valid(email) : invalid(TEXTS.EMAIL_INVALID_RESET);
}
