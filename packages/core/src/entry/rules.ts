/** @skatekit/core/rules: the business rules (pure functions), formats, routes and constants. */
export { stockLimit } from '../cart/stockLimit';
export { stockOnHand } from '../catalogue/stock';
export {
  AADHAR_DIGITS,
  ADDRESS_TYPES,
  type AddressType,
  AUTH_TOKEN_POLL_MS,
  BUTTON_IDS,
  type ButtonId,
  CATEGORY_SCROLL_RECALC_MS,
  type Center,
  CENTERS,
  COUNTERS,
  COURSE_CATEGORY,
  CURRENCY,
  DEFAULT_GST_RATE_PERCENT,
  DEFAULT_PAY_METHOD,
  DEFAULT_QUANTITY,
  ESTIMATE_WINDOW_DAYS,
  FEE_DUE_DAY,
  type Gender,
  GENDERS,
  GOOGLE_LOGIN_MESSAGE,
  HERO_INTERVAL_MS,
  INDIA_TIME_ZONE,
  LATE_FINE_INR,
  LISTING_SORTS,
  type ListingSort,
  LOAD_MORE_DELAY_MS,
  LOCALE,
  MARQUEE_INTERVAL_MS,
  MESSAGE_MAX,
  MOBILE_DIGITS,
  NOTICE_MS,
  ORDER_STATUSES,
  type OrderStatus,
  OTP_DIGITS,
  PAGE_SIZE,
  PASSWORD_MIN,
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
  type ProductType,
  PUSH_TOKEN_REFRESH_DAYS,
  REDIRECT_MS,
  SCROLL_STEP_CATEGORIES,
  SCROLL_STEP_OFFERS,
  SCROLL_STEP_PRODUCTS,
  SERVICE_WORKER_WAIT_MS,
  SHIPPING_DAYS,
  SHOP_PAGE,
  SHOP_SORTS,
  type ShopSort,
  SKELETON_CARDS,
  SKELETON_IMAGE_HEIGHT,
  STATUS_ACTIVE,
  STOCK_OUT,
  STOCK_UNLIMITED,
  STORAGE_KEYS,
  SUGGESTIONS_MAX,
  SWIPE_THRESHOLD_PX,
  TOAST_MS,
  TRACKER_STEPS,
} from '../constants';
export { formatInr, fromPaise, roundMoney, sumMoney, toPaise } from '../format/money';
export { storeName } from '../format/storeName';
export { lowestPositive, productVariations, variationEffectivePrice } from '../pricing/variations';
export {
  positivePrice,
  type PriceDisplay,
  productPriceDisplay,
  productPriceRange,
  type ProductPrices,
  productPrices,
  productSortPrice,
} from '../pricing/display';
export { discountPercent, productDiscountPercent } from '../pricing/discount';
export { type GstBreakdown, gstIncluded } from '../pricing/gst';
export type { CategoryLike, DateInput, ProductLike, VariationLike } from '../catalogue/shapes';
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
export {
  type AttributeSelection,
  findVariation,
  selectionOf,
  termAvailable,
} from '../catalogue/variationSelection';
export { sortListing, sortShop } from '../catalogue/sort';
export {
  inCategories,
  initialShopState,
  inPriceRanges,
  isShopOrder,
  SHOP_ORDER_GROUPS,
  type ShopAction,
  type ShopFilters,
  shopMatches,
  type ShopOrder,
  shopOrderId,
  shopReducer,
  type ShopState,
  type ShopView,
  shopView,
  sortShopOrder,
} from '../catalogue/shop';
export { searchProducts, searchSuggestions } from '../catalogue/search';
export {
  createListingSource,
  type ListingApi,
  type ListingPage,
  type ListingSource,
  type ListingSpec,
  loadSuggestions,
  type SuggestionsApi,
} from '../catalogue/paged';
export {
  hasCategoryType,
  mergePopularPage,
  type PopularMerge,
  popularTabProducts,
  popularVisible,
  showMoreProductsVisible,
} from '../catalogue/popular';
export {
  type ButtonConfigLike,
  type CardAction,
  type CardActionKind,
  type CardActions,
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
  type QuoteCoupon,
  type QuotedLine,
  type QuotePoint,
  type QuoteProblem,
  type QuoteProblemCode,
  type QuoteShipping,
  type QuoteWorld,
} from '../engine/quote';
export {
  type LineSourceProduct,
  type LineViewOptions,
  type ResolvedLine,
  resolveLine,
  toLineView,
} from '../engine/lineView';
export {
  loadQuoteWorld,
  loadStoreTerms,
  type QuoteChoice,
  quoteShippingOf,
  type QuoteWorldApi,
  type StoreTerms,
} from '../engine/world';
export {
  type AddContext,
  addLine,
  type AddOutcome,
  addOutcomeNotice,
  cartCount,
  type GuestLineLike,
  lineKey,
  removeLine,
  setQuantity,
} from '../cart/guestCart';
export { refreshCartLine } from '../cart/refresh';
export { applyCoupon, type CouponLike, validateCouponCode } from '../cart/coupon';
export { type AppliedCoupon, buildCheckoutData, checkoutPayable } from '../cart/checkoutData';
export { cartAddRefusal } from '../cart/serverCart';
export {
  initialPayMethod,
  offeredPayMethods,
  payMode,
  quoteInsteadOfCheckout,
  validatePayMethod,
} from '../checkout/payMode';
export { type AddressLike, addressId, defaultAddresses } from '../checkout/addresses';
export { type CheckoutInput, validateAddressChoice, validateCheckout } from '../checkout/requirements';
export { billableKm, distanceKm } from '../delivery/distance';
export {
  type DeliveryBandLike,
  deliveryCharge,
  type DeliveryChargeInput,
  type FreeDeliveryBandLike,
} from '../delivery/charge';
export { advancePayment, type AdvanceSplit } from '../delivery/advance';
export {
  activePincodes,
  checkPincode,
  type PincodeCheck,
  type PincodeLike,
  shippingPincodeWarning,
  shipsTo,
} from '../delivery/pincode';
export {
  addressTabVisible,
  isSignedIn,
  type SessionCheck,
  sessionCheck,
  userDisplayName,
  type UserLike,
} from '../accounts/session';
export { chatLink, mapsSearchLink, telLink } from '../accounts/links';
export {
  ADMISSION_REQUIRED_FIELDS,
  type AdmissionField,
  type AdmissionForm,
  afterAdmissionRoute,
  isRulesAgreed,
  validateAdmission,
} from '../admission/validateAdmission';
export type { OrderLike } from '../orders/shapes';
export { parseCartProducts } from '../orders/cartProducts';
export {
  admissionStatusLabel,
  invoiceAvailable,
  type OrderAction,
  orderAction,
  trackerLabel,
  trackerStep,
  trackerSteps,
  type TrackerStepView,
} from '../orders/status';
export { deliveryText, orderDeliveryLine } from '../orders/deliveryText';
export { orderNumber } from '../orders/orderNumber';
export { checkoutMatchesOrder, type PaymentResult, paymentResult } from '../orders/paymentResult';
export { loginReason } from '../accounts/loginReason';
export {
  buildInvoice,
  type Invoice,
  type InvoiceLine,
  type InvoiceOrderLike,
  orderPaidOnline,
  orderTotal,
} from '../orders/invoice';
export { type FieldErrors, hasErrors, invalid, valid, type ValidationResult } from '../validation/result';
export { digitsOnly, normaliseMobile, validateMobile } from '../validation/mobile';
export { validateResetEmail, validateSignupEmail } from '../validation/email';
export { newPasswordErrors, validateLoginPassword, validateNewPassword } from '../validation/password';
export {
  emptyOtp,
  fillOtpFromPaste,
  otpCode,
  type OtpEntry,
  setOtpDigit,
  validateOtp,
} from '../validation/otp';
export { sanitizeAadharInput, validateAadhar, validateAadharOnSubmit } from '../validation/aadhar';
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
  decodeRouteSegment,
  encodeRouteSegment,
  parseProductRoute,
  productRoute,
} from '../routing/productRoute';
export {
  admissionPaymentFailedRoute,
  admissionPaymentSuccessRoute,
  categoryRoute,
  isProtectedRoute,
  paymentFailedRoute,
  paymentSuccessRoute,
  returnTarget,
  ROUTES,
  searchRoute,
  trackRoute,
} from '../routing/routes';
export { isExternalAddress, isPlainLeftClick, type LinkClick } from '../routing/links';
export { addDays, formatIndiaDate, formatIndiaTime, toDate } from '../time/india';
export { quoteChatMessage } from '../accounts/quoteMessage';
export type { Numeric } from '../format/coerce';
