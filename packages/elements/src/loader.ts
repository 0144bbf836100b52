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

/**
 * Each tag's module as a separate chunk, imported on first sight. Every module names its registration
 * `define` + the tag in PascalCase (`skate-cart-button` -> `defineSkateCartButton`), so the map holds only
 * the imports: the loader every page downloads stays small as tags are added.
 */
const TAG_MODULES: Record<SkateTag, () => Promise<object>> = {
  'skate-catalogue': () => import('./skate-catalogue'),
  'skate-product': () => import('./skate-product'),
  'skate-cart': () => import('./skate-cart'),
  'skate-cart-button': () => import('./skate-cart-button'),
  'skate-checkout': () => import('./skate-checkout'),
  'skate-admission': () => import('./skate-admission'),
  'skate-account': () => import('./skate-account'),
  'skate-enquiry': () => import('./skate-enquiry'),
  'skate-contact': () => import('./skate-contact'),
  'skate-product-card': () => import('./skate-product-card'),
  'skate-new-arrivals': () => import('./skate-new-arrivals'),
  'skate-popular-products': () => import('./skate-popular-products'),
  'skate-offers': () => import('./skate-offers'),
  'skate-categories': () => import('./skate-categories'),
  'skate-hero': () => import('./skate-hero'),
  'skate-search': () => import('./skate-search'),
  'skate-track': () => import('./skate-track'),
  'skate-timetable': () => import('./skate-timetable'),
  'skate-fees': () => import('./skate-fees'),
  'skate-payment-result': () => import('./skate-payment-result'),
  'skate-toasts': () => import('./skate-toasts'),
};

/** `skate-cart-button` -> `defineSkateCartButton`. */
const defineName = (tag: string): string =>
  `define${tag.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())}`;

/** Each tag's code as a separate chunk, imported on first sight, and its element registered. */
export const TAG_LOADERS = Object.fromEntries(
  Object.entries(TAG_MODULES).map(([tag, load]) => [
    tag,
    () => load().then((module) => (module as Record<string, () => unknown>)[defineName(tag)]?.()),
  ]),
) as Record<SkateTag, TagLoader>;

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
