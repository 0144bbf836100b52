import * as z from 'zod/mini';
import { BODY_LIMITS, body, email, idText, mobile, optText, text } from './fields';
import { MessageResponse, mongoId, str } from './shared';

/** A contact-form message. `property_id` is the merchant code. */
export const Lead = /* @__PURE__ */ z.object({
  _id: mongoId(),
  name: str(),
  email: str(),
  mobile: str(),
  remark: str(),
  user_id: str(),
  user_name: str(),
  property_id: str(),
  createdAt: str(),
});
/** A contact-form message. */
export type Lead = z.output<typeof Lead>;

/**
 * An enquiry. The academy's form used to put the e-mail into `school`; SkateKit sends it as `email`
 * (a deliberate deviation), and keeps `school` for a school name.
 */
export const Enquiry = /* @__PURE__ */ z.object({
  _id: mongoId(),
  name: str(),
  mobile: str(),
  email: str(),
  parent_name: str(),
  school: str(),
  dob: str(),
  age: str(),
  remark: str(),
  createdAt: str(),
});
/** An enquiry. */
export type Enquiry = z.output<typeof Enquiry>;

/** POST /leads: the contact form. Name, e-mail and phone are required; the message is at most 500 characters. */
export const LeadBody = /* @__PURE__ */ body({
  name: text(BODY_LIMITS.name),
  email: email(),
  mobile: mobile(),
  remark: optText(BODY_LIMITS.message),
  user_id: optText(BODY_LIMITS.id),
  user_name: optText(BODY_LIMITS.name),
  property_id: idText(),
});
/** Lead body (as sent). */
export type LeadBodyInput = z.input<typeof LeadBody>;
/** Lead body (as validated). */
export type LeadBody = z.output<typeof LeadBody>;

/** POST /inquiry on the enquiry host: name, mobile and e-mail required; the rest optional. */
export const EnquiryBody = /* @__PURE__ */ body({
  name: text(BODY_LIMITS.name),
  mobile: mobile(),
  email: email(),
  parent_name: optText(BODY_LIMITS.name),
  school: optText(BODY_LIMITS.short),
  dob: optText(BODY_LIMITS.name),
  age: optText(3),
  remark: optText(BODY_LIMITS.message),
});
/** Enquiry body (as sent). */
export type EnquiryBodyInput = z.input<typeof EnquiryBody>;
/** Enquiry body (as validated). */
export type EnquiryBody = z.output<typeof EnquiryBody>;

/** POST /leads -> `{ success, message }` (the screens only look at the HTTP status). */
export const LeadResponse = MessageResponse;
/** POST /inquiry -> `{ success, message }`. */
export const EnquiryResponse = MessageResponse;
