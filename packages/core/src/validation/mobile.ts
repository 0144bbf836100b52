import { MOBILE_DIGITS } from '../constants';
import { TEXTS } from '../texts';
import { type ValidationResult, invalid, valid } from './result';

/**
 * Every digit of a typed or pasted mobile number once its prefixes go, uncapped, in the spec's order,
 * each step on what the previous one left: spaces and dashes go; a +91 prefix goes; a 91 prefix goes
 * when more than 10 characters are left; one leading 0 goes; only digits are kept.
 */
export function mobileDigits(raw: string | number | null | undefined): string {
  let value = String(raw ?? '').replace(/[\s-]/g, '');
  if (value.startsWith('+91')) value = value.slice(3);
  // Not `else`: "+91 91 98765 43210" (country code typed twice) still has a 91 too many.
  if (value.startsWith('91') && value.length > MOBILE_DIGITS) value = value.slice(2);
  if (value.startsWith('0')) value = value.slice(1);
  return value.replace(/\D/g, '');
}

/**
 * A typed or pasted mobile number cleaned to at most 10 digits: {@link mobileDigits}, then the first 10.
 * @example normaliseMobile('+91 98765-43210') // "9876543210"
 */
export function normaliseMobile(raw: string | number | null | undefined): string {
  return mobileDigits(raw).slice(0, MOBILE_DIGITS);
}

/** A mobile number: normalised, and exactly 10 digits, else "Please enter a valid 10-digit mobile number." */
export function validateMobile(raw: string | number | null | undefined): ValidationResult<string> {
  const mobile = normaliseMobile(raw);
  return mobile.length === MOBILE_DIGITS ? valid(mobile) : invalid(TEXTS.MOBILE_INVALID);
}

/**
 * What a digits-only box keeps while typing: the digits, at most `max` of them (the sign-up phone
 * box with 10, the Aadhar box with 12).
 */
export function digitsOnly(raw: string | null | undefined, max: number): string {
  return String(raw ?? '')
    .replace(/\D/g, '')
    .slice(0, max);
}
