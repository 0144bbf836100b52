import type { Storefront } from '@skatekit/core';

/**
 * The page's shared storefront as one element sees it: the same stores, with the element as the
 * `eventSource`, so the cart's `added` event names it and `skate-add-to-cart` is announced from it
 * (see cart-events.ts), not from every element on the page.
 */
export function elementStorefront(shared: Storefront, host: HTMLElement): Storefront {
  // Derived, not copied: the parts are created when first read, on the shared storefront.
  return Object.create(shared, { eventSource: { value: host, enumerable: true } }) as Storefront;
}
