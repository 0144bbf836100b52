/*
 * The states of an admission, one table each: its fee (the admission record's `status`, set by its
 * fee payment) and its review by the academy's staff (the console's decision, told to the parent).
 */

/** Fee status of an admission record: Paid once its fee payment succeeded, Pending until then. */
export const ADMISSION_FEE_STATUS = { paid: 'Paid', due: 'Pending' } as const;

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
