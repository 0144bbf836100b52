/** @skatekit/core/texts: every user-facing text of SkateKit, its templates and the policy pages. */
export {
  charCounter,
  chooseVariationTitle,
  deliveredOn,
  deliveryAvailableTo,
  deliveryNotAvailableTo,
  deliveryWindow,
  discountBadge,
  estimatedDeliveryBy,
  greeting,
  gstLabel,
  itemCount,
  onlyInStock,
  otpAttemptsLeft,
  otpDigitLabel,
  otpEmailText,
  otpWait,
  tooManyLoginAttempts,
  tooManyRequestsFor,
  outOfStockFor,
  priceRangeLabel,
  searchResultsFor,
  stepOf,
  type TextKey,
  TEXTS,
} from '../texts';
export { textLabel } from '../texts/live';
export {
  checkTextOverrides,
  setTexts,
  type TextOverrides,
  type TextOverridesCheck,
  textsVersion,
} from '../texts/overrides';
export {
  ABOUT_CONTENT,
  type ContentSection,
  type PolicyPage,
  PRIVACY_POLICY,
  REFUND_POLICY,
  RULES_AND_REGULATIONS,
  SHIPPING_POLICY,
} from '../content';
