// The purchase workflows as framework-free actions: React, the elements, a Vue site or a native shell
// call these with a storefront and a PaymentGateway (core/platform) and show what they answer.
export { payAdmission, type PayAdmissionInput } from './payAdmission';
export { type LineChoice, lineFor, startBuyNow } from './buyNow';
export { clearAfterPayment } from './clearAfterPayment';
export { type CreateAndPayInput, type CreateAndPayResult, createAndPay, type Payer } from './createAndPay';
export { type PayOrderInput, type PayOutcome, payOrder } from './payOrder';
export { type PlaceOrderInput, placeOrder } from './placeOrder';
export { type CheckoutStep, proceedToCheckout, signInFirst } from './proceedToCheckout';
export type { PurchaseResult } from './purchaseResult';
export { afterQuoteSent, clearAfterQuote, requestQuote } from './requestQuote';
