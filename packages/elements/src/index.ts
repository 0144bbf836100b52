// Public API of @skatekit/elements. Importing this registers nothing: call defineSkateElements() or a
// define function, import '@skatekit/elements/define', or use the '@skatekit/elements/loader' script.

// ---------------------------------------------------------------- elements (one file per tag)
export { SkateCatalogueElement, defineSkateCatalogue, SKATE_CATALOGUE } from './skate-catalogue';
export { SkateProductElement, defineSkateProduct, SKATE_PRODUCT } from './skate-product';
export { SkateCartElement, defineSkateCart, SKATE_CART } from './skate-cart';
export { SkateCartButtonElement, defineSkateCartButton, SKATE_CART_BUTTON } from './skate-cart-button';
export { SkateCheckoutElement, defineSkateCheckout, SKATE_CHECKOUT } from './skate-checkout';
export { SkateAdmissionElement, defineSkateAdmission, SKATE_ADMISSION } from './skate-admission';
export { SkateAccountElement, defineSkateAccount, SKATE_ACCOUNT } from './skate-account';
export { SkateEnquiryElement, defineSkateEnquiry, SKATE_ENQUIRY } from './skate-enquiry';
export { SkateContactElement, defineSkateContact, SKATE_CONTACT } from './skate-contact';
export { SkateProductCardElement, defineSkateProductCard, SKATE_PRODUCT_CARD } from './skate-product-card';
export { SkateNewArrivalsElement, defineSkateNewArrivals, SKATE_NEW_ARRIVALS } from './skate-new-arrivals';
export {
  SkatePopularProductsElement,
  defineSkatePopularProducts,
  SKATE_POPULAR_PRODUCTS,
} from './skate-popular-products';
export { SkateOffersElement, defineSkateOffers, SKATE_OFFERS } from './skate-offers';
export { SkateCategoriesElement, defineSkateCategories, SKATE_CATEGORIES } from './skate-categories';
export { SkateHeroElement, defineSkateHero, SKATE_HERO } from './skate-hero';
export { SkateSearchElement, defineSkateSearch, SKATE_SEARCH } from './skate-search';
export { SkateTrackElement, defineSkateTrack, SKATE_TRACK } from './skate-track';
export { SkateTimetableElement, defineSkateTimetable, SKATE_TIMETABLE } from './skate-timetable';
export { SkateFeesElement, defineSkateFees, SKATE_FEES } from './skate-fees';
export {
  SkatePaymentResultElement,
  defineSkatePaymentResult,
  SKATE_PAYMENT_RESULT,
} from './skate-payment-result';
export { SkateConfigElement, defineSkateConfig, SKATE_CONFIG } from './skate-config';
export {
  SkateToastsElement,
  defineSkateToasts,
  ensureToasts,
  SKATE_TOASTS,
} from './skate-toasts';

// ---------------------------------------------------------------- registration and loading
/** Registers every tag (skipping tags already defined). */
export { defineSkateElements } from './define-all';
/** Every element tag name. */
export { SKATE_TAGS, type SkateTag } from './tags';
/** Loads each tag's code when the tag first appears (what the loader script runs). */
export { watchForTags, type TagLoader, type TagWatcher, type WatchOptions } from './internal/lazy';
/** Builds an element class around a React view (for your own tags over @skatekit/react components). */
export {
  createSkateElement,
  defineElement,
  type AttributeType,
  type SkateElementDefinition,
  type SkateElementConstructor,
  type SkateElementInstance,
  type SkateConfigProperties,
} from './internal/element';

// ---------------------------------------------------------------- config, events, navigation, styling
/** Config of an element: own attributes, then `<skate-config>`, then `window.SkateKit.config`. */
export {
  resolveConfig,
  installGlobalConfig,
  CONFIG_ATTRIBUTES,
  type SkateElementConfig,
  type SkateGlobalConfig,
  type SkateKitGlobal,
} from './internal/config';
/** The announced events and their details. */
export {
  SKATE_EVENTS,
  type SkateEventMap,
  type SkateNavigateDetail,
  type SkateAddToCartDetail,
  type SkateCheckoutDetail,
  type SkateLoginDetail,
  type SkateReadyDetail,
  type SkateCartChangeDetail,
  type SkateOrderPlacedDetail,
  type SkatePaymentSucceededDetail,
} from './internal/events';
/** Where an app route opens on the host site, given a base URL. */
export { resolveRoute } from './internal/navigation';
/** The shadow-root stylesheet (host rules + component CSS). */
export { shadowCss } from './internal/styles';

/** The tags and their element classes (and, globally, typed events). */
export type { SkateElementTagNameMap } from './types';
