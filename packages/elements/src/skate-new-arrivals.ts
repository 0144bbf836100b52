import { SHOP_PARTS } from './internal/parts';
import { NewArrivals } from '@skatekit/react/home';
import { createElement } from 'react';
import { catalogueCss, homeCss, primitivesCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkateNewArrivalsElement}. */
export const SKATE_NEW_ARRIVALS = 'skate-new-arrivals';

/**
 * `<skate-new-arrivals>` - the New Arrivals sliders of the home page.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @event skate-add-to-cart - A product went into the cart. detail: `{ item, outcome }`.
 * @event skate-navigate - A card opens the product page (cancelable). detail: `{ to }`.
 * @csspart root
 * @csspart heading
 * @csspart card
 * @csspart product-card
 * @csspart button
 * @csspart button-primary
 * @csspart button-accent
 * @csspart button-action
 * @csspart button-outline
 * @csspart badge
 * @csspart modal
 * @csspart modal-backdrop
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-new-arrivals
 */
export class SkateNewArrivalsElement extends createSkateElement<Record<never, never>>({
  stores: SHOP_PARTS,
  view: () => createElement(NewArrivals),
  props: {},
  styles: [primitivesCss, catalogueCss, homeCss],
}) {}

/** Registers `<skate-new-arrivals>` unless the page already has it. */
export function defineSkateNewArrivals(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_NEW_ARRIVALS, SkateNewArrivalsElement, registry);
}
