/**
 * Every user-facing text of SkateKit, in one place.
 *
 * Texts quoted by the spec (error catalogues, validation messages, headings, labels) are kept
 * character for character - tests and the e2e journeys match on them. Texts the spec only names
 * ("a Logout button", "tabs Description, Specifications...") use the spec's words; the few the
 * spec leaves open (aria labels, field labels) are ours and marked "(ours)" where it matters.
 *
 * These files import nothing but each other: constants.ts builds its option lists from these texts,
 * so a cycle would leave one of the two undefined at load time. The parts live in texts/; their keys
 * never overlap (a test checks).
 */
import { ACCOUNT_TEXTS } from './texts/accounts';
import { EXPERIENCE_TEXTS } from './texts/experience';
import { PHONE_TEXTS } from './texts/phone';
import { SERVER_TEXTS } from './texts/server';
import { SHOP_TEXTS } from './texts/shop';

/** Every text by key: the shop's, the accounts side's and the reference server's answers. */
export const TEXTS = {
  ...SHOP_TEXTS,
  ...ACCOUNT_TEXTS,
  ...SERVER_TEXTS,
  ...PHONE_TEXTS,
  ...EXPERIENCE_TEXTS,
} as const;

/** Key of one entry of {@link TEXTS}. */
export type TextKey = keyof typeof TEXTS;

/** The three parts of {@link TEXTS}, for the test that keeps their keys apart. */
export const TEXT_PARTS = {
  SHOP_TEXTS,
  ACCOUNT_TEXTS,
  SERVER_TEXTS,
  PHONE_TEXTS,
  EXPERIENCE_TEXTS,
} as const;

// The spec's texts with a placeholder (the fixed part of each is the spec's, exactly).
export {
  discountBadge,
  priceRangeLabel,
  itemCount,
  greeting,
  searchResultsFor,
  goToSlide,
  otpAttemptsLeft,
  otpWait,
  tooManyLoginAttempts,
  tooManyRequestsFor,
  waitTime,
  otpEmailText,
  outOfStockFor,
} from './texts/templates';
export {
  chooseVariationTitle,
  deliveryAvailableTo,
  deliveryNotAvailableTo,
  estimatedDeliveryBy,
  deliveredOn,
  deliveryWindow,
  charCounter,
  gstLabel,
  stepOf,
  otpDigitLabel,
  onlyInStock,
} from './texts/screen-templates';
export { pageTitle } from './texts/experience';
