import * as z from 'zod/mini';
import { AADHAR_DIGITS, GENDERS, PINCODE_MIN } from '../../constants';
import { CartItem } from './cart';
import {
  aadharNumber,
  BODY_LIMITS,
  body,
  digits,
  email,
  idText,
  mobile,
  oneOf,
  optText,
  text,
} from './fields';
import { Order, OrderCreatedResponse, orderFields } from './orders';
import {
  bool,
  jsonList,
  jsonObject,
  listEnvelope,
  mongoId,
  num,
  optStr,
  recordEnvelope,
  str,
} from './shared';

/** An admission (the form as saved, with its payment state). `rulesAgreed` "1" reads as true. */
export const Admission = /* @__PURE__ */ z.object({
  _id: mongoId(),
  id: str(),
  name: str(),
  payment_id: str(),
  createdAt: str(),
  status: str(),
  fatherName: str(),
  motherName: str(),
  email: str(),
  mobile: str(),
  dob: str(),
  gender: str(),
  center: str(),
  address: str(),
  pincode: str(),
  school: str(),
  aadhar: str(),
  rulesAgreed: bool(),
  cart_products: jsonList(CartItem),
  amountafterdiscount: num(),
  user_id: str(),
  user_name: str(),
  main_id: str(),
  /** The student the admission is for (issue 37); '' on a record older than students. */
  student_id: str(),
});
/** An admission. */
export type Admission = z.output<typeof Admission>;

/** An admission payment: the same record as a shop order, for course lines. */
export const AdmissionPayment = Order;
/** An admission payment. */
export type AdmissionPayment = Order;

/**
 * POST /admission and PUT /admission/{id}: the admission form plus user_id, user_name, main_id. dob and
 * school are optional; the centre is free text because each merchant has its own centres.
 */
export const AdmissionBody = /* @__PURE__ */ body({
  name: text(BODY_LIMITS.name),
  fatherName: text(BODY_LIMITS.name),
  motherName: text(BODY_LIMITS.name),
  dob: optText(BODY_LIMITS.name),
  aadhar: aadharNumber(AADHAR_DIGITS),
  gender: oneOf(GENDERS),
  school: optText(BODY_LIMITS.short),
  address: text(BODY_LIMITS.address),
  pincode: digits(PINCODE_MIN, 10),
  mobile: mobile(),
  email: email(),
  center: text(BODY_LIMITS.name),
  rulesAgreed: z.literal(true, { error: () => 'rulesAgreed must be true' }),
  user_id: idText(),
  user_name: optText(BODY_LIMITS.name),
  main_id: idText(),
  /** The student this admission is for (issue 37): only that student's admission is created or updated. */
  student_id: optText(BODY_LIMITS.id),
});
/** Admission body (as sent). */
export type AdmissionBodyInput = z.input<typeof AdmissionBody>;
/** Admission body (as validated). */
export type AdmissionBody = z.output<typeof AdmissionBody>;

/** POST /admission-pay (and its /paydelivery): an order for course lines; no addresses. */
export const AdmissionPaymentBody = /* @__PURE__ */ body({
  ...orderFields,
  admission_id: optText(BODY_LIMITS.id),
});
/** Admission payment body (as sent). */
export type AdmissionPaymentBodyInput = z.input<typeof AdmissionPaymentBody>;
/** Admission payment body (as validated). */
export type AdmissionPaymentBody = z.output<typeof AdmissionPaymentBody>;

/** GET /admission/single/{user_id} -> `{ user: Admission | null }` (the backend's key is `user`). */
export const AdmissionResponse = /* @__PURE__ */ recordEnvelope('user', Admission);
/** Reply of GET /admission/single/{user_id}. */
export type AdmissionResponse = z.output<typeof AdmissionResponse>;

/** POST /admission and PUT /admission/{id} -> `{ success, message, id, data: Admission }`. */
export const AdmissionSavedResponse = /* @__PURE__ */ z.object({
  success: bool(true),
  message: str(),
  id: optStr(),
  data: jsonObject(Admission),
});
/** Reply of an admission save. */
export type AdmissionSavedResponse = z.output<typeof AdmissionSavedResponse>;

/** GET /admission-pay/details/{user_id} -> `{ data: AdmissionPayment[] }`. */
export const AdmissionPaymentsResponse = /* @__PURE__ */ listEnvelope('data', AdmissionPayment);
/** GET /admission-pay/single/{id} -> `{ data: AdmissionPayment }`. */
export const AdmissionPaymentResponse = /* @__PURE__ */ recordEnvelope('data', AdmissionPayment);
/** POST /admission-pay -> the same reply as POST /payment. */
export const AdmissionPaymentCreatedResponse = OrderCreatedResponse;
