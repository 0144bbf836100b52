/**
 * Every user-facing text of SkateKit, in one place.
 *
 * Texts quoted by the spec (error catalogues, validation messages, headings, labels) are kept
 * character for character - tests and the e2e journeys match on them. Texts the spec only names
 * ("a Logout button", "tabs Description, Specifications...") use the spec's words; the few the
 * spec leaves open (aria labels, field labels) are ours and marked "(ours)" where it matters.
 *
 * This file imports nothing: constants.ts builds its option lists from these texts, so a cycle
 * would leave one of the two undefined at load time.
 */
export const TEXTS = {
  // ---------------------------------------------------------------- Shell: header, navigation
  NAV_HOME: 'Home',
  NAV_COURSES: 'Courses',
  NAV_EQUIPMENTS: 'Equipments',
  NAV_ADMISSION: 'Admission',
  NAV_CENTERS: 'Our Centers',
  NAV_ABOUT: 'About',
  NAV_CONTACT: 'Contact',
  /** Mobile bottom nav entry for /my-account. */
  NAV_ACCOUNT: 'Account',
  NAV_CART: 'Cart',
  LOGIN_REGISTER: 'Login/Register',
  ADMIN_LOGIN: 'Admin Login',
  SEARCH_PLACEHOLDER: 'Search products...',
  OPEN_MENU: 'Open menu',
  CLOSE_MENU: 'Close menu',
  SCROLL_LEFT: 'Scroll left',
  SCROLL_RIGHT: 'Scroll right',
  PREVIOUS_SLIDE: 'Previous slide',
  NEXT_SLIDE: 'Next slide',
  /** Labels of the shell's landmarks and search (ours). */
  MENU: 'Menu',
  MAIN_NAVIGATION: 'Main navigation',
  MOBILE_NAVIGATION: 'Quick navigation',
  SEARCH_LABEL: 'Search products',
  SEARCH_SUGGESTIONS: 'Search suggestions',
  QUICK_LINKS: 'Quick Links',
  POLICIES: 'Policies',

  // ---------------------------------------------------------------- Home sections
  NEW_ARRIVALS: 'New Arrivals',
  POPULAR_PRODUCTS: 'Popular Products',
  POPULAR_SUBTITLE: 'Discover the latest trends with our stylish new collection.',
  TAB_ALL_PRODUCTS: 'All Products',
  TAB_NEW_ARRIVALS: 'New Arrivals',
  TAB_BEST_SELLERS: 'Best Sellers',
  TAB_TRENDING: 'Trending',
  SHOW_MORE_PRODUCTS: 'Show More Products',
  LIMITED_TIME_OFFER: 'Limited Time Offer!',
  CLAIM_YOUR_OFFER: 'Claim Your Offer',
  /** Heading of the offers strip (ours). */
  LIMITED_TIME_OFFERS: 'Limited Time Offers',
  /** Hero slide call to action (ours). */
  SHOP_NOW: 'Shop Now',
  /** Programs grid subtitle (ours). */
  OUR_PROGRAMS_SUBTITLE: 'Skating courses for every age and level',
  /** Aria label of the about counters band (ours). */
  ABOUT_COUNTERS: 'The academy in numbers',
  DISCOVER_CATEGORIES: 'Discover Our Categories',
  DISCOVER_CATEGORIES_SUBTITLE: 'Handpicked selections to elevate your lifestyle',
  OUR_PROGRAMS: 'Our Programs',
  COUNTER_ATHLETES: 'trained athletes',
  COUNTER_YEARS: 'years',
  COUNTER_CHAMPIONSHIPS: 'championships',

  // ---------------------------------------------------------------- Product card and its modals
  VIEW: 'View',
  VIEW_DETAILS: 'View Details',
  PACKAGE: 'Package',
  SELECT: 'Select',
  SELECT_PACKAGE: 'Select Package',
  OUT_OF_STOCK: 'Out of Stock',
  ADD_TO_CART: 'Add to Cart',
  BUY_NOW: 'Buy Now',
  GET_QUOTE: 'Get Quote',
  PRICE_NOT_AVAILABLE: 'N/A',
  VARIATION_SKU: 'SKU',
  VARIATION_PRICE: 'Price',
  VARIATION_SALE: 'Sale',
  VARIATION_STOCK: 'Stock',
  PACKAGE_ITEMS: 'Items in this package',

  // ---------------------------------------------------------------- Listings: sorts, filters, paging
  EQUIPMENTS_HEADING: 'Equipments',
  PRODUCTS_HEADING: 'Products',
  SORT_BY: 'Sort by',
  SORT_RECOMMENDED: 'Recommended',
  SORT_NEWEST_FIRST: 'Newest First',
  SORT_POPULAR: 'Popular',
  SORT_PRICE_HIGH_LOW: 'Price High to Low',
  SORT_PRICE_LOW_HIGH: 'Price Low to High',
  SHOP_SORT_BEST_SELLING: 'Best Selling',
  SHOP_SORT_PRICE_LOW_HIGH: 'Price: Low to High',
  SHOP_SORT_PRICE_HIGH_LOW: 'Price: High to Low',
  SHOP_SORT_NEWEST_ARRIVALS: 'Newest Arrivals',
  FILTERS: 'Filters',
  FILTER_PRICE: 'Price',
  FILTER_CATEGORIES: 'Categories',
  CLEAR_FILTERS: 'Clear filters',
  LOAD_MORE: 'Load More',

  // ---------------------------------------------------------------- Product detail
  TAB_DESCRIPTION: 'Description',
  TAB_SPECIFICATIONS: 'Specifications',
  TAB_KEY_FEATURES: 'Key Features',
  TAB_REVIEWS: 'Reviews',
  QUANTITY: 'Quantity',
  DECREASE_QUANTITY: 'Decrease quantity',
  INCREASE_QUANTITY: 'Increase quantity',
  PINCODE_PLACEHOLDER: 'Enter pincode',
  CHECK: 'Check',
  PINCODE_INVALID: 'Please enter a valid pincode',
  NO_REVIEWS: 'No reviews yet',
  WRITE_REVIEW: 'Write a review',
  /** Product page for bad route params or an unknown product (ours). */
  PRODUCT_NOT_FOUND: 'Product not found',

  // ---------------------------------------------------------------- Cart and coupon
  CART_HEADING: 'Shopping Cart',
  ORDER_SUMMARY: 'Order Summary',
  SUBTOTAL: 'Subtotal',
  DISCOUNT: 'Discount',
  TOTAL: 'Total',
  REMOVE: 'Remove',
  CHECKOUT: 'Checkout',
  APPLY_COUPON: 'Apply Coupon',
  COUPON_PLACEHOLDER: 'Enter coupon code',
  APPLY: 'Apply',
  COUPON_APPLIED: 'Coupon applied',
  COUPON_REQUIRED: 'Please enter a coupon code',
  INVALID_COUPON: 'Invalid coupon',
  ERROR_CHECKING_COUPON: 'Error checking coupon',
  CART_EMPTY: 'Your cart is empty!',
  PRODUCT_ALREADY_IN_CART: 'Product already in cart',
  ADDED_TO_CART: 'Added to cart',
  PRODUCT_ADDED_TO_CART: 'Product added to cart',
  FAILED_FETCH_CART: 'Failed to fetch cart',
  ERROR_FETCHING_CART: 'Error fetching cart',
  FAILED_REMOVE_PRODUCT: 'Failed to remove product',

  // ---------------------------------------------------------------- Checkout
  BILLING_ADDRESS: 'Billing Address',
  SHIPPING_ADDRESS: 'Shipping Address',
  CONTACT_INFO: 'Contact Information',
  /** Contact info saved at checkout (ours). */
  CONTACT_SAVED: 'Contact details saved',
  /** Shown under Pay on delivery in the chooser (ours). */
  PAY_ON_DELIVERY_NOTE: 'Pay an advance now, the rest on delivery',
  /** Shown under Pay now in the chooser (ours). */
  PAY_NOW_NOTE: 'UPI, cards, net banking',
  /** Summary line of the GST already inside the prices (ours). */
  GST_INCLUDED_NOTE: 'Prices include GST',
  GST_NUMBER: 'GST Number (optional)',
  CUSTOMER_NOTE: 'Order note (optional)',
  PAYMENT_METHOD: 'Payment Method',
  PAY_NOW: 'Pay now',
  PAY_ON_DELIVERY: 'Pay on delivery',
  /** The chooser's placeholder state; the spec rejects it as a payment method. */
  SELECT_PAY: 'Select pay',
  PLACE_ORDER: 'Place Order',
  DELIVERY_CHARGE: 'Delivery Charge',
  FREE: 'Free',
  SHIPPING_NOT_AVAILABLE: 'Shipping not available for this pincode',
  NO_DELIVERY_TO_PINCODE: 'Sorry, we do not deliver to this pincode.',
  SELECT_ADDRESS_BEFORE_SAVING: 'Please select an address before saving.',
  SELECT_BILLING_ADDRESS: 'Please select a billing address',
  SELECT_SHIPPING_ADDRESS: 'Please select a shipping address',
  SELECT_PAYMENT_METHOD: 'Please select a payment method',
  RAZORPAY_ORDER_FAILED: 'Failed to create Razorpay order',
  ERROR_DURING_CHECKOUT: 'Error during checkout',

  // ---------------------------------------------------------------- Address manager
  ADD_ADDRESS: 'Add New Address',
  EDIT_ADDRESS: 'Edit Address',
  DELETE: 'Delete',
  EDIT: 'Edit',
  SAVE: 'Save',
  CANCEL: 'Cancel',
  ADDRESS_TYPE: 'Address Type',
  ADDRESS_TYPE_HOME: 'Home',
  ADDRESS_TYPE_OFFICE: 'Office',
  ADDRESS_TYPE_OTHERS: 'Others',
  ADDRESS_LINE: 'Address',
  CITY: 'City',
  AREA: 'Area',
  DEFAULT_SHIPPING: 'Default shipping',
  DEFAULT_BILLING: 'Default billing',
  SET_DEFAULT_SHIPPING: 'Set as default shipping',
  SET_DEFAULT_BILLING: 'Set as default billing',
  DELETE_ADDRESS_CONFIRM: 'Are you sure you want to delete this address?',
  ADDRESS_NOT_FOUND: 'Address not found',
  FAILED_SAVE_ADDRESS: 'Failed to save address',
  ERROR_SAVING_ADDRESS: 'Error saving address',
  FAILED_DELETE_ADDRESS: 'Failed to delete address.',
  ERROR_DELETING: 'An error occurred while deleting.',
  ERROR_SETTING_DEFAULT_ADDRESS: 'An error occurred while setting default address',

  // ---------------------------------------------------------------- Payment result pages
  PAYMENT_SUCCESS: 'Payment Successful',
  PAYMENT_FAILED: 'Payment Failed',
  ORDER_DETAILS: 'Order Details',
  TIME_AND_DATE: 'Time & Date',
  REF_NUMBER: 'Ref Number',
  METHOD_ONLINE: 'Online',
  SENDER_NAME: 'Sender Name',
  AMOUNT: 'Amount',
  FEE: 'Fee',
  ADVANCE_PAID: 'Advance Paid',
  REMAINING_AMOUNT: 'Remaining Amount',

  // ---------------------------------------------------------------- Catalogue load failures
  FAILED_LOAD_NEW_ARRIVALS: 'Failed to load New Arrivals',
  /** The spec's catalogue has both spellings, with and without the full stop. */
  FAILED_LOAD_NEW_ARRIVALS_DOT: 'Failed to load New Arrivals.',
  FAILED_LOAD_PRODUCTS: 'Failed to load products',
  FAILED_LOAD_SLIDER: 'Failed to load slider data',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  QUOTE_SENT: 'Request sent. Our team will contact you shortly.',

  // ---------------------------------------------------------------- Empty and loading states
  LOADING: 'Loading...',
  LOADING_PRODUCTS: 'Loading products...',
  NO_PRODUCTS_FOUND: 'No products found',
  NO_PRODUCTS_IN_ORDER: 'No products found in this order',
  NO_ADMISSION_RECORDS: 'No admission records found',
  NO_ORDERS: 'No orders found',

  // ---------------------------------------------------------------- Common form labels and buttons
  NAME: 'Name',
  FULL_NAME: 'Full Name',
  EMAIL: 'Email',
  EMAIL_ADDRESS: 'Email Address',
  PHONE: 'Phone',
  PHONE_NUMBER: 'Phone Number',
  MOBILE_NUMBER: 'Mobile Number',
  MESSAGE: 'Message',
  DESCRIPTION: 'Description',
  PASSWORD: 'Password',
  SUBMIT: 'Submit',
  CLOSE: 'Close',
  FIELD_REQUIRED: 'This field is required',

  // ---------------------------------------------------------------- Accounts: login, register, reset
  LOGIN: 'Login',
  CONTINUE: 'Continue',
  LOGIN_CONSENT: 'By continuing, you agree to our',
  TERMS_AND_CONDITIONS: 'Terms & Conditions',
  AND: 'and',
  NO_ACCOUNT: "Don't have an account?",
  REGISTER_NOW: 'Register now',
  TROUBLE_SIGNING_IN: 'Having trouble in sign in?',
  SIGN_IN_WITH_GOOGLE: 'Sign in with Google',
  REGISTER: 'Register',
  SEND_OTP: 'Send OTP',
  OTP_VERIFICATION: 'OTP Verification',
  VERIFY_OTP: 'Verify OTP',
  ALREADY_HAVE_ACCOUNT: 'Already have an account?',
  RESET_PASSWORD: 'Reset Password',
  NEW_PASSWORD: 'New Password',
  CONFIRM_PASSWORD: 'Confirm Password',
  LOGOUT: 'Logout',
  LOGIN_SUCCESS: 'Login successful!',
  OTP_SENT_SUCCESS: 'OTP sent successfully!',
  OTP_SENT_TO_EMAIL: 'OTP sent to your email.',
  OTP_VERIFIED: 'OTP verified successfully!',
  REGISTRATION_SUCCESS: 'Registration successful!',
  PASSWORD_RESET_SUCCESS: 'Password reset successfully!',
  ERROR_SENDING_OTP: 'Error sending OTP',
  ERROR_VERIFYING_OTP: 'Error verifying OTP',
  ERROR_RESETTING_PASSWORD: 'Error resetting password',

  // ---------------------------------------------------------------- Validation messages
  MOBILE_INVALID: 'Please enter a valid 10-digit mobile number.',
  PASSWORD_MIN_LOGIN: 'Password must be at least 6 characters long',
  PASSWORD_MIN_RESET: 'Password must be at least 6 characters.',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match.',
  EMAIL_INVALID_SIGNUP: 'Invalid email address',
  EMAIL_INVALID_RESET: 'Please enter a valid email address',
  OTP_INCOMPLETE: 'Please enter all 6 digits of OTP',
  AADHAR_REQUIRED: 'Aadhar number is required',
  AADHAR_LENGTH: 'Aadhar must be exactly 12 digits',
  AADHAR_LENGTH_SUBMIT: 'Aadhar must be exactly 12 digits (numbers only)',
  RULES_NOT_AGREED: 'You must agree to the Rules & Regulations.',
  /** The rules checkbox's own (browser validity) message. */
  AGREE_TO_PROCEED: 'You must agree to proceed',
  MESSAGE_TOO_LONG: 'Message must be at most 500 characters',

  // ---------------------------------------------------------------- My Account, orders, tracking
  MY_ACCOUNT: 'My Account',
  TAB_ORDERS: 'Orders',
  TAB_ADDRESS: 'Address',
  TAB_HELP: 'Help',
  TAB_ADMISSION: 'Admission',
  TRACK_ORDER: 'Track Order',
  ORDER_FAILED: 'Failed',
  HELP_HEADING: 'Need help?',
  HELP_CHAT: 'Chat on WhatsApp',
  HELP_CALL: 'Call us',
  TRACK_ORDER_PLACED: 'Order Placed',
  TRACK_ORDER_PROCESSING: 'Order Processing',
  TRACK_PACKED: 'Packed',
  TRACK_DISPATCH: 'Dispatch',
  TRACK_OUT_FOR_DELIVERY: 'Out for delivery',
  TRACK_DELIVERED: 'Delivered',
  ORDER_CANCELLED: 'Order Cancelled',
  BILL_DETAILS: 'Bill Details',
  DOWNLOAD_INVOICE: 'Download Invoice',
  DELIVERY_ESTIMATE_NA: 'Delivery estimate not available',

  // ---------------------------------------------------------------- Invoice (/invoice; the spec only navigates there)
  TAX_INVOICE: 'Tax Invoice',
  INVOICE_NUMBER: 'Invoice No.',
  ORDER_ID: 'Order ID',
  INVOICE_DATE: 'Invoice Date',
  CUSTOMER: 'Customer',
  ITEM: 'Item',
  UNIT_PRICE: 'Unit Price',
  /** Follows the GST label: the tax is part of the prices, not added on top. */
  GST_INCLUDED: '(included in prices)',
  INVOICE_NOTE: 'This is a computer-generated invoice and does not need a signature.',
  PRINT: 'Print',

  // ---------------------------------------------------------------- Admission
  ADMISSION_FORM: 'Admission Form',
  OUR_COURSES: 'Our Courses',
  SELECT_FROM_COURSES: 'Select from our courses',
  STUDENT_NAME: 'Student Name',
  FATHER_NAME: "Father's Name",
  MOTHER_NAME: "Mother's Name",
  DATE_OF_BIRTH: 'Date of Birth',
  AADHAR_NUMBER: 'Aadhar Number',
  GENDER: 'Gender',
  GENDER_MALE: 'Male',
  GENDER_FEMALE: 'Female',
  GENDER_OTHER: 'Other',
  SCHOOL: 'School',
  PINCODE: 'Pincode',
  CENTER: 'Center',
  SELECT_CENTER: 'Select a center',
  CENTER_MALAD_E: 'Malad (E)',
  CENTER_GOREGOAN_W: 'Goregoan (W)',
  CENTER_MALAD_W: 'Malad (W)',
  CENTER_ANDHERI: 'Andheri',
  AGREE_TO_RULES: 'I agree to the Rules & Regulations',
  /** Checkbox label before a link to the rules page: "I agree to the" + "Rules & Regulations". */
  AGREE_TO_RULES_PREFIX: 'I agree to the',
  ADMISSION_SUBMITTED: 'Admission form submitted successfully!',
  SUBMISSION_FAILED: 'Submission failed. Please try again.',
  ADMISSION_PAID: 'Paid',
  ADMISSION_FAILED: 'Failed',

  // ---------------------------------------------------------------- Contact, enquiry, quote
  GET_IN_TOUCH: 'Get In Touch',
  SEND_MESSAGE: 'Send Message',
  SENDING: 'Sending...',
  THANK_YOU_CONTACTING: 'Thank you for contacting!',
  SOMETHING_WENT_WRONG_RETRY: 'Something went wrong. Please try again.',
  ENQUIRY_FORM: 'Enquiry Form',
  ENQUIRY_SENT: 'Enquiry Sent',
  PROCEED_TO_CHECKOUT: 'Proceed to Checkout',
  /** First line of the chat message a signed-in quote request opens (ours). */
  QUOTE_CHAT_INTRO: 'Hello, I would like a quote.',
  QUOTE_ITEMS: 'Items',

  // ---------------------------------------------------------------- Offices, about, policies
  OUR_OFFICE_CENTERS: 'Our Office/Centers',
  OFFICE_TYPE_OFFICE: 'Our Office',
  OFFICE_TYPE_CENTER: 'Center',
  /** Contact page: opens a maps search for the office address (ours). */
  VIEW_ON_MAP: 'View on Map',
  VIEW_DIRECTIONS: 'View Directions',
  ABOUT_US: 'About Us',
  OUR_STORY: 'Our Story',
  EXPLORE_OUR_COURSES: 'Explore Our Courses',
  JOIN_NOW: 'Join Now',
  MISSION: 'Mission',
  VISION: 'Vision',
  CORE_VALUES: 'Core Values',
  WHY_CHOOSE_US: 'Why Choose Us',
  TESTIMONIALS: 'What Our Families Say',
  PRIVACY_POLICY: 'Privacy Policy',
  REFUND_POLICY: 'Refund Policy',
  RULES_AND_REGULATIONS: 'Rules & Regulations',
  SHIPPING_POLICY: 'Shipping & Delivery',

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

/** Key of one entry of {@link TEXTS}. */
export type TextKey = keyof typeof TEXTS;

// ------------------------------------------------------------------ Template helpers
// The spec's texts with a placeholder. The fixed part of each is the spec's, exactly.

/** Discount badge on a product card, e.g. `discountBadge(20)` -> "20% OFF". */
export const discountBadge = (percent: number): string => `${percent}% OFF`;

/** Variation chooser title, e.g. "Inline Skates - Choose a Variation". */
export const chooseVariationTitle = (title: string): string => `${title} - Choose a Variation`;

/** Pincode check success line, e.g. "Delivery available to 400097". */
export const deliveryAvailableTo = (pincode: string): string => `Delivery available to ${pincode}`;

/** Pincode check failure line, e.g. "Sorry, delivery is not available to 110001". */
export const deliveryNotAvailableTo = (pincode: string): string =>
  `Sorry, delivery is not available to ${pincode}`;

/** Estimated delivery line under a successful pincode check (ours), e.g. "Estimated delivery by 8 Jan 2025". */
export const estimatedDeliveryBy = (date: string): string => `Estimated delivery by ${date}`;

/** Order list delivery line for a delivered order, e.g. "Delivered on 8 Jan 2025". */
export const deliveredOn = (date: string): string => `Delivered on ${date}`;

/** Order list estimate window (ours), e.g. "Expected delivery: 8 Jan 2025 - 12 Jan 2025". */
export const deliveryWindow = (from: string, to: string): string => `Expected delivery: ${from} - ${to}`;

/**
 * Message counter under the contact form's message, e.g. `charCounter(12)` -> "12/500".
 * 500 is MESSAGE_MAX; it is repeated here because this file may not import constants.ts
 * (see the header) - a test keeps the two equal.
 */
export const charCounter = (length: number, max = 500): string => `${length}/${max}`;

/** Label of a price-range filter, e.g. "₹0 - ₹200". */
export const priceRangeLabel = (min: number, max: number): string => `₹${min} - ₹${max}`;

/** Item count next to a listing heading (ours), e.g. "1 item", "12 items". */
export const itemCount = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Header greeting for a signed-in user (ours), e.g. "Hi, Asha". */
export const greeting = (name: string): string => `Hi, ${name}`;

/** Search results heading on /product?search= (ours). */
export const searchResultsFor = (query: string): string => `Search results for "${query}"`;

/** GST line label with the merchant's configured rate, e.g. "GST (18%)" (deviation from the spec's fixed 10%). */
export const gstLabel = (ratePercent: number): string => `GST (${ratePercent}%)`;

/** Aria label of a hero-slider dot (ours). */
export const goToSlide = (index: number): string => `Go to slide ${index}`;

/** Wrong-OTP answer with the tries left (ours), e.g. "Invalid OTP. 4 attempt(s) left." */
export const otpAttemptsLeft = (left: number): string => `Invalid OTP. ${left} attempt(s) left.`;

/** OTP resend refused for now (ours), e.g. "Please wait 25 seconds before requesting another OTP." */
export const otpWait = (seconds: number): string =>
  `Please wait ${seconds} seconds before requesting another OTP.`;

/** OTP e-mail body (ours). */
export const otpEmailText = (code: string, company: string, minutes: number): string =>
  `Your ${company} verification code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this email.`;

/** Order refused for lack of stock (ours), e.g. "Sorry, Inline Skates is out of stock." */
export const outOfStockFor = (title: string): string => `Sorry, ${title} is out of stock.`;

/** Progress line of the three-step register and reset screens (ours), e.g. "Step 2 of 3". */
export const stepOf = (step: number, total: number): string => `Step ${step} of ${total}`;

/** Aria label of one OTP box (ours), e.g. "Digit 1 of 6". */
export const otpDigitLabel = (index: number, total: number): string => `Digit ${index} of ${total}`;
