import { STOREFRONT_PARTS } from '@skatekit/core';
import { type PaymentKind, PaymentResultPage } from '@skatekit/react/checkout';
import { createElement } from 'react';
import { checkoutCss, ordersCss, primitivesCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkatePaymentResultElement}. */
export const SKATE_PAYMENT_RESULT = 'skate-payment-result';

interface PaymentResultProps {
  orderId?: string;
  outcome?: string;
  kind?: string;
}

const view = ({ orderId, outcome, kind }: PaymentResultProps) =>
  orderId
    ? createElement(PaymentResultPage, {
        key: `${kind}|${outcome}|${orderId}`,
        orderId,
        outcome: outcome === 'failed' ? 'failed' : 'success',
        kind: (kind === 'admission' ? 'admission' : 'shop') satisfies PaymentKind,
      })
    : null;

/**
 * `<skate-payment-result>` - a payment's result (order details, ref number, method, amount), by `order-id`, `outcome` and `kind`.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site.
 * @attr order-id - The order (shop) or admission payment id.
 * @attr {'success' | 'failed'} outcome - `success` (default) or `failed`.
 * @attr {'shop' | 'admission'} kind - `shop` (default) or `admission`.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @prop {string | undefined} orderId - Twin of `order-id`.
 * @prop {string | undefined} outcome - Twin of `outcome`.
 * @prop {string | undefined} kind - Twin of `kind`.
 * @event skate-navigate - 2 s later it moves on: My Account after success, the cart after a failed shop payment (cancelable). detail: `{ to }`.
 * @csspart root
 * @csspart page
 * @csspart heading
 * @csspart card
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-payment-result
 */
export class SkatePaymentResultElement extends createSkateElement<PaymentResultProps>({
  stores: STOREFRONT_PARTS,
  view,
  props: { orderId: 'string', outcome: 'string', kind: 'string' },
  styles: [primitivesCss, checkoutCss, ordersCss],
}) {
  /** The order (shop) or admission payment id. (`order-id` attribute). */
  declare orderId: string | undefined;
  /** `success` (default) or `failed`. (`outcome` attribute). */
  declare outcome: string | undefined;
  /** `shop` (default) or `admission`. (`kind` attribute). */
  declare kind: string | undefined;
}

/** Registers `<skate-payment-result>` unless the page already has it. */
export function defineSkatePaymentResult(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_PAYMENT_RESULT, SkatePaymentResultElement, registry);
}
