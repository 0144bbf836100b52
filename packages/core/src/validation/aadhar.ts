import { AADHAR_DIGITS } from '../constants';
import { TEXTS } from '../texts';
import { digitsOnly } from './mobile';
import { type ValidationResult, invalid, valid } from './result';

const TWELVE_DIGITS = new RegExp(`^\\d{${AADHAR_DIGITS}}$`);
/** The number on file as the server answers it: never the whole number, only its last 4 digits. */
const ON_FILE = new RegExp(`^X{${AADHAR_DIGITS - 4}}\\d{4}$`);

/**
 * What the Aadhar box keeps while typing: digits only, at most 12; the masked number on file
 * (XXXXXXXX1234, as a prefilled form holds it) stays as it is until the user types over it.
 */
export const sanitizeAadharInput = (raw: string | null | undefined): string =>
  ON_FILE.test(String(raw ?? '')) ? String(raw) : digitsOnly(raw, AADHAR_DIGITS);

/** Aadhar while editing: required ("Aadhar number is required"), then exactly 12 digits ("Aadhar must be exactly 12 digits"). */
export function validateAadhar(raw: string | null | undefined): ValidationResult<string> {
  const value = String(raw ?? '').trim();
  if (value === '') return invalid(TEXTS.AADHAR_REQUIRED);
  return TWELVE_DIGITS.test(value) || ON_FILE.test(value) ? valid(value) : invalid(TEXTS.AADHAR_LENGTH);
}

/** Aadhar on submit: required, then 12 digits and nothing else ("Aadhar must be exactly 12 digits (numbers only)"). */
export function validateAadharOnSubmit(raw: string | null | undefined): ValidationResult<string> {
  const value = String(raw ?? '').trim();
  if (value === '') return invalid(TEXTS.AADHAR_REQUIRED);
  return TWELVE_DIGITS.test(value) || ON_FILE.test(value)
    ? valid(value)
    : invalid(TEXTS.AADHAR_LENGTH_SUBMIT);
}
