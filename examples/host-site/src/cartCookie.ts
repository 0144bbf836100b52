import type { Storefront } from '@skatekit/core';
import { CART_COOKIE, cartCookieValue } from '@skatekit/core/rules';
import { useStorefront } from '@skatekit/react/provider';
import { useEffect } from 'react';

/** How long the cart cookie outlives the visit (the guest cart in storage lasts as long). */
const MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Keeps core's cart cookie (CART_COOKIE: the cart's first lines) in step with the cart, so the server
 * that renders /cart draws those lines before the storefront's scripts arrive. Writes only on a change;
 * an empty cart deletes it.
 */
export function keepCartCookie(
  storefront: Pick<Storefront, 'cart'>,
  doc: { cookie: string } = document,
  secure = location.protocol === 'https:',
): () => void {
  let written: string | undefined;
  const write = () => {
    const value = cartCookieValue(storefront.cart.getState().lines);
    if (value === written) return;
    written = value;
    const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
    doc.cookie = value
      ? `${CART_COOKIE}=${value}; Max-Age=${MAX_AGE_S}${attributes}`
      : `${CART_COOKIE}=; Max-Age=0${attributes}`;
  };
  write();
  return storefront.cart.subscribe(write);
}

/** keepCartCookie for the provider's storefront, while the site is mounted. */
export function useCartCookie(): void {
  const storefront = useStorefront();
  useEffect(() => keepCartCookie(storefront), [storefront]);
}
