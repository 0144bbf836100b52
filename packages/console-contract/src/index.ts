/**
 * @skatekit/console-contract: the merchant console's rules (staff roles, the order flow, refunds), its
 * texts and its API's wire schemas (`/admin/api/...`, docs/admin-api.md), one file per resource. The
 * server validates requests and serialises answers with them; the console parses with the same.
 */
export { AdminListQuery, page } from './fields';
export * from './permissions';
export * from './staff';
export * from './staff-texts';
export * from './audit';
export * from './order-flow';
export * from './orders';
export * from './admissions';
export * from './inbox';
export * from './customers';
export * from './settings';
export * from './catalogue';
export * from './catalogue-csv';
export * from './media';
export * from './exports';
export * from './coupons';
export * from './coupon-standing';
export * from './delivery';
export * from './content';
export * from './academy-students';
export * from './academy-batches';
export * from './academy-trials';
export * from './academy-attendance';
export * from './academy-levels';
export * from './fee-invoices';
export * from './fee-plans';
// Core's order and payment states the console's screens and the server's console routes name.
export {
  ADMISSION_FEE_STATUS,
  AWAITING_PAYMENT,
  ORDER_LIFECYCLE,
  PAYMENT_STATUS,
  type PaymentStatus,
} from '@skatekit/core/rules';
export * from './notes';
export * from './reviews';
