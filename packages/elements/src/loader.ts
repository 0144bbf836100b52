/**
 * The one script a merchant page needs: `<script type="module" src=".../loader.js"></script>`.
 * It registers `<skate-config>` (tiny) and fetches each element's code only when its tag appears on
 * the page, now or later; a page with only `<skate-cart-button>` never downloads the checkout.
 * Until its code arrives a tag is an undefined element: style `skate-catalogue:not(:defined)` to
 * reserve its space.
 */
import './internal/no-eval';
import { installGlobalConfig } from './internal/config';
import { type TagLoader, type TagWatcher, watchForTags } from './internal/lazy';
import { defineSkateConfig } from './skate-config';
import type { SkateTag } from './tags';

/** Each tag's code as a separate chunk, imported on first sight. */
export const TAG_LOADERS: Record<SkateTag, TagLoader> = {
  'skate-catalogue': () => import('./skate-catalogue').then((m) => m.defineSkateCatalogue()),
  'skate-product': () => import('./skate-product').then((m) => m.defineSkateProduct()),
  'skate-cart': () => import('./skate-cart').then((m) => m.defineSkateCart()),
  'skate-cart-button': () => import('./skate-cart-button').then((m) => m.defineSkateCartButton()),
  'skate-checkout': () => import('./skate-checkout').then((m) => m.defineSkateCheckout()),
  'skate-admission': () => import('./skate-admission').then((m) => m.defineSkateAdmission()),
  'skate-account': () => import('./skate-account').then((m) => m.defineSkateAccount()),
  'skate-enquiry': () => import('./skate-enquiry').then((m) => m.defineSkateEnquiry()),
  'skate-contact': () => import('./skate-contact').then((m) => m.defineSkateContact()),
  'skate-product-card': () => import('./skate-product-card').then((m) => m.defineSkateProductCard()),
  'skate-new-arrivals': () => import('./skate-new-arrivals').then((m) => m.defineSkateNewArrivals()),
  'skate-popular-products': () =>
    import('./skate-popular-products').then((m) => m.defineSkatePopularProducts()),
  'skate-offers': () => import('./skate-offers').then((m) => m.defineSkateOffers()),
  'skate-categories': () => import('./skate-categories').then((m) => m.defineSkateCategories()),
  'skate-hero': () => import('./skate-hero').then((m) => m.defineSkateHero()),
  'skate-search': () => import('./skate-search').then((m) => m.defineSkateSearch()),
  'skate-track': () => import('./skate-track').then((m) => m.defineSkateTrack()),
  'skate-timetable': () => import('./skate-timetable').then((m) => m.defineSkateTimetable()),
  'skate-payment-result': () => import('./skate-payment-result').then((m) => m.defineSkatePaymentResult()),
  'skate-toasts': () => import('./skate-toasts').then((m) => m.defineSkateToasts()),
};

const STARTED = Symbol.for('skatekit.elements.loader');

/** Starts the loader once per page (a second copy of the script finds it running); returns its watcher. */
export function startLoader(): TagWatcher {
  const holder = globalThis as { [STARTED]?: TagWatcher };
  if (holder[STARTED]) return holder[STARTED];
  installGlobalConfig(window);
  defineSkateConfig();
  holder[STARTED] = watchForTags({ loaders: TAG_LOADERS, known: ['skate-config'] });
  return holder[STARTED];
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') startLoader();

/** The tags and their element classes (and, globally, typed events). */
export type { SkateElementTagNameMap } from './types';
