/** @skatekit/core/admin: the merchant console's rules (roles, the order flow, refunds) and its API's wire schemas. */
export * from '../admin/orderFlow';
export {
  ADMISSION_FEE_STATUS,
  type AdmissionDecision,
  ADMISSION_REVIEW,
  ADMISSION_REVIEW_STATES,
  type AdmissionReview,
} from '../admission/lifecycle';
export { AWAITING_PAYMENT, ORDER_LIFECYCLE } from '../orders/lifecycle';
export { PAYMENT_STATUS, type PaymentStatus } from '../orders/paymentStatus';
export * from '../admin/permissions';
export * from '../admin/schemas';
export * from '../admin/auth-texts';
export * from '../admin/catalogue-schemas';
export * from '../admin/catalogue-csv';
export * from '../admin/shop-schemas';
export * from '../admin/coupon-standing';
export * from '../admin/media-schemas';
