import { SHOP_PARTS } from './internal/parts';
import { CategoriesStrip } from '@skatekit/react/home';
import { createElement } from 'react';
import { homeCss, primitivesCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkateCategoriesElement}. */
export const SKATE_CATEGORIES = 'skate-categories';

/**
 * `<skate-categories>` - the merchant's categories strip; each opens its category listing.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @event skate-navigate - A category opens `/category-detail/{name}` (cancelable). detail: `{ to }`.
 * @csspart root
 * @csspart heading
 * @csspart card
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-categories
 */
export class SkateCategoriesElement extends createSkateElement<Record<never, never>>({
  stores: SHOP_PARTS,
  view: () => createElement(CategoriesStrip),
  props: {},
  styles: [primitivesCss, homeCss],
}) {}

/** Registers `<skate-categories>` unless the page already has it. */
export function defineSkateCategories(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_CATEGORIES, SkateCategoriesElement, registry);
}
