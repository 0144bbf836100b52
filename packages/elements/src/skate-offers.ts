import { SHOP_PARTS } from './internal/parts';
import { OffersStrip } from '@skatekit/react/home';
import { createElement } from 'react';
import { homeCss, primitivesCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkateOffersElement}. */
export const SKATE_OFFERS = 'skate-offers';

/**
 * `<skate-offers>` - the merchant's offers strip.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @event skate-navigate - An offer opens its route (cancelable). detail: `{ to }`.
 * @csspart root
 * @csspart heading
 * @csspart card
 * @csspart button
 * @csspart button-accent
 * @csspart badge
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-offers
 */
export class SkateOffersElement extends createSkateElement<Record<never, never>>({
  stores: SHOP_PARTS,
  view: () => createElement(OffersStrip),
  props: {},
  styles: [primitivesCss, homeCss],
}) {}

/** Registers `<skate-offers>` unless the page already has it. */
export function defineSkateOffers(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_OFFERS, SkateOffersElement, registry);
}
