import { type CheckoutStore, checkoutPart, type Storefront } from '@skatekit/core';

/**
 * The storefront's checkout, its part provided first: `<SkateProvider>` leaves the checkout to the
 * screens that read it (or to `storefront.load('checkout')`), so an app without one does not carry
 * its code.
 */
export function checkoutOf(storefront: Storefront): CheckoutStore {
  return storefront.provide({ checkout: checkoutPart }).checkout;
}
