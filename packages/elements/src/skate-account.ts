import { STOREFRONT_PARTS } from '@skatekit/core';
import { TEXTS } from '@skatekit/core/texts';
import { type AccountTab, MyAccountPage } from '@skatekit/react';
import { createElement } from 'react';
import {
  primitivesCss,
  checkoutCss,
  authCss,
  accountCss,
  ordersCss,
  admissionCss,
} from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkateAccountElement}. */
export const SKATE_ACCOUNT = 'skate-account';

interface AccountProps {
  tab?: string;
}

// Attribute values (lower case, stable) to the page's tab names (display texts).
const TABS: Record<string, AccountTab> = {
  orders: TEXTS.TAB_ORDERS,
  address: TEXTS.TAB_ADDRESS,
  help: TEXTS.TAB_HELP,
  admission: TEXTS.TAB_ADMISSION,
  students: TEXTS.TAB_STUDENTS,
};

/**
 * `<skate-account>` - My Account for the signed-in shopper: orders with tracking, addresses, help,
 * admission payments, the family's students, and Logout. A guest is sent to sign in.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site (login, tracking).
 * @attr {'orders' | 'address' | 'help' | 'admission' | 'students'} tab - The tab to open first: `orders` (default), `address`, `help`, `admission` or `students`.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @prop {string | undefined} tab - Twin of `tab`.
 * @event skate-login - No one is signed in, or the shopper logged out (cancelable). detail: `{ to, returnTo }`.
 * @event skate-navigate - Tracking and links open routes (cancelable). detail: `{ to }`.
 * @csspart root
 * @csspart page
 * @csspart heading
 * @csspart card
 * @csspart button
 * @csspart button-primary
 * @csspart button-outline
 * @csspart label
 * @csspart input
 * @csspart badge
 * @csspart modal
 * @csspart modal-backdrop
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-account
 */
export class SkateAccountElement extends createSkateElement<AccountProps>({
  stores: STOREFRONT_PARTS,
  styles: [primitivesCss, checkoutCss, authCss, accountCss, ordersCss, admissionCss],
  // The tab only picks the first one shown; a new value remounts the page on it.
  view: ({ tab }) => {
    const initialTab = TABS[tab?.trim().toLowerCase() ?? ''];
    return createElement(MyAccountPage, { key: initialTab ?? '', initialTab });
  },
  props: { tab: 'string' },
}) {
  /** The tab opened first (`tab` attribute). */
  declare tab: string | undefined;
}

/** Registers `<skate-account>` unless the page already has it. */
export function defineSkateAccount(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_ACCOUNT, SkateAccountElement, registry);
}
