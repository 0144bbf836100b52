import { SHOP_PARTS } from './internal/parts';
import { createElement } from 'react';
import { primitivesCss, catalogueCss, cartCss, enquiryCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';
import { CartView } from './views/CartView';

/** Tag name of {@link SkateCartElement}. */
export const SKATE_CART = 'skate-cart';

/**
 * `<skate-cart>` - the cart page: lines with quantities, coupon, summary and checkout (or the quote
 * form when the merchant takes quotes). Shares the page's cart with the other elements.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @event skate-checkout - Checkout was pressed by a signed-in shopper (cancelable). detail: `{ to, data }`.
 * @event skate-login - Checkout needs a sign-in first (cancelable). detail: `{ to, returnTo }`.
 * @event skate-navigate - A link or action opens a route (cancelable). detail: `{ to }`.
 * @csspart root
 * @csspart page
 * @csspart heading
 * @csspart card
 * @csspart button
 * @csspart button-primary
 * @csspart button-accent
 * @csspart button-action
 * @csspart button-outline
 * @csspart label
 * @csspart input
 * @csspart badge
 * @csspart modal
 * @csspart modal-backdrop
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-cart
 */
export class SkateCartElement extends createSkateElement<Record<never, never>>({
  // The shopping parts; the checkout (the quote, the coupon, the checkout data) comes with the lines.
  stores: SHOP_PARTS,
  styles: [primitivesCss, catalogueCss, cartCss, enquiryCss],
  view: () => createElement(CartView),
  props: {},
}) {}

/** Registers `<skate-cart>` unless the page already has it. */
export function defineSkateCart(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_CART, SkateCartElement, registry);
}
