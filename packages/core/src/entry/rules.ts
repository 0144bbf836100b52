/** @skatekit/core/rules: the business rules (pure functions), formats, routes and constants. */
export { stockLimit, withinStock } from '../cart/stockLimit';
export { stockOnHand } from '../catalogue/stock';
export {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  imageSrcSet,
} from '../media/imageSizes';
export {
  AADHAR_DIGITS,
  ADDRESS_TYPES,
  BUTTON_IDS,
  type ButtonId,
  type Center,
  CENTERS,
  COUNTERS,
  COURSE_CATEGORY,
  CURRENCY,
  DEFAULT_GST_RATE_PERCENT,
  DEFAULT_PAY_METHOD,
  ESTIMATE_WINDOW_DAYS,
  FEE_DUE_DAY,
  type Gender,
  GENDERS,
  GOOGLE_LOGIN_MESSAGE,
  LATE_FINE_INR,
  LISTING_SORTS,
  type ListingSort,
  MESSAGE_MAX,
  MOBILE_DIGITS,
  OTP_DIGITS,
  PAGE_SIZE,
  PASSWORD_MIN,
  PAY_METHOD_NOW,
  PAY_METHOD_ON_DELIVERY,
  PAY_METHODS,
  PAY_MODES,
  PAYMENT_FEE,
  type PayMethod,
  type PayMode,
  PINCODE_MIN,
  type Platform,
  PLATFORMS,
  POPULAR_INITIAL,
  POPULAR_TABS,
  type PopularTab,
  PRICE_RANGES,
  type PriceRangeId,
  PRODUCT_TYPES,
  SIMPLE_PRODUCT,
  VARIABLE_PRODUCT,
  type ProductType,
  SCROLL_STEP_OFFERS,
  SCROLL_STEP_PRODUCTS,
  SHIPPING_DAYS,
  SHOP_PAGE,
  SHOP_SORTS,
  SKELETON_CARDS,
  SKELETON_IMAGE_HEIGHT,
  STOCK_OUT,
  STOCK_UNLIMITED,
  STORAGE_KEYS,
  SUGGESTIONS_MAX,
} from '../constants';
export { ADMISSION_FEE_STATUS } from '../admission/lifecycle';
export { PAYMENT_STATUS, type PaymentStatus } from '../orders/paymentStatus';
export {
  AWAITING_PAYMENT,
  collectsRemainder,
  invoicedAt,
  ORDER_LIFECYCLE,
  ORDER_STATUS_LIST,
  ORDER_STATUSES,
  type OrderStatus,
  TRACKER_STEPS,
} from '../orders/lifecycle';
export { toNumber, toText } from '../format/coerce';
export {
  formatInr,
  fromPaise,
  sumMoney,
  toPaise,
} from '../format/money';
export { storeName } from '../format/storeName';
export { productVariations, variationEffectivePrice } from '../pricing/variations';
export { wholeQuantity } from '../format/quantity';
export {
  positivePrice,
  productPriceDisplay,
  productPriceRange,
  productPrices,
  productSortPrice,
} from '../pricing/display';
export { productDiscountPercent } from '../pricing/discount';
export { gstIncluded } from '../pricing/gst';
export {
  isGroupedProduct,
  isVariableProduct,
  type ProductLike,
  type VariationLike,
} from '../shapes';
export {
  activeCategories,
  activeSliders,
  type CategoryOption,
  categoryOptions,
  courseList,
  generalListing,
  isActive,
  isCourse,
  productsInCategory,
} from '../catalogue/filters';
export { categoryName } from '../catalogue/categoryName';
export { reviewsRating } from '../catalogue/rating';
export {
  type AttributeSelection,
  findVariation,
  selectionOf,
  termAvailable,
} from '../catalogue/variationSelection';
export { sortListing } from '../catalogue/sort';
export {
  initialShopState,
  isShopOrder,
  SHOP_ORDER_GROUPS,
  type ShopFilters,
  shopMatches,
  shopOrderId,
  shopReducer,
  shopView,
} from '../catalogue/shop';
export { searchProducts } from '../catalogue/search';
export { type Suggestion, searchSuggestions } from '../catalogue/suggestions';
export {
  createListingSource,
  type ListingPage,
  type ListingSpec,
  loadSuggestions,
} from '../catalogue/paged';
export {
  mergePopularPage,
  popularServerTab,
  popularTabProducts,
  popularVisible,
  showMoreProductsVisible,
} from '../catalogue/popular';
export {
  type CardActionKind,
  cardActions,
  cartIconVisible,
  defaultButton,
  isSimpleOutOfStock,
  variationAction,
  variationBlocked,
} from '../catalogue/buttons';
export {
  type LineRef,
  type Quote,
  quoteCart,
  type QuoteCustomer,
  quotedLineOf,
  type QuoteProblem,
  type QuoteShipping,
} from '../engine/quote';
export {
  linePrices,
  resolveLine,
  toLineView,
} from '../engine/lineView';
export {
  loadQuoteWorld,
  loadStoreTerms,
  quoteShippingOf,
} from '../engine/world';
export {
  CART_COOKIE,
  type CartCookieLine,
  cartCookieValue,
  readCartCookie,
} from '../cart/cartCookie';
export {
  type AddContext,
  addLine,
  lineKey,
  lineQuantityMax,
  type QuantityRefusal,
  quantityRefusal,
  setQuantity,
} from '../cart/guestCart';
export { applyCoupon } from '../pricing/coupon';
export { initialPayMethod, isPayOnDelivery, offeredPayMethods } from '../checkout/payMethods';
export { payMode, quoteInsteadOfCheckout } from '../checkout/payMode';
export { addressId, defaultAddresses } from '../checkout/addresses';
export { type QuoteChange, quoteChange } from '../checkout/quoteChange';
export { type CheckoutInput, validateAddressChoice } from '../checkout/requirements';
export { distanceKm } from '../delivery/distance';
export { type DeliveryBandLike, deliveryCharge } from '../delivery/charge';
export { advancePayment } from '../delivery/advance';
export {
  checkPincode,
  type PincodeCheck,
  type PincodeLike,
  shipsTo,
} from '../delivery/pincode';
export { addressTabVisible } from '../accounts/session';
export {
  chatLink,
  mapsSearchLink,
  telLink,
} from '../accounts/links';
export {
  ADMISSION_REQUIRED_FIELDS,
  type AdmissionField,
  type AdmissionForm,
  afterAdmissionRoute,
  isRulesAgreed,
  validateAdmission,
} from '../admission/validateAdmission';
export type { OrderLike } from '../orders/shapes';
export {
  admissionStatusLabel,
  invoiceAvailable,
  type OrderAction,
  orderAction,
  orderStatusLabel,
  trackerLabel,
  trackerStep,
  trackerSteps,
} from '../orders/status';
export { orderDeliveryLine } from '../orders/deliveryText';
export { orderNumber } from '../orders/orderNumber';
export {
  checkoutMatchesOrder,
  type PaymentResult,
  paymentResult,
} from '../orders/paymentResult';
export { PAYMENT_PAGE_TITLES, paymentPageState } from '../orders/paymentPage';
export { loginReason } from '../accounts/loginReason';
export {
  buildInvoice,
  type Invoice,
  type OrderFigures,
  orderFigures,
  orderPaidOnline,
  orderTotal,
} from '../orders/invoice';
export {
  type FieldErrors,
  hasErrors,
  invalid,
  valid,
  type ValidationResult,
} from '../validation/result';
export { normaliseMobile, validateMobile } from '../validation/mobile';
export { cleanNumber, type NumberBoxKind } from '../validation/numberInput';
export { validateResetEmail, validateSignupEmail } from '../validation/email';
export { newPasswordErrors, validateLoginPassword } from '../validation/password';
export {
  emptyOtp,
  fillOtpFromPaste,
  otpCode,
  setOtpDigit,
  validateOtp,
} from '../validation/otp';
export { sanitizeAadharInput, validateAadhar } from '../validation/aadhar';
export {
  clampMessage,
  type ContactForm,
  type EnquiryForm,
  messageCounterAtLimit,
  type QuoteForm,
  requireFields,
  type SignupForm,
  validateContact,
  validateEnquiry,
  validateQuote,
  validateSignup,
} from '../validation/forms';
export {
  encodeRouteSegment,
  parseProductRoute,
  productRoute,
} from '../routing/productRoute';
export {
  categoryRoute,
  isProtectedRoute,
  PAYMENT_RESULT_ROUTES,
  PROTECTED_ROUTES,
  returnTarget,
  ROUTES,
  searchRoute,
  trackRoute,
  invoiceRoute,
} from '../routing/routes';
export { isExternalAddress, isPlainLeftClick } from '../routing/links';
export {
  addDays,
  formatIndiaDate,
  formatIndiaTime,
} from '../time/india';
export { quoteChatMessage } from '../accounts/quoteMessage';
export { routePageName, routeTitle } from '../routing/routeTitle';
