import { type Storefront, selectUserId, selectUserName } from '@skatekit/core';
import { normaliseMobile, type QuoteForm } from '@skatekit/core/rules';
import type { CartItem } from '@skatekit/core/schemas';

/**
 * Sends the guest-details quote form with the lines asked about (POST /payment/getquote). The
 * phone goes normalised; empty optional fields are left out. A `success: false` reply throws with
 * the server's message.
 */
export async function sendQuote(
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
  if (reply.success === false) throw new Error(reply.message || 'Quote request refused');
}
