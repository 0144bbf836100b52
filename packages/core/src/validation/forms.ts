/**
 * The small public forms: contact, enquiry and the guest-details quote form. Each returns a
 * field -> message map (empty when the form may be sent), with the spec's messages.
 */
import { MESSAGE_MAX } from '../constants';
import { TEXTS } from '../texts';
import { validateSignupEmail } from './email';
import { validateMobile } from './mobile';
import { validateLoginPassword } from './password';
import type { FieldErrors } from './result';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Marks each listed field that is blank with "This field is required". */
export function requireFields<K extends string>(
  form: Partial<Record<K, unknown>>,
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of fields) if (blank(form[field])) errors[field] = TEXTS.FIELD_REQUIRED;
  return errors;
}

/** The contact form (Get In Touch). */
export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  message?: string;
}

/** Contact: name, email and phone required; the message at most 500 characters. */
export function validateContact(form: Partial<ContactForm>): FieldErrors<keyof ContactForm> {
  const errors: FieldErrors<keyof ContactForm> = requireFields(form, ['name', 'email', 'phone']);
  if ((form.message ?? '').length > MESSAGE_MAX) errors.message = TEXTS.MESSAGE_TOO_LONG;
  return errors;
}

/** The contact message as the box keeps it: at most 500 characters. */
export const clampMessage = (text: string): string => text.slice(0, MESSAGE_MAX);

/** The counter under the message turns red once it reaches 500. */
export const messageCounterAtLimit = (length: number): boolean => length >= MESSAGE_MAX;

/** The enquiry form. */
export interface EnquiryForm {
  name: string;
  mobile: string;
  email: string;
  message?: string;
}

/** Enquiry: name, mobile and email required; the message is optional. */
export function validateEnquiry(form: Partial<EnquiryForm>): FieldErrors<keyof EnquiryForm> {
  return requireFields(form, ['name', 'mobile', 'email']);
}

/** The guest-details quote form (Full Name, Phone Number, Email Address, Description). */
export interface QuoteForm {
  name: string;
  phone: string;
  email?: string;
  description?: string;
}

/**
 * Quote form: name and phone required; the phone must normalise to 10 digits ("Please enter a valid
 * 10-digit mobile number."). Email and description are optional.
 */
export function validateQuote(form: Partial<QuoteForm>): FieldErrors<keyof QuoteForm> {
  const errors: FieldErrors<keyof QuoteForm> = requireFields(form, ['name', 'phone']);
  if (!errors.phone) {
    const phone = validateMobile(form.phone);
    if (!phone.ok) errors.phone = phone.message;
  }
  return errors;
}

/** The registration form's last step (the e-mail comes from step 1 and is read-only there). */
export interface SignupForm {
  email: string;
  /** The phone box's digits (core's cleanNumber); optional, but 10 digits when given. */
  mobile?: string;
  /** True when the phone box dropped digits of what was entered (cleanNumber's `cut`). */
  mobileCut?: boolean;
  full_name: string;
  password: string;
}

/**
 * Sign-up: the full name is required ("This field is required"); the e-mail must contain "@" and a dot
 * ("Invalid email address"); the password needs at least 6 characters ("Password must be at least 6
 * characters long"). The phone is optional; when given it must be 10 digits ("Please enter a valid
 * 10-digit mobile number."), and a phone the box cut (more than 10 digits came) is refused until the
 * customer checks it (deviation: the spec checks nothing, so a pasted wrong number was registered).
 */
export function validateSignup(form: Partial<SignupForm>): FieldErrors<keyof SignupForm> {
  const errors: FieldErrors<keyof SignupForm> = requireFields(form, ['full_name']);
  const email = validateSignupEmail(form.email);
  if (!email.ok) errors.email = email.message;
  const password = validateLoginPassword(form.password);
  if (!password.ok) errors.password = password.message;
  const mobile = form.mobile ?? '';
  if (form.mobileCut) errors.mobile = TEXTS.MOBILE_DIGITS_CUT;
  else if (mobile !== '' && !validateMobile(mobile).ok) errors.mobile = TEXTS.MOBILE_INVALID;
  return errors;
}
