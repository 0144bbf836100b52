// Part of TEXTS (../texts.ts); imports nothing, like the rest of the texts.
// Texts of issue 26 (Experience II) the spec leaves open: all ours.

/** Orders, numbers, the tax invoice, payment results and page titles (ours). */
export const EXPERIENCE_TEXTS = {
  // ---------------------------------------------------------------- Number boxes
  /** Under a mobile box after more than 10 digits were entered: only the first 10 were kept. */
  MOBILE_DIGITS_CUT: 'That had more than 10 digits; only the first 10 were kept. Please check the number.',
  /** Under the Aadhar box after more than 12 digits were entered. */
  AADHAR_DIGITS_CUT: 'That had more than 12 digits; only the first 12 were kept. Please check the number.',

  // ---------------------------------------------------------------- Tax invoice
  SUPPLIER: 'Supplier',
  GSTIN: 'GSTIN',
  CUSTOMER_GSTIN: 'Customer GSTIN',
  HSN_SAC: 'HSN/SAC',
  TAXABLE_VALUE: 'Taxable Value',
  GST_AMOUNT: 'GST',
  PLACE_OF_SUPPLY_NOTE: 'Amounts in Indian rupees; prices include GST.',

  // ---------------------------------------------------------------- Payment result pages
  /** While the payment's record loads (the page says nothing it cannot know yet). */
  PAYMENT_CHECKING: 'Checking your payment...',
  /** The payment of the link is not one of the signed-in customer's, or could not be read. */
  PAYMENT_NOT_FOUND: 'We could not find this payment in your account.',
  /** The order's payment has not been confirmed yet (the provider's answer has not arrived). */
  PAYMENT_PENDING: 'Payment Pending',
  /** What to do while a payment is being confirmed (ours): wait, never pay twice. */
  PAYMENT_PENDING_HINT:
    'We are confirming your payment with the bank. If money left your account, this order updates on its own; please do not pay again.',

  // ---------------------------------------------------------------- Document titles
  TITLE_HOME: 'Home',
  TITLE_SEARCH: 'Search',
  TITLE_PAYMENT_RESULT: 'Payment',
  TITLE_ORDER_TRACKING: 'Track Order',
  TITLE_NOT_FOUND: 'Page not found',
  /** The home page's <h1> (visually hidden): the store's name says what the page is. */
  HOME_HEADING_FALLBACK: 'Online store',
} as const;

/** A document title: the page's name, then the store's, e.g. "Kids Adjustable Inline Skates - SkateKit Academy". */
export const pageTitle = (page: string, store: string): string =>
  page && store ? `${page} - ${store}` : page || store;
