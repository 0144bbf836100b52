// Part of TEXTS (../texts.ts); imports nothing, like the rest of the texts.
/** The reference server's answers (ours): the spec shows "the server message" without quoting them. */
export const SERVER_TEXTS = {
  // ---------------------------------------------------------------- Server answers (ours): accounts
  // The reference server's messages; the spec shows "the server message" without quoting them.
  INVALID_CREDENTIALS: 'Invalid email or password',
  TOO_MANY_LOGIN_ATTEMPTS: 'Too many login attempts. Please try again in a minute.',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  OTP_INVALID: 'Invalid OTP',
  OTP_EXPIRED: 'OTP has expired. Please request a new one.',
  OTP_TOO_MANY_TRIES: 'Too many wrong attempts. Please request a new OTP.',
  OTP_NOT_REQUESTED: 'No OTP was requested for this email. Please request a new one.',
  OTP_HOURLY_LIMIT: 'Too many OTP requests. Please try again later.',
  OTP_NOT_VERIFIED: 'Please verify the OTP sent to your email first.',
  OTP_EMAIL_SUBJECT: 'Your verification code',
  EMAIL_ALREADY_REGISTERED: 'An account with this email already exists. Please log in.',
  USER_NOT_FOUND: 'User not found',
  USER_UPDATED: 'Details updated',
  SESSION_EXPIRED: 'Session expired. Please log in again.',
  LOGIN_REQUIRED: 'Please log in to continue',
  NOT_ALLOWED: 'You are not allowed to access this resource',
  GOOGLE_SIGN_IN_FAILED: 'Google sign-in failed. Please try again.',
  GOOGLE_ACCOUNT_MISMATCH: 'This email is linked to a different Google account.',

  // ---------------------------------------------------------------- Server answers (ours): cart, orders, payments
  CART_ITEM_REMOVED: 'Product removed from cart',
  CART_CLEARED: 'Cart cleared',
  PRODUCT_UNAVAILABLE: 'This product is not available',
  COUPON_NOT_APPLICABLE: 'This coupon cannot be applied to this order',
  ADDRESS_SAVED: 'Address saved',
  ADDRESS_DELETED: 'Address deleted',
  DEFAULT_ADDRESS_SET: 'Default address updated',
  ORDER_CREATED: 'Order created',
  ORDER_PLACED: 'Order placed successfully',
  ORDER_NOT_FOUND: 'Order not found',
  PAYMENT_VERIFIED: 'Payment verified successfully',
  PAYMENT_VERIFICATION_FAILED: 'Payment verification failed',
  PAYMENT_CANCELLED: 'Payment cancelled',
  COURSE_REQUIRED: 'Please select a course',
  ADMISSION_NOT_FOUND: 'Admission not found',
  ADMISSION_SAVED: 'Admission saved',
  DEVICE_REGISTERED: 'Device registered',
} as const;
