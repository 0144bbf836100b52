import { MAX_LINE_QUANTITY } from '../constants';
import { toText } from '../format/coerce';
import { wholeQuantity } from '../format/quantity';

/**
 * The cookie a storefront keeps the head of its cart in, so the server that renders `/cart` can draw
 * the page's first screen (those lines, from its own catalogue and prices) before any script runs. It
 * is a drawing hint, never the cart: the cart stays where it is kept (the browser's storage or the
 * server cart), and nothing is priced or bought from this cookie.
 */
export const CART_COOKIE = 'skate_cart';
/** Lines the cookie carries: what a phone's first screen of the cart shows. It keeps the cookie small. */
export const CART_COOKIE_LINES = 3;
/** Longest cookie value written; lines that would pass it are left out. */
const MAX_VALUE = 600;

/** One line of the cart cookie: the product, the sku of the line (a variation's), and the quantity. */
export interface CartCookieLine {
  id: string;
  sku: string;
  quantity: number;
}

// Fields are URI-encoded, so the separators (allowed in a cookie value, encoded in a field) never clash.
const FIELD = ':';
const LINE = '|';

/**
 * The cookie's value for a cart's lines (its first CART_COOKIE_LINES): `''` for an empty cart, which
 * the caller writes as a deleted cookie.
 * @example cartCookieValue([{ product_id: 'sk-1', product_sku: 'SK-1-7', quantity: 2 }]) // 'sk-1:SK-1-7:2'
 */
export function cartCookieValue(
  lines: readonly { product_id?: unknown; product_sku?: unknown; quantity?: unknown }[],
): string {
  const parts: string[] = [];
  let length = 0;
  for (const line of lines.slice(0, CART_COOKIE_LINES)) {
    const id = toText(line.product_id);
    if (!id) continue;
    const part = [
      encodeURIComponent(id),
      encodeURIComponent(toText(line.product_sku)),
      Math.min(wholeQuantity(line.quantity), MAX_LINE_QUANTITY),
    ].join(FIELD);
    if (length + part.length + 1 > MAX_VALUE) break;
    parts.push(part);
    length += part.length + 1;
  }
  return parts.join(LINE);
}

/**
 * The lines of a cart cookie's value, as a server reads it from the request: anything malformed is
 * left out (a stranger's cookie is only ever a hint of what to draw).
 * @example readCartCookie('sk-1:SK-1-7:2') // [{ id: 'sk-1', sku: 'SK-1-7', quantity: 2 }]
 */
export function readCartCookie(value: string | null | undefined): CartCookieLine[] {
  if (!value || value.length > MAX_VALUE) return [];
  const lines: CartCookieLine[] = [];
  for (const part of value.split(LINE).slice(0, CART_COOKIE_LINES)) {
    const fields = part.split(FIELD);
    if (fields.length !== 3 || !/^[1-9]\d{0,3}$/.test(fields[2])) continue;
    try {
      const id = decodeURIComponent(fields[0]);
      const sku = decodeURIComponent(fields[1]);
      const quantity = Number(fields[2]);
      if (id && quantity <= MAX_LINE_QUANTITY) lines.push({ id, sku, quantity });
    } catch {
      // A broken %-escape: not a line.
    }
  }
  return lines;
}
