/**
 * The texts only the server says (its answers no client shows by key or matches on); core's TEXTS
 * holds every text a client shows, the server's shared answers among them. `platform/core` merges the two
 * into the server's TEXTS.
 */
export const SERVER_ONLY_TEXTS = {
  TOO_MANY_LOGIN_ATTEMPTS: 'Too many login attempts. Please try again in a minute.',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  SERVICE_UNAVAILABLE: 'The shop is briefly unavailable. Please try again in a moment.',
  PAYMENTS_NOT_SET_UP: 'Online payment is not set up for this store. Please try again later.',
  OTP_INVALID: 'Invalid OTP',
  OTP_EXPIRED: 'OTP has expired. Please request a new one.',
  OTP_TOO_MANY_TRIES: 'Too many wrong attempts. Please request a new OTP.',
  OTP_NOT_REQUESTED: 'No OTP was requested for this email. Please request a new one.',
  OTP_HOURLY_LIMIT: 'Too many OTP requests. Please try again later.',
  OTP_NOT_VERIFIED: 'Please verify the OTP sent to your email first.',
  OTP_EMAIL_SUBJECT: 'Your verification code',
  USER_UPDATED: 'Details updated',
  SESSION_EXPIRED: 'Session expired. Please log in again.',
  NOT_ALLOWED: 'You are not allowed to access this resource',
  GOOGLE_ACCOUNT_MISMATCH: 'This email is linked to a different Google account.',
  CART_ITEM_REMOVED: 'Product removed from cart',
  CART_CLEARED: 'Cart cleared',
  /** A stored review (issue 39): the product page shows this answer. */
  REVIEW_SENT: 'Thank you! Your review will appear once it is approved.',
  DEFAULT_ADDRESS_SET: 'Default address updated',
  ORDER_CREATED: 'Order created',
  ORDER_PLACED: 'Order placed successfully',
  PAYMENT_VERIFIED: 'Payment verified successfully',
  PAYMENT_VERIFICATION_FAILED: 'Payment verification failed',
  PAYMENT_CANCELLED: 'Payment cancelled',
  PAYMENT_REFUND_NEEDED:
    'Your payment was received, but the items are no longer in stock. The amount will be refunded.',
  PAYMENT_REFUND_COUPON:
    'Your payment was received, but the coupon on this order is no longer available. The amount will be refunded.',
  PAYMENT_REFUND_DUPLICATE:
    'This order was already paid. Your second payment was received and will be refunded.',
  ADMISSION_FEE_REFUND_DUPLICATE:
    'The fee for this admission was already paid. This payment was received and will be refunded.',
  ADMISSION_ALREADY_PAID: 'The fee for this admission is already paid',
  PAYMENT_MISMATCH: 'The payment amount or currency does not match the order',
  ORDER_ALREADY_PAID: 'This order is already paid',
  TOO_MANY_UNPAID_ORDERS: 'You have too many unpaid orders. Please pay for or cancel one first.',
  IDEMPOTENCY_KEY_INVALID: 'Idempotency-Key must be 1 to 200 visible characters',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different request',
  IDEMPOTENCY_KEY_IN_USE: 'A request with this Idempotency-Key is still being processed',
  CONTROL_CHARACTERS: 'Text must not contain control characters',
  LOGGED_OUT: 'Logged out',
  ADMISSION_NOT_FOUND: 'Admission not found',
  ADMISSION_SAVED: 'Admission saved',
  DEVICE_REGISTERED: 'Device registered',
} as const;
