/**
 * The academy's business constants (section 9 of the spec), apart from constants.ts so that
 * @skatekit/core/academy does not carry the shop's texts; constants.ts re-exports them.
 */
import { ACCOUNT_TEXTS } from './texts/accounts';

/** Academy fee rules quoted on the policy pages. */
export const FEE_DUE_DAY = 10;
/** Late fine in rupees for fees paid after the due day. */
export const LATE_FINE_INR = 200;

/** Genders of the admission form (from the accounts part of TEXTS alone). */
export const GENDERS = [
  ACCOUNT_TEXTS.GENDER_MALE,
  ACCOUNT_TEXTS.GENDER_FEMALE,
  ACCOUNT_TEXTS.GENDER_OTHER,
] as const;
/** One of GENDERS. */
export type Gender = (typeof GENDERS)[number];
