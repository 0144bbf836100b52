import { z } from 'zod';
import { AuditEntry } from './audit';
import { AdminListQuery, id, isoDate, note } from './fields';

/*
 * The review of an admission by the academy's staff (the console's decision, told to the parent) and the
 * wire schemas of the console's admissions (`/admin/api/admissions`).
 */

/** Each review state: its label in the console, and whether it is a decision the parent is told of. */
export const ADMISSION_REVIEW = {
  received: { label: 'Received', decision: false },
  confirmed: { label: 'Confirmed', decision: true },
  rejected: { label: 'Rejected', decision: true },
} as const;
/** A review state of an admission. */
export type AdmissionReview = keyof typeof ADMISSION_REVIEW;
/** A review state that decides the admission (the parent is told of it). */
export type AdmissionDecision = {
  [S in AdmissionReview]: (typeof ADMISSION_REVIEW)[S]['decision'] extends true ? S : never;
}[AdmissionReview];
/** The review states, in the order the console offers them. */
export const ADMISSION_REVIEW_STATES = /* @__PURE__ */ Object.keys(ADMISSION_REVIEW) as AdmissionReview[];

// ---------------------------------------------------------------------------------------- admissions
export const AdmissionReviewStatus = z.enum(ADMISSION_REVIEW_STATES);

export const AdmissionsQuery = AdminListQuery.extend({ status: AdmissionReviewStatus.optional() });

export const AdmissionSummary = z.object({
  id,
  createdAt: isoDate,
  student: z.string(),
  email: z.string(),
  mobile: z.string(),
  course: z.string(),
  center: z.string(),
  /** Fee: Paid or Pending (as stored). */
  feeStatus: z.string(),
  fee: z.number(),
  reviewStatus: AdmissionReviewStatus,
});
export type AdmissionSummary = z.infer<typeof AdmissionSummary>;

export const AdmissionFeePayment = z.object({
  id,
  number: z.string(),
  createdAt: isoDate,
  amount: z.number(),
  paymentStatus: z.string(),
  paidAt: isoDate.nullable(),
  refundNeeded: z.boolean(),
});

export const AdmissionDetail = AdmissionSummary.extend({
  fatherName: z.string(),
  motherName: z.string(),
  dob: z.string(),
  gender: z.string(),
  school: z.string(),
  address: z.string(),
  pincode: z.string(),
  /** Only the last 4 digits of the Aadhaar number ever leave the server. */
  aadharLast4: z.string(),
  rulesAgreed: z.boolean(),
  /** The message to the parent, mailed with a confirmation (staff's own notes are internal notes: notes.ts). */
  parentMessage: z.string(),
  reviewedAt: isoDate.nullable(),
  userId: z.string(),
  feePayments: z.array(AdmissionFeePayment),
  audit: z.array(AuditEntry),
});
export type AdmissionDetail = z.infer<typeof AdmissionDetail>;

/** `POST /admin/api/admissions/:id/review`. */
/** `POST /admin/api/admissions/:id/review`: the decision and the message to the parent (mailed with a confirmation). */
export const AdmissionReviewBody = z.strictObject({
  status: AdmissionReviewStatus,
  message: note.default(''),
});
