/**
 * Business constants of the spec (section 9 of both documents), the option lists the UI offers,
 * and the browser-storage keys. Names follow docs/sdk-contract.md.
 */
import { TEXTS, priceRangeLabel } from './texts';

/**
 * An option list made of texts, marked pure so that a bundle which does not use the list drops it and,
 * with it, every text (the academy's entry reads constants but none of these lists).
 */
const fromTexts = <T>(make: () => T): T => make();

// ------------------------------------------------------------------ Paging and listings
/** Popular Products page size; a page with fewer items ends paging. */
export const PAGE_SIZE = 10;
/** Products shown on the All Products tab before "Show More Products". */
export const POPULAR_INITIAL = 20;
/** Shop listing: products per page, and how many each Load More adds. */
export const SHOP_PAGE = 9;
/** Loading skeleton cards on the shop listing. */
export const SKELETON_CARDS = 2;
/** Height of the placeholder that replaces a missing or broken product image. */
export const SKELETON_IMAGE_HEIGHT = 250;
/** Search suggestions shown at most. */
export const SUGGESTIONS_MAX = 8;

// ------------------------------------------------------------------ Scrolling, sliders, timers
/** Pixels a chevron scrolls a product slider. */
export const SCROLL_STEP_PRODUCTS = 260;
/** Pixels a chevron scrolls the offers strip. */
export const SCROLL_STEP_OFFERS = 250;

// ------------------------------------------------------------------ Field limits
/** Digits of an Indian mobile number. */
export const MOBILE_DIGITS = 10;
/** Shortest pincode the pincode check accepts. */
export const PINCODE_MIN = 5;
/** Longest contact message (the counter turns red here). */
export const MESSAGE_MAX = 500;
/** Digits of an Aadhar number. */
export const AADHAR_DIGITS = 12;
/** Digits (and boxes) of an OTP. */
export const OTP_DIGITS = 6;
/** Shortest password accepted. */
export const PASSWORD_MIN = 6;
/** Quantity of a new cart line. */
export const DEFAULT_QUANTITY = 1;
/** Most units of one item in a cart line or an order line (the server refuses more). */
export const MAX_LINE_QUANTITY = 1000;
/** Order list: the estimate window ends this many days after it starts. */
export const ESTIMATE_WINDOW_DAYS = 4;

// ------------------------------------------------------------------ Money, locale, time
/** Currency of every price (rupees). */
export const CURRENCY = 'INR';
/** Locale of numbers and dates. */
export const LOCALE = 'en-IN';
/** Time zone every date is shown in. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** The fee line on payment result pages. */
export const PAYMENT_FEE = 0;
/**
 * GST rate used when a merchant has configured none. The spec prints a fixed 200 labelled 10%;
 * we compute the GST included in the total from the merchant's rate instead (see gstIncluded).
 */
export const DEFAULT_GST_RATE_PERCENT = 10;
// The academy's constants (fee due day, late fine, genders) live in school-constants.ts, which imports no
// texts, so @skatekit/core/academy carries them without every text of the shop.
export { FEE_DUE_DAY, GENDERS, type Gender, LATE_FINE_INR } from './school-constants';
/** Shipping policy, in business days: [from, to]. */
export const SHIPPING_DAYS = {
  processing: [1, 2],
  metro: [2, 5],
  tier2And3: [4, 7],
  remote: [7, 10],
} as const;

// ------------------------------------------------------------------ Push and native wrappers
/** Days after which the push token is refreshed. */
export const PUSH_TOKEN_REFRESH_DAYS = 7;
/** Platforms the storefront runs on (website, or inside the native wrappers). */
export const PLATFORMS = ['ANDROID_APP', 'IOS_APP', 'WEBSITE'] as const;
/** One of PLATFORMS. */
export type Platform = (typeof PLATFORMS)[number];
/** Type of the native message carrying a Google sign-in token. */
export const GOOGLE_LOGIN_MESSAGE = 'googleLoginToken';

// ------------------------------------------------------------------ Storage keys
/** Browser-storage keys (the spec's guest_cart and checkout_data, plus the contract's). */
export const STORAGE_KEYS = {
  guestCart: 'guest_cart',
  checkoutData: 'checkout_data',
  user: 'user',
  tokens: 'tokens',
  admission: 'admission',
  returnTo: 'redirect_after_login',
  courseBuyNow: 'course_buy_now',
  /** Orders whose result page already cleared the cart (ours). */
  paymentResults: 'payment_results',
  /** The store's title from its metadata, for the header while the API cannot be reached (ours). */
  storeTitle: 'store_title',
} as const;

// ------------------------------------------------------------------ Record values the rules compare with
/** The status a record needs to be shown. */
export const STATUS_ACTIVE = 'Active';
/** Category of courses: excluded from general listings, listed on /course. */
export const COURSE_CATEGORY = 'courses';
/** Stock text of a product that never runs out. */
export const STOCK_UNLIMITED = 'Unlimited Stock';
/** Stock text of a product or variation that cannot be bought. */
export const STOCK_OUT = 'Out of Stock';

/** A product sold as it is (its own price and stock). */
export const SIMPLE_PRODUCT = 'Simple';
/** A product sold as one of its variations (each with its sku, price and stock). */
export const VARIABLE_PRODUCT = 'Variable Product';
/** A package of other products. */
export const GROUPED_PRODUCT = 'Grouped Product';
/** Product types of the catalogue. */
export const PRODUCT_TYPES = [SIMPLE_PRODUCT, VARIABLE_PRODUCT, GROUPED_PRODUCT] as const;
/** One of PRODUCT_TYPES. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Cart button ids, in priority order (the first default one wins). */
export const BUTTON_IDS = ['getquote', 'addtocart', 'buynow'] as const;
/** One of BUTTON_IDS. */
export type ButtonId = (typeof BUTTON_IDS)[number];

/** Pay-button modes, in priority order. */
export const PAY_MODES = ['paymanual', 'paynow', 'payondelivery'] as const;
/** One of PAY_MODES. */
export type PayMode = (typeof PAY_MODES)[number];

/** `payment_mode` of an order paid online in full (a wire value; its label is `TEXTS.PAY_NOW`). */
export const PAY_METHOD_NOW = 'Pay now';
/** `payment_mode` of an order paid on delivery (a wire value; its label is `TEXTS.PAY_ON_DELIVERY`). */
export const PAY_METHOD_ON_DELIVERY = 'Pay on delivery';
/** Payment methods an order can carry (`payment_mode`); the chooser starts on the first. */
export const PAY_METHODS = [PAY_METHOD_NOW, PAY_METHOD_ON_DELIVERY] as const;
/** One of PAY_METHODS. */
export type PayMethod = (typeof PAY_METHODS)[number];
/** The payment method the checkout chooser starts on. */
export const DEFAULT_PAY_METHOD: PayMethod = PAY_METHOD_NOW;

/** Address types a customer picks from. */
export const ADDRESS_TYPES = /* @__PURE__ */ fromTexts(
  () => [TEXTS.ADDRESS_TYPE_HOME, TEXTS.ADDRESS_TYPE_OFFICE, TEXTS.ADDRESS_TYPE_OTHERS] as const,
);
/** One of ADDRESS_TYPES. */
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Admission centres ("Goregoan" is the academy's spelling). */
export const CENTERS = /* @__PURE__ */ fromTexts(
  () => [TEXTS.CENTER_MALAD_E, TEXTS.CENTER_GOREGOAN_W, TEXTS.CENTER_MALAD_W, TEXTS.CENTER_ANDHERI] as const,
);
/** One of CENTERS. */
export type Center = (typeof CENTERS)[number];

// ------------------------------------------------------------------ Option lists offered by the UI
/** Popular Products tabs; Best Sellers and Trending are also `categorytype` labels. */
export const POPULAR_TABS = /* @__PURE__ */ fromTexts(
  () => [TEXTS.TAB_ALL_PRODUCTS, TEXTS.TAB_NEW_ARRIVALS, TEXTS.TAB_BEST_SELLERS, TEXTS.TAB_TRENDING] as const,
);
/** One of POPULAR_TABS. */
export type PopularTab = (typeof POPULAR_TABS)[number];

/** Sorts of the listing and category pages; the first is the default. */
export const LISTING_SORTS = /* @__PURE__ */ fromTexts(
  () =>
    [
      { id: 'recommended', label: TEXTS.SORT_RECOMMENDED },
      { id: 'newest', label: TEXTS.SORT_NEWEST_FIRST },
      { id: 'popular', label: TEXTS.SORT_POPULAR },
      { id: 'price-desc', label: TEXTS.SORT_PRICE_HIGH_LOW },
      { id: 'price-asc', label: TEXTS.SORT_PRICE_LOW_HIGH },
    ] as const,
);
/** Id of a listing sort. */
export type ListingSort = (typeof LISTING_SORTS)[number]['id'];

/** Sorts of the shop listing; the first is the default. */
export const SHOP_SORTS = /* @__PURE__ */ fromTexts(
  () =>
    [
      { id: 'best-selling', label: TEXTS.SHOP_SORT_BEST_SELLING },
      { id: 'price-asc', label: TEXTS.SHOP_SORT_PRICE_LOW_HIGH },
      { id: 'price-desc', label: TEXTS.SHOP_SORT_PRICE_HIGH_LOW },
      { id: 'newest', label: TEXTS.SHOP_SORT_NEWEST_ARRIVALS },
    ] as const,
);
/** Id of a shop sort. */
export type ShopSort = (typeof SHOP_SORTS)[number]['id'];

/**
 * Shop price filters in rupees, both ends inclusive (a 200-rupee item matches both of the
 * first two ranges, as a shopper ticking either would expect).
 * The spec's fixed category list (Perfume, Eau de Parfum...) is deliberately absent: the shop
 * filters list the merchant's real categories (see catalogue/categoryOptions).
 */
export const PRICE_RANGES = /* @__PURE__ */ fromTexts(
  () =>
    [
      { id: '0-200', min: 0, max: 200, label: priceRangeLabel(0, 200) },
      { id: '200-400', min: 200, max: 400, label: priceRangeLabel(200, 400) },
      { id: '400-6000', min: 400, max: 6000, label: priceRangeLabel(400, 6000) },
    ] as const,
);
/** Id of a shop price range. */
export type PriceRangeId = (typeof PRICE_RANGES)[number]['id'];

/** About counters on the home page. */
export const COUNTERS = /* @__PURE__ */ fromTexts(
  () =>
    [
      { value: 250, label: TEXTS.COUNTER_ATHLETES },
      { value: 15, label: TEXTS.COUNTER_YEARS },
      { value: 50, label: TEXTS.COUNTER_CHAMPIONSHIPS },
    ] as const,
);
