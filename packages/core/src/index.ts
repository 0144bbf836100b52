/**
 * @skatekit/core: the storefront (`createStorefront` / `getStorefront`), the API client, the stores,
 * the error type and their types. The rest is in subpaths, so a page imports only what it uses:
 * `@skatekit/core/rules` (business rules, formats, constants), `/schemas` (wire schemas),
 * `/texts` (every user-facing text) and `/platform` (storage, native bridge, push, clock).
 */
export { isSkateError, SkateError, type SkateErrorCode } from './errors';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type CreateOptions,
  type TokenGetter,
} from './api/client';
export type { AddressArg, CartLineArg, Sendable } from './api/resources/args';
export type { ProductSearchQuery, ProductsQuery } from './api/resources/catalogue';
export type { PaymentResultsState } from './stores/payment-results';
export type {
  AdmissionDraft,
  AdmissionDraftState,
} from './stores/admission-draft';
export type { StoreStatus } from './stores/status';
export {
  createSessionStore,
  selectIsSignedIn,
  selectUserId,
  selectUserName,
  type SessionApi,
  type SessionState,
  type SessionStoreOptions,
  type SignInResult,
  type VerifyOutcome,
} from './stores/session';
export {
  type CartApi,
  type CartSession,
  type CartState,
  type CartStore,
  type CartStoreOptions,
  createCartStore,
  selectCartCount,
} from './stores/cart';
export type { AddItemResult, CartActionResult, MergeResult, Notice } from './stores/cart-results';
export type { CartEvent, CartEventMap, CartEvents } from './stores/cart-events';
export {
  type AppliedCoupon,
  type CheckoutApi,
  type CheckoutChoices,
  type CheckoutSources,
  type CheckoutState,
  type CheckoutStore,
  type CouponResult,
  createCheckoutStore,
  type QuoteSubject,
} from './stores/checkout';
export type {
  PurchaseDetail,
  PurchaseEvent,
  PurchaseEventMap,
  PurchaseEvents,
  PurchaseItem,
} from './stores/purchase-events';
export {
  type CatalogueApi,
  type CatalogueKey,
  type CatalogueResources,
  type CatalogueSources,
  type CatalogueStore,
  productKey,
} from './stores/catalogue';
export { createQueryCache, type FetchOptions, type QueryCache, type QueryEntry } from './stores/query-cache';
export {
  type DehydratedStorefront,
  dehydrate,
  hydrate,
  type PrefetchPlan,
  prefetch,
} from './stores/dehydrate';
export type { ReturnPageState } from './stores/return-page';
export type { SettingsApi, SettingsState } from './stores/settings';
export { createStorefront, getStorefront, STOREFRONT_PARTS } from './storefront-parts';
export { admissionDraftPart } from './parts/admission-draft';
export { bridgePart } from './parts/bridge';
export { cataloguePart } from './parts/catalogue';
export { checkoutPart } from './parts/checkout';
export { paymentResultsPart } from './parts/payment-results';
export { returnPagePart } from './parts/return-page';
export { settingsPart } from './parts/settings';
export {
  createStorefrontBase,
  forgetStorefronts,
  getStorefrontBase,
  type Storefront,
  type StorefrontBase,
  type StorefrontConfig,
  type StorefrontPartContext,
  type StorefrontPartFactories,
  type StorefrontParts,
} from './storefront';
export { type ConnectionSettings, merchantProblem, storefrontConfigProblem } from './config-check';
export {
  type CheckoutStep,
  clearAfterPayment,
  afterQuoteSent,
  clearAfterQuote,
  createAndPay,
  type CreateAndPayInput,
  type CreateAndPayResult,
  type LineChoice,
  lineFor,
  payAdmission,
  type PayAdmissionInput,
  type Payer,
  payOrder,
  type PayOrderInput,
  type PayOutcome,
  placeOrder,
  type PlaceOrderInput,
  proceedToCheckout,
  type PurchaseResult,
  requestQuote,
  signInFirst,
  startBuyNow,
} from './workflows';
