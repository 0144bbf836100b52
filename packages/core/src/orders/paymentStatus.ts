/**
 * Payment statuses of an order (`status` on the wire, in the spec's words): one table for the
 * storefront's rules, the console's flow and the server that writes them.
 */
export const PAYMENT_STATUS = {
  /** Not paid yet: the online payment is awaited, or the order is to be paid on delivery. */
  pending: 'Pending',
  /** Paid online (the total, or the advance of a pay-on-delivery order). */
  success: 'Success',
  /** The online payment failed or was abandoned. */
  failed: 'Failed',
  /** Money came in for an order that will not be fulfilled (its stock was gone): owed back. */
  refundNeeded: 'Refund needed',
} as const;
/** One of PAYMENT_STATUS. */
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
