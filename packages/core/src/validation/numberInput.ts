import { AADHAR_DIGITS, MOBILE_DIGITS } from '../constants';
import { TEXTS } from '../texts';
import { mobileDigits } from './mobile';

/** The kinds of number box: a mobile number (10 digits after +91 / 0) or an Aadhar number (12 digits). */
export type NumberBoxKind = 'mobile' | 'aadhar';

/** What a number box keeps of what was typed, pasted or autofilled. */
export interface CleanedNumber {
  /** The digits kept, at most the box's length. */
  value: string;
  /** True when more digits came than the box holds: the rest were dropped and the customer should check. */
  cut: boolean;
  /** Why the customer should check ("... only the first 10 were kept ..."), '' when nothing was cut. */
  notice: string;
}

const BOXES: Record<NumberBoxKind, { digits: (raw: string) => string; max: number; notice: string }> = {
  mobile: { digits: mobileDigits, max: MOBILE_DIGITS, notice: TEXTS.MOBILE_DIGITS_CUT },
  aadhar: { digits: (raw) => raw.replace(/\D/g, ''), max: AADHAR_DIGITS, notice: TEXTS.AADHAR_DIGITS_CUT },
};

/**
 * What a number box keeps of the whole text it was given (a keystroke, a paste or an autofill all
 * arrive as the box's new text): first the digits (for a mobile, after a leading +91, 91 or 0
 * goes, see mobileDigits), then at most 10 (mobile) or 12 (Aadhar) of them. The box must not
 * carry a `maxlength`: that cuts the raw text ("+91 98200 12345" -> "+91 98200 ") before the
 * digits are kept.
 * @example cleanNumber('1234 5678 9012', 'aadhar') // { value: '123456789012', cut: false, notice: '' }
 * @example cleanNumber('+91 98200 12345', 'mobile').value // "9820012345"
 */
export function cleanNumber(raw: string | number | null | undefined, kind: NumberBoxKind): CleanedNumber {
  const box = BOXES[kind];
  const digits = box.digits(String(raw ?? ''));
  const cut = digits.length > box.max;
  return { value: digits.slice(0, box.max), cut, notice: cut ? box.notice : '' };
}
