// @skatekit/react/cart: the cart page, coupon and quote dialogs, the order summary.
export { CartPage } from './CartPage';
export { CouponModal, type CouponModalProps } from './CouponModal';
export { QuoteModal, type QuoteModalProps } from './QuoteModal';
export { OrderSummary, type OrderSummaryProps, type SummaryRow } from './OrderSummary';
