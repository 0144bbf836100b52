import type { Storefront } from '@skatekit/core';
import { isExternalAddress, ROUTES } from '@skatekit/core/rules';
import { emit } from './events';

/**
 * The address an app route opens on the host site: `{baseUrl}{route}` when the page gave a base URL
 * (`https://shop.example/store` or `/store#`), else the route itself.
 * @example resolveRoute('/cart', 'https://academy.example/shop') // 'https://academy.example/shop/cart'
 */
export function resolveRoute(to: string, baseUrl: string | undefined): string {
  if (!baseUrl || isExternalAddress(to)) return to;
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${to.startsWith('/') ? to : `/${to}`}`;
}

const pathOf = (to: string) => to.split(/[?#]/)[0].replace(/\/+$/, '') || '/';

export interface NavigateOptions {
  /** The element the events come from. */
  host: HTMLElement;
  /** The storefront, for the checkout data and the saved return page the events carry. */
  storefront: Storefront;
  /** See {@link resolveRoute}. */
  baseUrl?: string;
  /** How the browser leaves the page; `window.location.assign` unless a test swaps it. */
  assign?: (url: string) => void;
}

/**
 * The `navigate(to)` an element hands its React tree. It announces the move - `skate-checkout` for
 * the checkout route, `skate-login` for the login route, then `skate-navigate` - and, unless a
 * listener cancelled one of them, loads the (base-URL mapped) address.
 */
export function createNavigate({ host, storefront, baseUrl, assign }: NavigateOptions): (to: string) => void {
  return (to) => {
    const path = pathOf(to);
    // The checkout data and the return page as the page's storefront holds them (an element whose
    // views never read them, like the cart button, does not provide those parts: then there are none).
    const checkoutData = () => (storefront.provides('checkout') ? storefront.checkout.getState().data : null);
    if (path === ROUTES.checkout) {
      const data = checkoutData();
      if (!emit(host, 'skate-checkout', { to, data }, { cancelable: true })) return;
    } else if (path === ROUTES.login) {
      const returnTo = storefront.provides('returnPage') ? storefront.returnPage.getState().path : null;
      // A guest heading to checkout: the page hears `skate-checkout` first (it may run the checkout
      // itself, e.g. with a <skate-checkout> that signs in inline), then `skate-login`.
      if (returnTo !== null && pathOf(returnTo) === ROUTES.checkout) {
        const data = checkoutData();
        const detail = { to: ROUTES.checkout, data };
        if (!emit(host, 'skate-checkout', detail, { cancelable: true })) return;
      }
      if (!emit(host, 'skate-login', { to, returnTo }, { cancelable: true })) return;
    }
    if (!emit(host, 'skate-navigate', { to }, { cancelable: true })) return;
    const url = resolveRoute(to, baseUrl);
    if (assign) assign(url);
    else (host.ownerDocument.defaultView ?? window).location.assign(url);
  };
}
