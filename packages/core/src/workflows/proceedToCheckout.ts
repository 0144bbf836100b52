import type { CartItem } from '../api/schemas/cart';
import type { PayMode } from '../constants';
import { ROUTES } from '../routing/routes';
import { selectIsSignedIn } from '../stores/session';
import type { Storefront } from '../storefront';
import { TEXTS } from '../texts';
import { quoteInsteadOfCheckout } from '../checkout/payMode';

/**
 * What the cart's Checkout button leads to: the quote form (the store takes orders by quote), a route
 * to open, or a message to show and stay.
 */
export type CheckoutStep =
  | { ok: true; next: 'quote' }
  | { ok: true; next: 'route'; route: string }
  | { ok: false; message: string };

/**
 * The cart -> checkout step. An empty cart stays with "Your cart is empty"; in `paymanual` mode the
 * shopper asks for a quote instead; signed in, the checkout data is built from the cart lines and
 * /checkout opens; a guest goes to /login with /checkout remembered as the page to return to
 * (the checkout builds its data from the merged server cart after sign-in).
 * @example const step = proceedToCheckout(storefront, { lines, payMode });
 */
export function proceedToCheckout(
  storefront: Storefront,
  { lines, payMode }: { lines: readonly CartItem[]; payMode: PayMode | null },
): CheckoutStep {
  if (lines.length === 0) return { ok: false, message: TEXTS.CART_EMPTY };
  if (quoteInsteadOfCheckout(payMode)) return { ok: true, next: 'quote' };
  if (selectIsSignedIn(storefront.session.getState())) {
    storefront.checkout.getState().setFromCart(lines);
    return { ok: true, next: 'route', route: ROUTES.checkout };
  }
  return { ok: true, next: 'route', route: signInFirst(storefront, ROUTES.checkout) };
}

/** A guest reaching a page that needs an account: remembers `returnTo` and answers the login route. */
export function signInFirst(storefront: Storefront, returnTo: string): string {
  storefront.returnPage.getState().rememberReturnPage(returnTo);
  return ROUTES.login;
}
