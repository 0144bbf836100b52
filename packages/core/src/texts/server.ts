// Part of TEXTS (../texts.ts); imports nothing, like the rest of the texts.
/**
 * The reference server's answers (ours) that a client also shows or matches on: the spec shows "the
 * server message" without quoting them. Texts only the server says are the server's own
 * (packages/server/src/lib/texts.ts).
 */
export const SERVER_TEXTS = {
  // ---------------------------------------------------------------- Server answers (ours): accounts
  INVALID_CREDENTIALS: 'Invalid email or password',
  EMAIL_ALREADY_REGISTERED: 'An account with this email already exists. Please log in.',
  USER_NOT_FOUND: 'User not found',
  LOGIN_REQUIRED: 'Please log in to continue',
  GOOGLE_SIGN_IN_FAILED: 'Google sign-in failed. Please try again.',

  // ---------------------------------------------------------------- Server answers (ours): cart, orders, payments
  CART_QUANTITY_UPDATED: 'Cart updated',
  FAILED_UPDATE_QUANTITY: 'Failed to update quantity',
  PRODUCT_UNAVAILABLE: 'This product is not available',
  COUPON_NOT_APPLICABLE: 'This coupon cannot be applied to this order',
  ADDRESS_SAVED: 'Address saved',
  ADDRESS_DELETED: 'Address deleted',
  ORDER_NOT_FOUND: 'Order not found',
  COUPON_ALREADY_USED: 'You have already used this coupon',
  COUPON_FIRST_ORDER_ONLY: 'This coupon is for your first order only',
  COURSE_REQUIRED: 'Please select a course',
} as const;
