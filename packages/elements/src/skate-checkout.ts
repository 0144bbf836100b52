import { STOREFRONT_PARTS } from '@skatekit/core';
import {
  primitivesCss,
  cartCss,
  checkoutCss,
  sandboxCss,
  authCss,
  admissionCss,
} from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';
import { CheckoutView, type CheckoutViewProps } from './views/CheckoutView';

/** Tag name of {@link SkateCheckoutElement}. */
export const SKATE_CHECKOUT = 'skate-checkout';

/**
 * `<skate-checkout>` - the whole checkout on the merchant's page: addresses, contact info, order
 * summary with delivery charge and GST, the pay method, Place Order with the payment provider and the
 * payment result. A guest signs in (or registers) inside the element, keeping the cart, and comes
 * back to checkout; a page that cancels `skate-login` signs the shopper in itself, and the element
 * waits with a Login button. Course fees (checkout data with the course flag) are paid as admissions.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site (payment result and account routes).
 * @attr gst-rate - Deprecated and ignored: the checkout shows the merchant's configured rate, the one it is charged at.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @prop {number | undefined} gstRate - Twin of `gst-rate` (ignored).
 * @event skate-order-placed - The server created the order (once per order). detail: `{ orderId, value, currency, shipping, tax, coupon, payMethod, items, awaitingPayment }` (`items` in GA4's shape).
 * @event skate-payment-succeeded - The server verified its online payment (once per order). detail: the same, and `amountPaid`.
 * @event skate-login - The shopper must sign in first (cancelable: cancel it to sign them in yourself). detail: `{ to, returnTo }`.
 * @event skate-navigate - Links and the after-payment page (My Account, the cart) open routes (cancelable). detail: `{ to }`.
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
 * @tagname skate-checkout
 */
export class SkateCheckoutElement extends createSkateElement<CheckoutViewProps>({
  stores: STOREFRONT_PARTS,
  styles: [primitivesCss, cartCss, checkoutCss, sandboxCss, authCss, admissionCss],
  view: CheckoutView,
  props: { gstRate: 'number' },
}) {
  /** Deprecated, ignored (`gst-rate` attribute): figures come from core's engine at the merchant's rate. */
  declare gstRate: number | undefined;
}

/** Registers `<skate-checkout>` unless the page already has it. */
export function defineSkateCheckout(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_CHECKOUT, SkateCheckoutElement, registry);
}
