import { OTP_DIGITS } from '../constants';
import { TEXTS } from '../texts';
import { type ValidationResult, invalid, valid } from './result';

/** Six empty OTP boxes. */
export const emptyOtp = (): string[] => Array.from({ length: OTP_DIGITS }, () => '');

/** The result of typing into one OTP box. */
export interface OtpEntry {
  digits: string[];
  /** The box to focus next: the following one after a digit, the same one otherwise. */
  focus: number;
}

/**
 * Typing into OTP box `index`: the box keeps one digit (the last typed, so overtyping replaces);
 * non-digits are ignored; focus moves on after a digit. Pasting several digits into a box fills
 * from there (see {@link fillOtpFromPaste}).
 */
export function setOtpDigit(digits: readonly string[], index: number, raw: string): OtpEntry {
  const next = normaliseBoxes(digits);
  const typed = raw.replace(/\D/g, '');
  if (typed.length > 1) {
    const pasted = typed.slice(0, OTP_DIGITS - index).split('');
    pasted.forEach((digit, i) => {
      next[index + i] = digit;
    });
    return { digits: next, focus: Math.min(OTP_DIGITS - 1, index + pasted.length) };
  }
  next[index] = typed;
  return { digits: next, focus: typed === '' ? index : Math.min(OTP_DIGITS - 1, index + 1) };
}

/** Six boxes filled from pasted text (its digits, in order); missing ones stay empty. */
export function fillOtpFromPaste(text: string): string[] {
  const boxes = emptyOtp();
  text
    .replace(/\D/g, '')
    .slice(0, OTP_DIGITS)
    .split('')
    .forEach((digit, i) => {
      boxes[i] = digit;
    });
  return boxes;
}

/** The code the boxes spell. */
export const otpCode = (digits: readonly string[]): string => normaliseBoxes(digits).join('');

/** Reset OTP: all 6 digits, else "Please enter all 6 digits of OTP". (Registration sends without a check.) */
export function validateOtp(digits: readonly string[] | string): ValidationResult<string> {
  const code = typeof digits === 'string' ? digits.trim() : otpCode(digits);
  return new RegExp(`^\\d{${OTP_DIGITS}}$`).test(code) ? valid(code) : invalid(TEXTS.OTP_INCOMPLETE);
}

function normaliseBoxes(digits: readonly string[]): string[] {
  return Array.from({ length: OTP_DIGITS }, (_, i) => (digits[i] ?? '').replace(/\D/g, '').slice(-1));
}
