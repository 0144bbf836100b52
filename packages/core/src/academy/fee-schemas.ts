import * as z from 'zod/mini';
import { BODY_LIMITS, body, list, optText, text } from '../api/schemas/fields';
import { RazorpayOrder } from '../api/schemas/provider-order';
import { bool, jsonList, jsonObject, listEnvelope, num, str } from '../api/schemas/shared';
import { FEE_STATUSES } from './fees';

/*
 * Wire schemas of the academy's fee calls (issue 38, additive; docs/api.md "Fees"): a parent's fee
 * invoices, paying several at once at the total the server prices, and verifying that payment.
 */

/** A fee invoice of one student and month; rupees, days `YYYY-MM-DD`, `period` `YYYY-MM`. */
export const Fee = /* @__PURE__ */ z.object({
  invoice_id: str(),
  student_id: str(),
  student_name: str(),
  batch_id: str(),
  period: str(),
  amount: num(),
  late_fine: num(),
  total: num(),
  due_date: str(),
  /** One of FEE_STATUSES; an unknown status reads as `due`. */
  status: /* @__PURE__ */ z.catch(z.enum(FEE_STATUSES), 'due'),
  paid_at: /* @__PURE__ */ z.catch(z.nullable(z.string()), null),
});
/** A fee invoice. */
export type Fee = z.output<typeof Fee>;
/** GET /fees/{user_id} -> `{ data: Fee[] }`. */
export const FeesResponse = /* @__PURE__ */ listEnvelope('data', Fee);

/** POST /fees/pay: the fees to pay and the total the page showed (a different total pays nothing: 409). */
export const PayFeesBody = /* @__PURE__ */ body({
  user_id: text(BODY_LIMITS.short),
  main_id: optText(BODY_LIMITS.id),
  invoice_ids: list(text(BODY_LIMITS.short), 24).check(z.minLength(1)),
  shown: /* @__PURE__ */ z.optional(z.object({ total: z.number() })),
});
/** Pay-fees body (as sent). */
export type PayFeesBodyInput = z.input<typeof PayFeesBody>;

/** POST /fees/pay -> the shape of POST /admission-pay, with the provider's key and the charged total. */
export const FeePaymentResponse = /* @__PURE__ */ z.object({
  success: bool(),
  message: str(),
  razorpay_order: jsonObject(RazorpayOrder),
  order_id: str(),
  receipt_id: str(),
  id: str(),
  key_id: str(),
  provider: str(),
  /** The total charged, rupees. */
  amount: num(),
  currency: str('INR'),
  quote: /* @__PURE__ */ jsonObject(z.object({ total: num() })),
});
/** Reply of POST /fees/pay. */
export type FeePaymentResponse = z.output<typeof FeePaymentResponse>;

/** POST /fees/pay/verify: the provider's answer, and a reminder's pay link token when not signed in. */
export const VerifyFeesBody = /* @__PURE__ */ body({
  razorpay_order_id: text(BODY_LIMITS.short),
  razorpay_payment_id: text(BODY_LIMITS.short),
  razorpay_signature: text(BODY_LIMITS.short),
  receipt_id: optText(BODY_LIMITS.id),
  key_id: optText(BODY_LIMITS.name),
  link_token: optText(2048),
});
/** Verify-fees body (as sent). */
export type VerifyFeesBodyInput = z.input<typeof VerifyFeesBody>;

/** POST /fees/pay/verify -> `{ success, message, id, status, data: Fee[] }` (the fees it paid). */
export const FeesVerifiedResponse = /* @__PURE__ */ z.object({
  success: bool(),
  message: str(),
  id: str(),
  status: str(),
  data: jsonList(Fee),
});
/** Reply of POST /fees/pay/verify. */
export type FeesVerifiedResponse = z.output<typeof FeesVerifiedResponse>;
