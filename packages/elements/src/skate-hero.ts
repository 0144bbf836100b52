import { SHOP_PARTS } from './internal/parts';
import { HeroSlider } from '@skatekit/react/home';
import { createElement } from 'react';
import { homeCss, primitivesCss, swiperCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkateHeroElement}. */
export const SKATE_HERO = 'skate-hero';

/**
 * `<skate-hero>` - the home page's hero slider (the merchant's slides). Only this tag loads the slider library.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @event skate-navigate - A slide opens its link (cancelable). detail: `{ to }`.
 * @csspart root
 * @csspart button
 * @csspart button-accent
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-hero
 */
export class SkateHeroElement extends createSkateElement<Record<never, never>>({
  stores: SHOP_PARTS,
  view: () => createElement(HeroSlider),
  props: {},
  styles: [primitivesCss, swiperCss, homeCss],
}) {}

/** Registers `<skate-hero>` unless the page already has it. */
export function defineSkateHero(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_HERO, SkateHeroElement, registry);
}
