/** The one error type of SkateKit (`code`: network | http | validation | not-found | unauthorised), its guard and code type. */
export { SkateError, isSkateError, type SkateErrorCode } from './errors';

// ------------------------------------------------------------------ API client (api/)
/** Typed client of the commerce API: `createApiClient({ baseUrl, merchantCode, ... })`. */
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CreateOptions,
  type TokenGetter,
} from './api/client';
/** Tagged template that percent-encodes every interpolated path segment. */
export { path as apiPath, serverMessage } from './api/http';
/** Argument types of client methods that take stored records (cart lines, saved addresses). */
export type { AddressArg, CartLineArg, Sendable } from './api/resources/args';
/** Paging of `catalogue.products`. */
export type { ProductSearchQuery, ProductsQuery } from './api/resources/catalogue';

// ------------------------------------------------------------------ Wire schemas (api/schemas/)
/** Tolerant response helpers: JSON-text lists, numeric text, safe defaults, envelopes. */
export {
  bool,
  ErrorResponse,
  jsonList,
  jsonObject,
  listEnvelope,
  MessageResponse,
  mongoId,
  num,
  optNum,
  optStr,
  parseJsonText,
  recordEnvelope,
  str,
  textList,
  textRecord,
} from './api/schemas/shared';
/** Strict-body helpers the server can reuse: field-naming error messages and body limits. */
export { BODY_LIMITS, fieldError } from './api/schemas/fields';
/** Catalogue entities and replies. */
export {
  Attribute,
  AttributeTerm,
  CategoriesResponse,
  Category,
  DownloadableFile,
  GroupedItem,
  Marquee,
  MarqueeResponse,
  NewArrivalGroup,
  NewArrivalsResponse,
  Offer,
  OffersResponse,
  Product,
  ProductResponse,
  ProductsResponse,
  Review,
  SuggestionsResponse,
  Slider,
  SlidersResponse,
  Specification,
  StoreProfile,
  StoreProfileResponse,
  Variation,
} from './api/schemas/catalogue';
/** Cart lines, checkout data, cart bodies and replies. */
export {
  CART_LINE_KEYS,
  CartAddResponse,
  CartItem,
  CartItemBody,
  type CartItemBodyInput,
  CartLineBody,
  type CartLineBodyInput,
  CartListResponse,
  CartMutationResponse,
  CartQuantityBody,
  type CartQuantityBodyInput,
  CheckoutData,
} from './api/schemas/cart';
/** Coupons. */
export { Coupon, CouponCheckResponse } from './api/schemas/coupons';
/** Delivery settings. */
export {
  DeliveryAdvance,
  DeliveryAdvanceResponse,
  DeliveryBand,
  DeliveryBandsResponse,
  FreeDeliveryBand,
  FreeDeliveryBandsResponse,
  OfficeLocation,
  OfficeLocationResponse,
  Pincode,
  PincodesResponse,
} from './api/schemas/delivery';
/** Addresses. */
export {
  ADDRESS_DEFAULT_KINDS,
  Address,
  AddressBody,
  type AddressBodyInput,
  type AddressDefaultKind,
  AddressesResponse,
  AddressMutationResponse,
  SetDefaultBody,
} from './api/schemas/addresses';
/** Orders, quotes, payments. */
export {
  ADDRESS_SNAPSHOT_KEYS,
  AddressRefBody,
  type AddressRefBodyInput,
  AddressSnapshotBody,
  Order,
  OrderBody,
  type OrderBodyInput,
  OrderCreatedResponse,
  OrderResponse,
  OrdersResponse,
  PaymentConfig,
  PaymentConfigResponse,
  PayOnDeliveryBody,
  type PayOnDeliveryBodyInput,
  PayOnDeliveryResponse,
  QuoteBody,
  type QuoteBodyInput,
  QuoteRequest,
  QuoteResponse,
  RazorpayOrder,
  VerifyBody,
  VerifyResponse,
} from './api/schemas/orders';
/** Users. */
export {
  User,
  UserResponse,
  UserSession,
  UserUpdateBody,
  type UserUpdateBodyInput,
  UserUpdateResponse,
} from './api/schemas/users';
/** Sign-in, registration, password reset, tokens. */
export {
  GoogleLoginBody,
  LoginBody,
  LoginResponse,
  OtpResponse,
  RefreshBody,
  RefreshResponse,
  ResetPasswordBody,
  SendOtpBody,
  SignupBody,
  SignupResponse,
  VerifyOtpBody,
} from './api/schemas/auth';
/** Site settings: help, buttons, pay buttons, meta, class levels, offices. */
export {
  ButtonConfig,
  ButtonsResponse,
  ClassLevel,
  ClassLevelsResponse,
  Help,
  HelpResponse,
  Meta,
  MetaResponse,
  Office,
  OfficesResponse,
  PayButtonConfig,
  PayButtonsResponse,
  SocialLink,
} from './api/schemas/site';
/** Admissions and admission payments. */
export {
  Admission,
  AdmissionBody,
  type AdmissionBodyInput,
  AdmissionPayment,
  AdmissionPaymentBody,
  type AdmissionPaymentBodyInput,
  AdmissionPaymentCreatedResponse,
  AdmissionPaymentResponse,
  AdmissionPaymentsResponse,
  AdmissionResponse,
  AdmissionSavedResponse,
} from './api/schemas/admissions';
/** Contact leads and enquiries. */
export {
  Enquiry,
  EnquiryBody,
  type EnquiryBodyInput,
  EnquiryResponse,
  Lead,
  LeadBody,
  type LeadBodyInput,
  LeadResponse,
} from './api/schemas/leads';
/** Push registration. */
export { PushRegistration, PushTokenBody, PushTokenResponse } from './api/schemas/push';

// ---- @skatekit/core texts, constants, content and business rules (pure functions) ----
// texts
/** Every user-facing text of SkateKit, in one place. */
export { TEXTS } from './texts';
/** Key of one entry of {@link TEXTS}. */
export type { TextKey } from './texts';
/** Discount badge on a product card, e.g. `discountBadge(20)` -> "20% OFF". */
export { discountBadge } from './texts';
/** Variation chooser title, e.g. "Inline Skates - Choose a Variation". */
export { chooseVariationTitle } from './texts';
/** Pincode check success line, e.g. "Delivery available to 400097". */
export { deliveryAvailableTo } from './texts';
/** Pincode check failure line, e.g. "Sorry, delivery is not available to 110001". */
export { deliveryNotAvailableTo } from './texts';
/** Estimated delivery line under a successful pincode check (ours), e.g. "Estimated delivery by 8 Jan 2025". */
export { estimatedDeliveryBy } from './texts';
/** Order list delivery line for a delivered order, e.g. "Delivered on 8 Jan 2025". */
export { deliveredOn } from './texts';
/** Order list estimate window (ours), e.g. "Expected delivery: 8 Jan 2025 - 12 Jan 2025". */
export { deliveryWindow } from './texts';
/** Message counter under the contact form's message, e.g. `charCounter(12)` -> "12/500". 500 is MESSAGE_MAX; it is repeated here because this file... */
export { charCounter } from './texts';
/** Label of a price-range filter, e.g. "₹0 - ₹200". */
export { priceRangeLabel } from './texts';
/** Item count next to a listing heading (ours), e.g. "1 item", "12 items". */
export { itemCount } from './texts';
/** The stock cap message, e.g. "Only 12 in stock". */
export { onlyInStock } from './texts';
/** The most units one cart line may hold: the stock count, null when unlimited or unknown. */
export { stockLimit } from './cart/stockLimit';
/** Header greeting for a signed-in user (ours), e.g. "Hi, Asha". */
export { greeting } from './texts';
/** Search results heading on /product?search= (ours). */
export { searchResultsFor } from './texts';
/** GST line label with the merchant's configured rate, e.g. "GST (18%)" (deviation from the spec's fixed 10%). */
export { gstLabel } from './texts';
/** Aria label of a hero-slider dot (ours). */
export { goToSlide } from './texts';
/** Wrong-OTP answer with the tries left (ours), e.g. "Invalid OTP. 4 attempt(s) left." */
export { otpAttemptsLeft } from './texts';
/** OTP resend refused for now (ours), e.g. "Please wait 25 seconds before requesting another OTP." */
export { otpWait } from './texts';
/** OTP e-mail body (ours). */
export { otpEmailText } from './texts';
/** Order refused for lack of stock (ours), e.g. "Sorry, Inline Skates is out of stock." */
export { outOfStockFor } from './texts';
/** Progress line of the three-step register and reset screens (ours), e.g. "Step 2 of 3". */
export { stepOf } from './texts';
/** Aria label of one OTP box (ours), e.g. "Digit 1 of 6". */
export { otpDigitLabel } from './texts';
// constants
/** Popular Products page size; a page with fewer items ends paging. */
export { PAGE_SIZE } from './constants';
/** Products shown on the All Products tab before "Show More Products". */
export { POPULAR_INITIAL } from './constants';
/** Shop listing: products per page, and how many each Load More adds. */
export { SHOP_PAGE } from './constants';
/** Pause before Load More shows the next shop page. */
export { LOAD_MORE_DELAY_MS } from './constants';
/** Loading skeleton cards on the shop listing. */
export { SKELETON_CARDS } from './constants';
/** Height of the placeholder that replaces a missing or broken product image. */
export { SKELETON_IMAGE_HEIGHT } from './constants';
/** Search suggestions shown at most. */
export { SUGGESTIONS_MAX } from './constants';
/** Pixels a chevron scrolls a product slider. */
export { SCROLL_STEP_PRODUCTS } from './constants';
/** Pixels a chevron scrolls the offers strip. */
export { SCROLL_STEP_OFFERS } from './constants';
/** Pixels a chevron scrolls the categories strip. */
export { SCROLL_STEP_CATEGORIES } from './constants';
/** Delay before the category strip recalculates whether its chevrons show. */
export { CATEGORY_SCROLL_RECALC_MS } from './constants';
/** Swipe distance that moves the product-detail image carousel. */
export { SWIPE_THRESHOLD_PX } from './constants';
/** Hero slider auto-advance interval. */
export { HERO_INTERVAL_MS } from './constants';
/** Header promo text rotation. */
export { MARQUEE_INTERVAL_MS } from './constants';
/** Notice auto-close. */
export { NOTICE_MS } from './constants';
/** Toast auto-close. */
export { TOAST_MS } from './constants';
/** Redirect after a payment result and after a password reset. */
export { REDIRECT_MS } from './constants';
/** Digits of an Indian mobile number. */
export { MOBILE_DIGITS } from './constants';
/** Shortest pincode the pincode check accepts. */
export { PINCODE_MIN } from './constants';
/** Longest contact message (the counter turns red here). */
export { MESSAGE_MAX } from './constants';
/** Digits of an Aadhar number. */
export { AADHAR_DIGITS } from './constants';
/** Digits (and boxes) of an OTP. */
export { OTP_DIGITS } from './constants';
/** Shortest password accepted. */
export { PASSWORD_MIN } from './constants';
/** Quantity of a new cart line. */
export { DEFAULT_QUANTITY } from './constants';
/** Order list: the estimate window ends this many days after it starts. */
export { ESTIMATE_WINDOW_DAYS } from './constants';
/** Currency of every price (rupees). */
export { CURRENCY } from './constants';
/** Locale of numbers and dates. */
export { LOCALE } from './constants';
/** Time zone every date is shown in. */
export { INDIA_TIME_ZONE } from './constants';
/** The fee line on payment result pages. */
export { PAYMENT_FEE } from './constants';
/** GST rate used when a merchant has configured none. */
export { DEFAULT_GST_RATE_PERCENT } from './constants';
/** Academy fee rules quoted on the policy pages. */
export { FEE_DUE_DAY } from './constants';
/** Late fine in rupees for fees paid after the due day. */
export { LATE_FINE_INR } from './constants';
/** Shipping policy, in business days: [from, to]. */
export { SHIPPING_DAYS } from './constants';
/** Days after which the push token is refreshed. */
export { PUSH_TOKEN_REFRESH_DAYS } from './constants';
/** How long push setup waits for the service worker. */
export { SERVICE_WORKER_WAIT_MS } from './constants';
/** Poll interval while waiting for an auth token. */
export { AUTH_TOKEN_POLL_MS } from './constants';
/** Platforms the storefront runs on (website, or inside the native wrappers). */
export { PLATFORMS } from './constants';
/** One of PLATFORMS. */
export type { Platform } from './constants';
/** Type of the native message carrying a Google sign-in token. */
export { GOOGLE_LOGIN_MESSAGE } from './constants';
/** Browser-storage keys (the spec's guest_cart and checkout_data, plus the contract's). */
export { STORAGE_KEYS } from './constants';
/** The status a record needs to be shown. */
export { STATUS_ACTIVE } from './constants';
/** Category of courses: excluded from general listings, listed on /course. */
export { COURSE_CATEGORY } from './constants';
/** Stock text of a product that never runs out. */
export { STOCK_UNLIMITED } from './constants';
/** Stock text of a product or variation that cannot be bought. */
export { STOCK_OUT } from './constants';
/** Product types of the catalogue. */
export { PRODUCT_TYPES } from './constants';
/** One of PRODUCT_TYPES. */
export type { ProductType } from './constants';
/** Cart button ids, in priority order (the first default one wins). */
export { BUTTON_IDS } from './constants';
/** One of BUTTON_IDS. */
export type { ButtonId } from './constants';
/** Pay-button modes, in priority order. */
export { PAY_MODES } from './constants';
/** One of PAY_MODES. */
export type { PayMode } from './constants';
/** Payment methods an order can carry (`payment_mode`); the chooser starts on the first. */
export { PAY_METHODS } from './constants';
/** One of PAY_METHODS. */
export type { PayMethod } from './constants';
/** The payment method the checkout chooser starts on. */
export { DEFAULT_PAY_METHOD } from './constants';
/** Address types a customer picks from. */
export { ADDRESS_TYPES } from './constants';
/** One of ADDRESS_TYPES. */
export type { AddressType } from './constants';
/** Genders of the admission form. */
export { GENDERS } from './constants';
/** One of GENDERS. */
export type { Gender } from './constants';
/** Admission centres ("Goregoan" is the academy's spelling). */
export { CENTERS } from './constants';
/** One of CENTERS. */
export type { Center } from './constants';
/** Order statuses the tracker knows (anything else counts as placed). */
export { ORDER_STATUSES } from './constants';
/** One of ORDER_STATUSES. */
export type { OrderStatus } from './constants';
/** The four tracker steps, in order; each is stamped with one date field of the order. */
export { TRACKER_STEPS } from './constants';
/** Popular Products tabs; Best Sellers and Trending are also `categorytype` labels. */
export { POPULAR_TABS } from './constants';
/** One of POPULAR_TABS. */
export type { PopularTab } from './constants';
/** Sorts of the listing and category pages; the first is the default. */
export { LISTING_SORTS } from './constants';
/** Id of a listing sort. */
export type { ListingSort } from './constants';
/** Sorts of the shop listing; the first is the default. */
export { SHOP_SORTS } from './constants';
/** Id of a shop sort. */
export type { ShopSort } from './constants';
/** Shop price filters in rupees, both ends inclusive (a 200-rupee item matches both of the first two ranges, as a shopper ticking either would expect). */
export { PRICE_RANGES } from './constants';
/** Id of a shop price range. */
export type { PriceRangeId } from './constants';
/** About counters on the home page. */
export { COUNTERS } from './constants';
// content
/** One titled section of a policy page. */
export type { ContentSection } from './content';
/** A static policy page. */
export type { PolicyPage } from './content';
/** Privacy Policy: 9 sections. */
export { PRIVACY_POLICY } from './content';
/** Refund Policy: 6 sections. */
export { REFUND_POLICY } from './content';
/** Rules & Regulations: 8 sections. */
export { RULES_AND_REGULATIONS } from './content';
/** Shipping & Delivery policy. */
export { SHIPPING_POLICY } from './content';
/** The About page. */
export { ABOUT_CONTENT } from './content';
// format/money
/** Rupees to whole paise (rounded half away from zero). */
export { toPaise } from './format/money';
/** Whole paise back to rupees. */
export { fromPaise } from './format/money';
/** Rupees rounded to two decimals (through paise). */
export { roundMoney } from './format/money';
/** Sum of rupee amounts, exact to the paisa. */
export { sumMoney } from './format/money';
/** An amount in rupees as Indian currency text, e.g. 123456.5 -> "₹1,23,456.50". */
export { formatInr } from './format/money';
/** The store's name from its site title (the part before ' | '). */
export { storeName } from './format/storeName';
// pricing/variations
/** The variations of a product (the field may be a list or JSON text). */
export { productVariations } from './pricing/variations';
/** What a variation sells for: its sale price when set (above 0), else its price. */
export { variationEffectivePrice } from './pricing/variations';
/** Smallest positive value, or 0 when there is none. */
export { lowestPositive } from './pricing/variations';
// pricing/display
/** The two prices a card works from, in rupees (0 = not set). */
export type { ProductPrices } from './pricing/display';
/** Current and regular price of a product. */
export { productPrices } from './pricing/display';
/** The price box of a product card, ready to render. */
export type { PriceDisplay } from './pricing/display';
/** Price box of a product card: Variable Product shows its lowest sale price with the lowest regular price struck; others show discountPrice (or... */
export { productPriceDisplay } from './pricing/display';
/** The price a product sorts and filters by: its current price, or its regular price when it has no current one (0 when it has neither). */
export { productSortPrice } from './pricing/display';
/** Price range of a product, as the category page shows on cards: for a Variable Product from its cheapest to its dearest variation (sale-or-price);... */
export { productPriceRange } from './pricing/display';
/** A price for the variation chooser: the Popular block shows Price and Sale only when above 0. */
export { positivePrice } from './pricing/display';
// pricing/discount
/** Percent shown on the discount badge, or null when no badge shows. */
export { discountPercent } from './pricing/discount';
/** Badge percent for a product card. */
export { productDiscountPercent } from './pricing/discount';
// pricing/gst
/** The GST inside a GST-inclusive total, and the total without it (rupees, to the paisa). */
export type { GstBreakdown } from './pricing/gst';
/** GST contained in a total whose prices already include it: tax = total - total / (1 + rate / 100). (Deviation from the spec's fixed 200 labelled... */
export { gstIncluded } from './pricing/gst';
// catalogue/shapes
/** A date as records carry it: ISO text, epoch milliseconds or a Date. */
export type { DateInput } from './catalogue/shapes';
/** One variation of a Variable Product. */
export type { VariationLike } from './catalogue/shapes';
/** A catalogue product; list fields may be lists or their JSON text. */
export type { ProductLike } from './catalogue/shapes';
/** A category record. */
export type { CategoryLike } from './catalogue/shapes';
// catalogue/filters
/** True when a record's status is Active - the only records the storefront shows. */
export { isActive } from './catalogue/filters';
/** True for a course: a product of the category `courses`. */
export { isCourse } from './catalogue/filters';
/** Products for general listings: Active, courses excluded. */
export { generalListing } from './catalogue/filters';
/** The course list of /course: Active products of the category `courses`. */
export { courseList } from './catalogue/filters';
/** Products of one category (the /category-detail/{category} page): Active, category matched case-insensitively. */
export { productsInCategory } from './catalogue/filters';
/** Hero slides with their product dropped (set to null) when that product is not Active. */
export { activeSliders } from './catalogue/filters';
/** Categories to show: Active ones, by ascending position (ties keep their order). */
export { activeCategories } from './catalogue/filters';
/** One entry of the shop's category filter. */
export type { CategoryOption } from './catalogue/filters';
/** The shop's category filter, built from the merchant's real categories (deviation: the spec's fixed perfume list belongs to another shop). */
export { categoryOptions } from './catalogue/filters';
/** The name shown for a category key: the merchant's category name, else the key made readable. */
export { categoryName } from './catalogue/categoryName';
// catalogue/sort
/** Listing and category page order: Recommended keeps the server's order, Newest First by createdAt, Popular by totalSold (high first), and the two... */
export { sortListing } from './catalogue/sort';
/** Shop listing order: Best Selling (totalSold), the two price orders, Newest Arrivals (createdAt). */
export { sortShop } from './catalogue/sort';
// catalogue/shop
/** What the shopper picked on the shop listing. */
export type { ShopFilters } from './catalogue/shop';
/** Shop listing state: the filters and how many pages are shown. */
export type { ShopState } from './catalogue/shop';
/** Shop listing events. */
export type { ShopAction } from './catalogue/shop';
/** The shop listing before the shopper touches anything. */
export { initialShopState } from './catalogue/shop';
/** The shop's sort choices (listing sorts, then the shop's sort set), their type, guard and sort. */
export { isShopOrder, SHOP_ORDER_GROUPS, type ShopOrder, shopOrderId, sortShopOrder } from './catalogue/shop';
/** Shop listing state machine: a filter change goes back to page 1; Load More adds a page. */
export { shopReducer } from './catalogue/shop';
/** True when a product's shown price lies in one of the ranges (both ends inclusive); none picked = any. */
export { inPriceRanges } from './catalogue/shop';
/** True when a product is in one of the picked categories (case-insensitive); none picked = any. */
export { inCategories } from './catalogue/shop';
/** What the shop listing shows. */
export type { ShopView } from './catalogue/shop';
/** The shop listing: Active non-course products, filtered, sorted, cut to the pages loaded. */
export { shopMatches, shopView } from './catalogue/shop';
// catalogue/search
/** Header search suggestions: titles of Active products containing the query (case-insensitive), each title once (ignoring case), at most 8. */
export { searchSuggestions } from './catalogue/search';
/** Paged listings and suggestions over the server's search extension, core's rules as the fallback. */
export {
  createListingSource,
  type ListingApi,
  type ListingPage,
  type ListingSource,
  type ListingSpec,
  loadSuggestions,
  type SuggestionsApi,
} from './catalogue/paged';
/** The /product?search= listing: products whose title contains the query (all of them for an empty query). */
export { searchProducts } from './catalogue/search';
// catalogue/popular
/** The Popular Products list after one more page arrived. */
export type { PopularMerge } from './catalogue/popular';
/** Merges a fetched page into the Popular Products list: new items after the shown ones, a listed item refreshed in its place. */
export { mergePopularPage } from './catalogue/popular';
/** True when a product's categorytype (list or JSON text) holds the label, e.g. "Best Sellers". */
export { hasCategoryType } from './catalogue/popular';
/** Products of one Popular Products tab. */
export { popularTabProducts } from './catalogue/popular';
/** The cards a tab shows: All Products stops at the first 20 unless expanded; other tabs show all. */
export { popularVisible } from './catalogue/popular';
/** Whether "Show More Products" shows: only on All Products, and only when more than 20 exist. */
export { showMoreProductsVisible } from './catalogue/popular';
// catalogue/buttons
/** One configured cart button (GET /button/{merchant}). */
export type { ButtonConfigLike } from './catalogue/buttons';
/** The site's default card action: the first of getquote, addtocart, buynow that is configured with its default flag set; null when none is. */
export { defaultButton } from './catalogue/buttons';
/** Whether the cart icon shows: hidden when the default action is getquote. */
export { cartIconVisible } from './catalogue/buttons';
/** What a card button does. */
export type { CardActionKind } from './catalogue/buttons';
/** One button of a product card. */
export type { CardAction } from './catalogue/buttons';
/** The buttons of a product card. */
export type { CardActions } from './catalogue/buttons';
/** True for a simple product whose totalStock is 0 and whose stock is not "Unlimited Stock". */
export { isSimpleOutOfStock } from './catalogue/buttons';
/** The buttons of a product card, by type and stock: Grouped Product - View Details (package modal) and Package; Variable Product - Select (variation... */
export { cardActions } from './catalogue/buttons';
/** True when a variation cannot be bought: its stock is 0 or "Out of Stock". */
export { variationBlocked } from './catalogue/buttons';
/** The one action button of a variation card in the chooser: the default action, or a disabled Out of Stock. */
export { variationAction } from './catalogue/buttons';
// engine: the one commerce engine (quoteCart) and the one product -> cart-line view
/** The engine's inputs and answers: line references, the world a quote depends on, the quote and its problems. */
export type {
  LineRef,
  Quote,
  QuoteCoupon,
  QuotedLine,
  QuotePoint,
  QuoteProblem,
  QuoteProblemCode,
  QuoteShipping,
  QuoteWorld,
} from './engine/quote';
/** The commerce engine: every figure of checkout, order and invoice, with the reasons an order cannot be placed. */
export { quoteCart } from './engine/quote';
/** The product fields a line reads, who adds it, and a line priced from the catalogue. */
export type { LineSourceProduct, LineViewOptions, ResolvedLine } from './engine/lineView';
/** A product (and sku) priced from the catalogue, and the one product -> cart-line view. */
export { resolveLine, toLineView } from './engine/lineView';
/** What a client reads to quote: the calls, the shopper's choice, the store's terms. */
export type { QuoteChoice, QuoteWorldApi, StoreTerms } from './engine/world';
/** Reads the world of a quote (products, coupon, store terms) from the API, as the server holds it. */
export { loadQuoteWorld, loadStoreTerms, quoteShippingOf } from './engine/world';
// cart/guestCart
/** The fields the guest-cart rules read from a line. */
export type { GuestLineLike } from './cart/guestCart';
/** Where the item is added from: listings refuse duplicates; the detail page adds to the quantity. */
export type { AddContext } from './cart/guestCart';
/** What adding did. */
export type { AddOutcome } from './cart/guestCart';
/** The key that makes a line unique: its sku, or its product id when it has no sku. */
export { lineKey } from './cart/guestCart';
/** The one cart policy (guest and server cart): listing refuses a duplicate, the detail page raises the quantity. */
export { addLine } from './cart/guestCart';
/** The notice for an add: a warning "Product already in cart" for a duplicate, else "Added to cart". */
export { addOutcomeNotice } from './cart/guestCart';
/** Sets a line's quantity (whole, never below 1). */
export { setQuantity } from './cart/guestCart';
/** Removes the line with that key (sku, or product id for a line without sku). */
export { removeLine } from './cart/guestCart';
/** The cart badge count: the number of lines. */
export { cartCount } from './cart/guestCart';
// cart/refresh
/** A guest-cart line refreshed from the latest product record: title, prices, stock, status, image and gallery (from the matching variation for a... */
export { refreshCartLine } from './cart/refresh';
// cart/coupon
/** A coupon's offer. */
export type { CouponLike } from './cart/coupon';
/** A coupon applied to a total: a percentage_offer takes that share off (to the paisa); otherwise a price_offer takes that many rupees off. (A coupon... */
export { applyCoupon } from './cart/coupon';
/** The coupon box: a non-empty code (trimmed), else "Please enter a coupon code". */
export { validateCouponCode } from './cart/coupon';
// cart/checkoutData
/** An applied coupon: its code and offer. */
export type { AppliedCoupon } from './cart/checkoutData';
/** The checkout data stored under `checkout_data`: totalBeforeDiscount is the sum of prices x quantity, totalAfterDiscount the sum of sale prices x... */
export { buildCheckoutData } from './cart/checkoutData';
/** What the buyer pays for checkout data: the sale total less the coupon, plus delivery (rupees, to the paisa). */
export { checkoutPayable } from './cart/checkoutData';
// cart/serverCart
/** The message for a refused server add-to-cart (HTTP status not ok, or isError in the reply): the reply's msg, or "Product already in cart" when it... */
export { cartAddRefusal } from './cart/serverCart';
/** True for the refusal that pushing a guest cart after login tolerates ("Product already in cart"). */
export { isAlreadyInCart } from './cart/serverCart';
// checkout/payMode
/** The site's pay mode from its pay-button configuration (same shape as the cart buttons): the first of paymanual, paynow, payondelivery configured... */
export { payMode } from './checkout/payMode';
/** The checkout's payment method choice: 'Pay now' or 'Pay on delivery'; the placeholder 'Select pay' (or anything else) is refused. */
export { validatePayMethod } from './checkout/payMode';
/** Whether the cart's checkout opens the guest-details quote form instead (paymanual mode). */
export { quoteInsteadOfCheckout } from './checkout/payMode';
/** The pay methods a store offers (from its pay buttons) and the one the chooser starts on. */
export { initialPayMethod, offeredPayMethods } from './checkout/payMode';
// checkout/addresses
/** The address fields the default rules read. */
export type { AddressLike } from './checkout/addresses';
/** The shipping and billing addresses checkout starts with: the ones marked default shipping (defaultaddressS) and default billing (defaultaddressB). */
export { defaultAddresses } from './checkout/addresses';
// checkout/requirements
/** What checkout needs before it may place an order. */
export type { CheckoutInput } from './checkout/requirements';
/** Checks checkout in the order a shopper fixes things: an empty cart ("Your cart is empty!"), a billing address, a shipping address, a shipping... */
export { validateCheckout } from './checkout/requirements';
/** The address chooser's Save: an address must be picked, else "Please select an address before saving.". */
export { validateAddressChoice } from './checkout/requirements';
// delivery/distance
/** Great-circle distance in km between two points (haversine). */
export { distanceKm } from './delivery/distance';
/** The distance the delivery bands are matched with: over 0.1 km and under 1 km counts as 1 km; anything else is used as it is (0.1 km or less is "at... */
export { billableKm } from './delivery/distance';
// delivery/charge
/** A distance band with its delivery charge; only Active bands count. */
export type { DeliveryBandLike } from './delivery/charge';
/** A distance band where delivery is free from an order total of `freedelivery_price`. */
export type { FreeDeliveryBandLike } from './delivery/charge';
/** Input of {@link deliveryCharge}. */
export type { DeliveryChargeInput } from './delivery/charge';
/** Delivery charge in rupees for a distance, or null when no band covers it (not deliverable). 0 when a free-delivery band covers the distance and... */
export { deliveryCharge } from './delivery/charge';
// delivery/advance
/** Split of a pay-on-delivery order: paid online now, and due on delivery. */
export type { AdvanceSplit } from './delivery/advance';
/** Pay-on-delivery advance = round(total x delivery_percentage / 100) whole rupees; the rest is due on delivery. */
export { advancePayment } from './delivery/advance';
// delivery/pincode
/** A serviceable pincode record; only Active ones count. */
export type { PincodeLike } from './delivery/pincode';
/** The Active pincodes, as text. */
export { activePincodes } from './delivery/pincode';
/** Outcome of the product page's pincode check. */
export type { PincodeCheck } from './delivery/pincode';
/** The product page's pincode check. */
export { checkPincode } from './delivery/pincode';
/** True when the store ships to a pincode: always when no Active pincodes are set up, else when listed. */
export { shipsTo } from './delivery/pincode';
/** The checkout warning under a shipping address whose pincode is not served, or null. */
export { shippingPincodeWarning } from './delivery/pincode';
// accounts/session
/** The user fields the account rules read. */
export type { UserLike } from './accounts/session';
/** Signed in means the stored user record has a user_id; anything else is a guest. */
export { isSignedIn } from './accounts/session';
/** The name to greet a user by: full_name, else name, else the e-mail, else ''. */
export { userDisplayName } from './accounts/session';
/** My Account's Address tab is hidden when the default cart button is getquote. */
export { addressTabVisible } from './accounts/session';
/** What to do with a stored user after asking the server about it on start. */
export type { SessionCheck } from './accounts/session';
/** On start: a 'User not found' reply or a 201 removes the stored user; a 200 with a record refreshes it; anything else (network trouble, 5xx) keeps... */
export { sessionCheck } from './accounts/session';
// accounts/links
/** A WhatsApp chat link to an Indian number (+91), with an optional prefilled message. */
export { chatLink } from './accounts/links';
/** A tel: link with the +91 prefix. */
export { telLink } from './accounts/links';
/** A maps search link for an address ("View Directions"). */
export { mapsSearchLink } from './accounts/links';
// admission/validateAdmission
/** The admission form as the screen holds it. */
export type { AdmissionForm } from './admission/validateAdmission';
/** A field of the admission form. */
export type { AdmissionField } from './admission/validateAdmission';
/** Fields that must not be blank ("This field is required"); dob and school are optional. */
export { ADMISSION_REQUIRED_FIELDS } from './admission/validateAdmission';
/** True when the rules box is agreed: true, or "1" / "true" as stored records say it. */
export { isRulesAgreed } from './admission/validateAdmission';
/** Admission form on submit: a field -> message map, empty when it may be sent. */
export { validateAdmission } from './admission/validateAdmission';
/** Where to go after saving an admission: /checkout when the checkout data is a course's, else step 2 (course choice). */
export { afterAdmissionRoute } from './admission/validateAdmission';
// orders/shapes
/** The order fields the order rules read (a shop order or an admission payment record). */
export type { OrderLike } from './orders/shapes';
// orders/cartProducts
/** The products of an order: `cart_products` may be a list or its JSON text; unreadable text or non-object entries give nothing rather than an error. */
export { parseCartProducts } from './orders/cartProducts';
// orders/status
/** What an order row offers: Track Order, or the Failed label. */
export type { OrderAction } from './orders/status';
/** A 'Pay now' order offers Track Order when its payment status is Success, else shows Failed. */
export { orderAction } from './orders/status';
/** Tracker step of an order status: Pending, Processing, Packed 1; Shipped 2; Out for delivery 3; Delivered 4; Cancelled -1; anything else 1. */
export { trackerStep } from './orders/status';
/** Label of the first tracker step: "Order Processing" while Processing, "Packed" while Packed, else "Order Placed". */
export { trackerLabel } from './orders/status';
/** One step of the tracker as the track page draws it. */
export type { TrackerStepView } from './orders/status';
/** The tracker of the track page: four steps, and whether the order was cancelled. */
export { trackerSteps } from './orders/status';
/** "Download Invoice" shows only while the order is Out for delivery. */
export { invoiceAvailable } from './orders/status';
/** Status label of an admission payment record: Paid, or Failed for anything else. */
export { admissionStatusLabel } from './orders/status';
// orders/deliveryText
/** The delivery line of an order row. */
export { deliveryText } from './orders/deliveryText';
/** An order row's delivery line; null for a failed order (no estimate for what is not coming). */
export { orderDeliveryLine } from './orders/deliveryText';
/** The short order number customers read, e.g. "9F1C77E0". */
export { orderNumber } from './orders/orderNumber';
/** The real state of an order's payment for its result page: paid, failed or pending. */
export { checkoutMatchesOrder, type PaymentResult, paymentResult } from './orders/paymentResult';
/** The store of result pages that already cleared the cart (once per order). */
export { createPaymentResultsStore, type PaymentResultsState } from './stores/payment-results';
/** The admission form draft store (`admission` key). */
export {
  type AdmissionDraft,
  type AdmissionDraftState,
  createAdmissionDraftStore,
} from './stores/admission-draft';
/** Why the login page was opened, from the page it will return to. */
export { loginReason } from './accounts/loginReason';
// orders/invoice
/** The order fields an invoice reads (a shop order or an admission payment record). */
export type { InvoiceOrderLike } from './orders/invoice';
/** One printed line of an invoice. */
export type { InvoiceLine } from './orders/invoice';
/** The figures of an invoice, all in rupees. */
export type { Invoice } from './orders/invoice';
/** The total of an order as the server priced it: `totalAmountbeforePay` (after discount, with delivery) when set, else `amountafterdiscount`. */
export { orderTotal } from './orders/invoice';
/** What an order asks to be paid online: the total, or the advance of a pay-on-delivery order. */
export { orderPaidOnline } from './orders/invoice';
/** The invoice of an order: its lines (unit price = sale price, else price; quantity at least 1), the discount and delivery charge as recorded, the... */
export { buildInvoice } from './orders/invoice';
// validation/result
/** What every validator returns: the cleaned value, or the spec's exact message. */
export type { ValidationResult } from './validation/result';
/** A passing result. */
export { valid } from './validation/result';
/** A failing result carrying the message to show. */
export { invalid } from './validation/result';
/** Per-field messages of a form; a field that passed has no entry. */
export type { FieldErrors } from './validation/result';
/** True when a form's field errors hold no message. */
export { hasErrors } from './validation/result';
// validation/mobile
/** A typed or pasted mobile number cleaned to at most 10 digits: spaces and dashes go, a +91 prefix goes, a 91 prefix goes when more than 10... */
export { normaliseMobile } from './validation/mobile';
/** A mobile number: normalised, and exactly 10 digits, else "Please enter a valid 10-digit mobile number." */
export { validateMobile } from './validation/mobile';
/** What a digits-only box keeps while typing: the digits, at most `max` of them (the sign-up phone box with 10, the Aadhar box with 12). */
export { digitsOnly } from './validation/mobile';
// validation/email
/** Sign-up e-mail: it must contain "@" and a dot, else "Invalid email address". */
export { validateSignupEmail } from './validation/email';
/** Password-reset e-mail: a simple address pattern, else "Please enter a valid email address". */
export { validateResetEmail } from './validation/email';
// validation/password
/** Login (and sign-up) password: at least 6 characters, else "Password must be at least 6 characters long". */
export { validateLoginPassword } from './validation/password';
/** Reset: the new password needs at least 6 characters ("Password must be at least 6 characters.") and must equal its confirmation ("Passwords do not... */
export { validateNewPassword } from './validation/password';
// validation/otp
/** Six empty OTP boxes. */
export { emptyOtp } from './validation/otp';
/** The result of typing into one OTP box. */
export type { OtpEntry } from './validation/otp';
/** Typing into OTP box `index`: the box keeps one digit (the last typed, so overtyping replaces); non-digits are ignored; focus moves on after a digit. */
export { setOtpDigit } from './validation/otp';
/** Six boxes filled from pasted text (its digits, in order); missing ones stay empty. */
export { fillOtpFromPaste } from './validation/otp';
/** The code the boxes spell. */
export { otpCode } from './validation/otp';
/** Reset OTP: all 6 digits, else "Please enter all 6 digits of OTP". (Registration sends without a check.) */
export { validateOtp } from './validation/otp';
// validation/aadhar
/** What the Aadhar box keeps while typing: digits only, at most 12. */
export { sanitizeAadharInput } from './validation/aadhar';
/** Aadhar while editing: required ("Aadhar number is required"), then exactly 12 digits ("Aadhar must be exactly 12 digits"). */
export { validateAadhar } from './validation/aadhar';
/** Aadhar on submit: required, then 12 digits and nothing else ("Aadhar must be exactly 12 digits (numbers only)"). */
export { validateAadharOnSubmit } from './validation/aadhar';
// validation/forms
/** Marks each listed field that is blank with "This field is required". */
export { requireFields } from './validation/forms';
/** The contact form (Get In Touch). */
export type { ContactForm } from './validation/forms';
/** Contact: name, email and phone required; the message at most 500 characters. */
export { validateContact } from './validation/forms';
/** The contact message as the box keeps it: at most 500 characters. */
export { clampMessage } from './validation/forms';
/** The counter under the message turns red once it reaches 500. */
export { messageCounterAtLimit } from './validation/forms';
/** The enquiry form. */
export type { EnquiryForm } from './validation/forms';
/** Enquiry: name, mobile and email required; the message is optional. */
export { validateEnquiry } from './validation/forms';
/** The guest-details quote form (Full Name, Phone Number, Email Address, Description). */
export type { QuoteForm } from './validation/forms';
/** Quote form: name and phone required; the phone must normalise to 10 digits ("Please enter a valid 10-digit mobile number."). */
export { validateQuote } from './validation/forms';
/** The registration form's last step (full name, e-mail, phone, password). */
export type { SignupForm } from './validation/forms';
/** Sign-up: full name required, e-mail with "@" and a dot ("Invalid email address"), password at least 6 characters; no phone minimum. */
export { validateSignup } from './validation/forms';
// routing/productRoute
/** One route segment for a value: base64 of its percent-encoding. */
export { encodeRouteSegment } from './routing/productRoute';
/** The value of one route segment, or null when it is not one we made. */
export { decodeRouteSegment } from './routing/productRoute';
/** Route of a product detail page. */
export { productRoute } from './routing/productRoute';
/** Title and product id from the two route segments; null when either is garbage or the id is empty. */
export { parseProductRoute } from './routing/productRoute';
// routing/routes
/** The storefront's routes (both spec documents), so UI, elements and tests link the same way. */
export { ROUTES } from './routing/routes';
/** /category-detail/{category} */
export { categoryRoute } from './routing/routes';
/** /product?search={text} (plain /product for an empty search). */
export { searchRoute } from './routing/routes';
/** /track/{order id} */
export { trackRoute } from './routing/routes';
/** /payment-success/{order id} (shop order). */
export { paymentSuccessRoute } from './routing/routes';
/** /payment-failed/{order id} (shop order). */
export { paymentFailedRoute } from './routing/routes';
/** /payment-successad/{id} (admission payment). */
export { admissionPaymentSuccessRoute } from './routing/routes';
/** /payment-failedad/{id} (admission payment). */
export { admissionPaymentFailedRoute } from './routing/routes';
/** True when a path needs a signed-in user. */
export { isProtectedRoute } from './routing/routes';
/** Where to go after login: the saved return page if it is a path of this site, else /. */
export { returnTarget } from './routing/routes';
// time/india
/** A Date from a record's date (ISO text, epoch ms or Date); null when it does not read as one. */
export { toDate } from './time/india';
/** Payment-page time stamp, `dd/mm/yy - HH:mm` in India time, e.g. "06/01/24 - 02:10". 24-hour clock: the spec's pattern has no am/pm marker, and a... */
export { formatIndiaTime } from './time/india';
/** A calendar date in India time for delivery lines, e.g. "6 Jan 2024"; unreadable input gives ''. */
export { formatIndiaDate } from './time/india';
/** `days` calendar days after `value` in India time. */
export { addDays } from './time/india';
/** The text of the chat a signed-in quote request opens: a greeting, the filled-in fields and the items asked about. */
export { quoteChatMessage } from './accounts/quoteMessage';
/** A number as the loose backend may send it: a number, numeric text, null or undefined. */
export type { Numeric } from './format/coerce';

// ---- @skatekit/core platform adapters (platform/) ----
/** Key/value storage the stores persist into (Web Storage shape plus optional cross-tab `subscribe`). */
export type { StorageAdapter, StorageListener } from './platform/storage';
/** Shapes `createBrowserStorage` accepts: a Web Storage, a `storage` event source, a BroadcastChannel. */
export type {
  BroadcastChannelLike,
  BrowserStorageOptions,
  StorageEventLike,
  StorageEventSource,
  WebStorageLike,
} from './platform/storage';
/** Name of the BroadcastChannel SkateKit tabs of one origin share ('skatekit'). */
export { BROADCAST_CHANNEL_NAME } from './platform/storage';
/** In-memory storage for Node, tests and browsers without Web Storage. */
export { createMemoryStorage } from './platform/storage';
/** Memory storage shared by several "tabs" (`open()`), notifying the others of each write, like storage events. */
export { createSharedMemoryStorage } from './platform/storage';
/** Wraps window.localStorage as a StorageAdapter that follows other tabs (storage events + BroadcastChannel). */
export { createBrowserStorage } from './platform/storage';
/** Reads a key as JSON checked by a zod schema; missing, corrupt or invalid content gives the fallback. */
export { readJson } from './platform/json-storage';
/** Writes a value as JSON; null or undefined remove the key. */
export { writeJson } from './platform/json-storage';
/** Subscribes to cross-tab changes of several keys at once. */
export { subscribeKeys } from './platform/json-storage';
/** Encodes stored records and back, never throwing (plain or encrypted). */
export type { RecordCodec } from './platform/encrypted-codec';
/** AES-GCM (WebCrypto) codec for the stored user session, keyed by a secret. */
export { createEncryptedCodec } from './platform/encrypted-codec';
/** True when stored JSON is an encrypted envelope rather than a plain record. */
export { isEncryptedRecord } from './platform/encrypted-codec';
/** The parts of `window` that reveal a native wrapper app. */
export type { PlatformEnv } from './platform/detect-platform';
/** ANDROID_APP, IOS_APP or WEBSITE, from injected native interfaces (and an app user-agent token). */
export { detectPlatform } from './platform/detect-platform';
/** WKWebView message handler names that mark the iOS wrapper app. */
export { IOS_MESSAGE_HANDLERS } from './platform/detect-platform';
/** User-agent token a wrapper app may append to be recognised ('SkateKitApp'). */
export { APP_USER_AGENT_TOKEN } from './platform/detect-platform';
/** The native bridge and its message, request, target and option types. */
export type {
  BridgeMessageEvent,
  NativeBridge,
  NativeBridgeOptions,
  NativeBridgeTarget,
  NativeCallbackOptions,
  NativeMessage,
  NativeRequest,
} from './platform/native-bridge';
/** Two-way JSON bridge with the wrapper app: send requests, one-shot or persistent callbacks, never throws. */
export { createNativeBridge } from './platform/native-bridge';
/** Type of the request that starts the wrapper app's Google sign-in. */
export { GOOGLE_SIGN_IN_REQUEST } from './platform/native-bridge';
/** Push provider interface (permission, token, foreground messages) and its value types. */
export type {
  PushAdapter,
  PushApi,
  PushMessage,
  PushPermission,
  PushRegistrationResult,
  RegisterPushOptions,
} from './platform/push';
/** Registers the device token with the server when permission is granted; failures come back as a result. */
export { registerPush } from './platform/push';
/** Push through the wrapper app (its FCM/APNs token over the native bridge) and the bridge message types. */
export {
  createNativePushAdapter,
  NATIVE_PUSH_WAIT_MS,
  PUSH_MESSAGE,
  PUSH_TOKEN_MESSAGE,
  PUSH_TOKEN_REQUEST,
  type NativePushOptions,
} from './platform/native-push';
/** Source of the current time. */
export type { Clock } from './platform/clock';
/** The real clock. */
export { systemClock } from './platform/clock';
/** A clock that moves only when told to (tests). */
export { createFixedClock } from './platform/clock';

// ---- @skatekit/core stores (stores/) and the storefront ----
/** Coarse status of a store's last I/O action: 'idle' | 'loading' | 'error'. */
export type { StoreStatus } from './stores/status';
/** Session store types: state, api slice, sign-in result, start-up check outcome, options. */
export type {
  SessionApi,
  SessionState,
  SessionStoreOptions,
  SignInResult,
  VerifyOutcome,
} from './stores/session';
/** The session: stored user and tokens, login, Google login, logout, start-up check, token refresh. */
export { createSessionStore } from './stores/session';
/** True when the session holds a signed-in user. */
export { selectIsSignedIn } from './stores/session';
/** The signed-in user's id, or null. */
export { selectUserId } from './stores/session';
/** The name to greet the signed-in user by. */
export { selectUserName } from './stores/session';
/** The stored access and refresh tokens (schema and type). */
export { SessionTokens } from './stores/session-records';
/** Cart store types: state, api slice, session source, options. */
export type { CartApi, CartSession, CartState, CartStoreOptions } from './stores/cart';
/** Results of cart actions: add outcome with its toast, plain action result, guest-cart merge. */
export type { AddItemResult, CartActionResult, MergeResult, Notice } from './stores/cart-results';
/** The cart: guest cart in storage, server cart when signed in, merge after login. */
export { createCartStore } from './stores/cart';
/** The cart badge count. */
export { selectCartCount } from './stores/cart';
/** Checkout store types: state, api slice, coupon result. */
export type { CheckoutApi, CheckoutState, CouponResult } from './stores/checkout';
/** Checkout data (`checkout_data`), coupon and course buy-now flag. */
export { createCheckoutStore } from './stores/checkout';
/** The catalogue store: its resources (key -> fetcher) and store shape. */
export type {
  CatalogueApi,
  CatalogueKey,
  CatalogueResources,
  CatalogueSources,
  CatalogueStore,
} from './stores/catalogue';
/** The catalogue store over one keyed cache, and the cache key of one product. */
export { createCatalogueStore, productKey } from './stores/catalogue';
/** A keyed cache with request de-duplication (QueryCache-like): its entries and options. */
export type { FetchOptions, QueryCache, QueryEntry } from './stores/query-cache';
/** Builds a keyed cache with request de-duplication. */
export { createQueryCache } from './stores/query-cache';
/** Return page store state. */
export type { ReturnPageState } from './stores/return-page';
/** The saved return page after login (`rememberReturnPage`, `takeReturnPage`). */
export { createReturnPageStore } from './stores/return-page';
/** True for a same-site path that is safe to return to after login. */
export { isSafeReturnPath } from './stores/return-page';
/** Settings store types: state and api slice. */
export type { SettingsApi, SettingsState } from './stores/settings';
/** Site settings: buttons, pay buttons, meta, store profile, help; default button and pay mode. */
export { createSettingsStore } from './stores/settings';
/** Storefront types: its config and the store set it returns. */
export type { Storefront, StorefrontConfig } from './storefront';
/** Builds the api client and every store once for one merchant. */
export { createStorefront } from './storefront';
/** The shared storefront per (apiBase, merchantCode), so every element on a page uses one cart. */
export { getStorefront } from './storefront';
/** Forgets every shared storefront (tests, switching merchants without a reload). */
export { forgetStorefronts } from './storefront';
/** Developer messages for a missing apiBase / merchantCode, or an API that does not know the merchant. */
export { storefrontConfigProblem, merchantProblem, type ConnectionSettings } from './config-check';
