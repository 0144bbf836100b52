import { installGlobalConfig } from './internal/config';
import { pageRegistry } from './internal/element-registry';
import { defineSkateAccount } from './skate-account';
import { defineSkateAdmission } from './skate-admission';
import { defineSkateCart } from './skate-cart';
import { defineSkateCartButton } from './skate-cart-button';
import { defineSkateCatalogue } from './skate-catalogue';
import { defineSkateCheckout } from './skate-checkout';
import { defineSkateConfig } from './skate-config';
import { defineSkateContact } from './skate-contact';
import { defineSkateEnquiry } from './skate-enquiry';
import { defineSkateProduct } from './skate-product';
import { defineSkateProductCard } from './skate-product-card';
import { defineSkateNewArrivals } from './skate-new-arrivals';
import { defineSkatePopularProducts } from './skate-popular-products';
import { defineSkateOffers } from './skate-offers';
import { defineSkateCategories } from './skate-categories';
import { defineSkateHero } from './skate-hero';
import { defineSkateSearch } from './skate-search';
import { defineSkateTrack } from './skate-track';
import { defineSkateTimetable } from './skate-timetable';
import { defineSkateFees } from './skate-fees';
import { defineSkatePaymentResult } from './skate-payment-result';
import { defineSkateToasts } from './skate-toasts';

/**
 * Registers `<skate-config>`, `<skate-toasts>` and every element, skipping tags the page already has, and makes
 * `window.SkateKit.config` observable. Safe to call more than once.
 */
export function defineSkateElements(registry: CustomElementRegistry | undefined = pageRegistry()): void {
  if (!registry) return; // a server: nothing to define
  if (typeof window !== 'undefined') installGlobalConfig(window);
  defineSkateConfig(registry);
  defineSkateCatalogue(registry);
  defineSkateProduct(registry);
  defineSkateCart(registry);
  defineSkateCartButton(registry);
  defineSkateCheckout(registry);
  defineSkateAdmission(registry);
  defineSkateAccount(registry);
  defineSkateEnquiry(registry);
  defineSkateContact(registry);
  defineSkateProductCard(registry);
  defineSkateNewArrivals(registry);
  defineSkatePopularProducts(registry);
  defineSkateOffers(registry);
  defineSkateCategories(registry);
  defineSkateHero(registry);
  defineSkateSearch(registry);
  defineSkateTrack(registry);
  defineSkateTimetable(registry);
  defineSkateFees(registry);
  defineSkatePaymentResult(registry);
  defineSkateToasts(registry);
}
