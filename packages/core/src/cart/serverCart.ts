import { toText } from '../format/coerce';
import { TEXTS } from '../texts';

/**
 * The message for a refused server add-to-cart (HTTP status not ok, or isError in the reply):
 * the reply's msg, or "Product already in cart" when it has none. Null when the add went through.
 */
export function cartAddRefusal(
  httpOk: boolean,
  reply: { isError?: boolean | null; msg?: string | null } | null | undefined,
): string | null {
  if (httpOk && !reply?.isError) return null;
  return toText(reply?.msg) || TEXTS.PRODUCT_ALREADY_IN_CART;
}
