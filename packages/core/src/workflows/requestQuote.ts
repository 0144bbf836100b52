import type { CartItem } from '../api/schemas/cart';
import { SkateError } from '../errors';
import { ROUTES } from '../routing/routes';
import { selectIsSignedIn, selectUserId, selectUserName } from '../stores/session';
import type { Storefront } from '../storefront';
import type { QuoteForm } from '../validation/forms';
import { normaliseMobile } from '../validation/mobile';

/**
 * Sends the guest-details quote form with the lines asked about (POST /payment/getquote). The
 * phone goes normalised; empty optional fields are left out. A `success: false` reply throws a
 * SkateError (`reason: 'quote-refused'`) with the server's message.
 */
export async function requestQuote(
  storefront: Storefront,
  form: Required<QuoteForm>,
  lines: readonly CartItem[],
): Promise<void> {
  const session = storefront.session.getState();
  const reply = await storefront.api.quotes.request({
    name: form.name.trim(),
    mobile: normaliseMobile(form.phone),
    email: form.email.trim() || undefined,
    description: form.description.trim() || undefined,
    cart_products: [...lines],
    user_id: selectUserId(session) ?? undefined,
    user_name: selectUserName(session) || form.name.trim(),
  });
  if (reply.success === false)
    throw new SkateError('http', reply.message || 'Quote request refused', {
      status: 200,
      reason: 'quote-refused',
    });
}

/** After a quote was sent: the cart and the checkout data it was asked for are emptied. */
export async function clearAfterQuote(storefront: Storefront): Promise<void> {
  storefront.checkout.getState().clear();
  await storefront.cart.getState().clear();
}

/**
 * After a quote was sent: the route to open, or null to stay. A customer goes to My Account, and a
 * quote asked from the cart empties the cart and the checkout data it was asked for; a guest stays
 * where they are with the cart kept (My Account would send them to Login), and a product page's quote
 * never empties the cart (issue 39: the spec sent a guest to Login with the cart emptied).
 */
export async function afterQuoteSent(
  storefront: Storefront,
  { fromCart }: { fromCart: boolean },
): Promise<string | null> {
  if (!selectIsSignedIn(storefront.session.getState())) return null;
  if (fromCart) await clearAfterQuote(storefront);
  return ROUTES.myAccount;
}
