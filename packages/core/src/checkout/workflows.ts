// The purchase workflows as framework-free actions (React, the elements, a Vue site or a native shell
// call these and show what they answer), with the payment gateway adapter they open.
export { payAdmission, type PayAdmissionInput } from '../admission/payAdmission';
export {
  createPaymentGateway,
  type PaymentGatewayOptions,
  sandboxCheckoutUrl,
} from '../platform/browser-payment-gateway';
export type {
  GatewayOpenOptions,
  GatewayOrder,
  GatewayPrefill,
  GatewayResult,
  PaymentGateway,
  PaymentProof,
} from '../platform/payment-gateway';
export { addressId } from './addresses';
export { clearAfterPayment } from './clearAfterPayment';
export { type CreateAndPayInput, type CreateAndPayResult, createAndPay, type Payer } from './createAndPay';
export { type PayOrderInput, type PayOutcome, payOrder } from './payOrder';
export { type PlaceOrderInput, placeOrder } from './placeOrder';
export { type CheckoutStep, proceedToCheckout, signInFirst } from './proceedToCheckout';
export type { PurchaseResult } from './purchaseResult';
export { clearAfterQuote, requestQuote } from './requestQuote';
