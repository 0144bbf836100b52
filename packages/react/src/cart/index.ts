// @skatekit/react/cart: the cart page, coupon and quote dialogs, the order summary.
export { CartPage } from './CartPage';
// The cart page in two (its lines apart, for a page that loads their code when the cart has lines).
export { CartFrame, type CartFrameProps } from './CartFrame';
export { CartLines, type CartLinesProps, watchCartQuote } from './CartLines';
export { CouponModal, type CouponModalProps } from './CouponModal';
export { QuoteModal, type QuoteModalProps } from './QuoteModal';
export { OrderSummary, type OrderSummaryProps, type SummaryRow } from './OrderSummary';
