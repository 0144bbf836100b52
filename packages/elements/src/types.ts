/**
 * The tag and event typings of @skatekit/elements, in one module every entry point (the package root,
 * `/define`, `/loader`) re-exports, so `document.querySelector('skate-cart')` and
 * `addEventListener('skate-cart-change', ...)` are typed whichever entry a page imports.
 */
import type { SkateEventMap } from './internal/events';
import type { SkateAccountElement } from './skate-account';
import type { SkateAdmissionElement } from './skate-admission';
import type { SkateCartButtonElement } from './skate-cart-button';
import type { SkateCartElement } from './skate-cart';
import type { SkateCatalogueElement } from './skate-catalogue';
import type { SkateCategoriesElement } from './skate-categories';
import type { SkateCheckoutElement } from './skate-checkout';
import type { SkateConfigElement } from './skate-config';
import type { SkateContactElement } from './skate-contact';
import type { SkateEnquiryElement } from './skate-enquiry';
import type { SkateHeroElement } from './skate-hero';
import type { SkateNewArrivalsElement } from './skate-new-arrivals';
import type { SkateOffersElement } from './skate-offers';
import type { SkatePaymentResultElement } from './skate-payment-result';
import type { SkatePopularProductsElement } from './skate-popular-products';
import type { SkateProductCardElement } from './skate-product-card';
import type { SkateProductElement } from './skate-product';
import type { SkateSearchElement } from './skate-search';
import type { SkateToastsElement } from './skate-toasts';
import type { SkateTimetableElement } from './skate-timetable';
import type { SkateFeesElement } from './skate-fees';
import type { SkateTrackElement } from './skate-track';

/** Every `<skate-*>` tag and its element class. */
export interface SkateElementTagNameMap {
  'skate-account': SkateAccountElement;
  'skate-admission': SkateAdmissionElement;
  'skate-cart-button': SkateCartButtonElement;
  'skate-cart': SkateCartElement;
  'skate-catalogue': SkateCatalogueElement;
  'skate-categories': SkateCategoriesElement;
  'skate-checkout': SkateCheckoutElement;
  'skate-config': SkateConfigElement;
  'skate-contact': SkateContactElement;
  'skate-enquiry': SkateEnquiryElement;
  'skate-fees': SkateFeesElement;
  'skate-hero': SkateHeroElement;
  'skate-new-arrivals': SkateNewArrivalsElement;
  'skate-offers': SkateOffersElement;
  'skate-payment-result': SkatePaymentResultElement;
  'skate-popular-products': SkatePopularProductsElement;
  'skate-product-card': SkateProductCardElement;
  'skate-product': SkateProductElement;
  'skate-search': SkateSearchElement;
  'skate-toasts': SkateToastsElement;
  'skate-timetable': SkateTimetableElement;
  'skate-track': SkateTrackElement;
}

declare global {
  interface HTMLElementTagNameMap extends SkateElementTagNameMap {}
  interface GlobalEventHandlersEventMap extends SkateEventMap {}
}
