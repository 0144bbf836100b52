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
  /** The payment that paid it (its receipt: GET /fees/receipt/{payment_id}). */
  payment_id: /* @__PURE__ */ z.catch(z.nullable(z.string()), null),
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

/** POST /fees/link/pay: a reminder's pay link token, some of its fees (default all still open) and the total shown. */
export interface PayLinkBodyInput {
  token: string;
  invoice_ids?: string[];
  shown?: { total: number };
}

/**
 * POST /fees/pay and POST /fees/link/pay -> the shape of POST /admission-pay, with the provider's key and
 * the charged total (`amount`). The reply's `quote` (`{ total }`) is left unread: it is not an order's
 * ChargedQuote, which createAndPay answers as `quote`.
 */
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

/** GET /fees/receipt/{payment_id} -> `{ data: FeeReceipt }`: a paid fee payment's receipt. */
export const FeeReceipt = /* @__PURE__ */ z.object({
  receipt_number: str(),
  payment_id: str(),
  paid_at: str(),
  method: str('online'),
  provider: str(),
  provider_payment_id: str(),
  academy: /* @__PURE__ */ z.object({ name: str(), gstin: str(), gst_rate: num() }),
  lines: /* @__PURE__ */ jsonList(
    z.object({
      invoice_id: str(),
      student_name: str(),
      period: str(),
      amount: num(),
      late_fine: num(),
      total: num(),
    }),
  ),
  total: num(),
  /** The GST inside `total` at the academy's rate (core's gstIncluded, on the server). */
  gst: /* @__PURE__ */ z.object({ rate: num(), tax: num(), net: num() }),
});
/** A fee receipt. */
export type FeeReceipt = z.output<typeof FeeReceipt>;
/** GET /fees/receipt/{payment_id} reply. */
export const FeeReceiptResponse = /* @__PURE__ */ z.object({ data: FeeReceipt });

/** A parent's auto-pay mandate for one student's monthly fee (POST/GET/DELETE /fees/autopay). */
export const Mandate = /* @__PURE__ */ z.object({
  id: str(),
  student_id: str(),
  student_name: str(),
  /** created (awaiting the parent's authorisation at `short_url`), authenticated, halted or cancelled. */
  status: str(),
  amount: num(),
  short_url: str(),
});
/** An auto-pay mandate. */
export type Mandate = z.output<typeof Mandate>;
/** POST /fees/autopay, DELETE /fees/autopay/{id} -> `{ data: Mandate }`. */
export const MandateResponse = /* @__PURE__ */ z.object({ data: Mandate });
/** GET /fees/autopay/{user_id} -> `{ data: Mandate[] }`, newest first. */
export const MandatesResponse = /* @__PURE__ */ listEnvelope('data', Mandate);
