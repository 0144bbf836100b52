import { FeePayLinkPage, MyFees } from '@skatekit/react/academy';
import { academyCss } from '@skatekit/react/academy';
import { accountCss, authCss, checkoutCss, primitivesCss } from '@skatekit/react/styles';
import { createElement } from 'react';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';
import { SHOP_PARTS } from './internal/parts';

/** Tag name of {@link SkateFeesElement}. */
export const SKATE_FEES = 'skate-fees';

interface FeesProps {
  token?: string;
}

/**
 * `<skate-fees>` - the academy's monthly fees (issue 38): the signed-in parent's due, overdue and paid fees
 * by student, several paid at once through the payment provider, with a printable receipt; with `token` (a
 * fee reminder's signed pay link), that link's fees, paid without signing in. A guest without a token is
 * sent to sign in. Its code is its own chunk: a page without the tag downloads none of it.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site (login).
 * @attr token - A fee reminder's pay link token: shows and pays that link's fees without signing in.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @prop {string | undefined} token - Twin of `token`.
 * @event skate-login - The fees need a sign-in first (cancelable). detail: `{ to, returnTo }`.
 * @csspart root
 * @csspart page
 * @csspart heading
 * @csspart card
 * @csspart button
 * @csspart button-primary
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-fees
 */
export class SkateFeesElement extends createSkateElement<FeesProps>({
  stores: SHOP_PARTS,
  view: ({ token }) => (token ? createElement(FeePayLinkPage, { key: token, token }) : createElement(MyFees)),
  props: { token: 'string' },
  styles: [primitivesCss, checkoutCss, authCss, accountCss, academyCss],
}) {
  /** A fee reminder's pay link token (`token` attribute). */
  declare token: string | undefined;
}

/** Registers `<skate-fees>` unless the page already has it. */
export function defineSkateFees(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_FEES, SkateFeesElement, registry);
}
