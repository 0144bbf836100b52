import type { Storefront } from '@skatekit/core';

/**
 * After a successful shop payment: the server cart and the checkout data are cleared. Failures are
 * logged only - the order is paid either way, and a stale cart line is harmless.
 */
export async function clearAfterPayment(storefront: Storefront): Promise<void> {
  storefront.checkout.getState().clear();
  const result = await storefront.cart.getState().clear();
  if (!result.ok) console.warn('[skatekit] could not clear the cart after payment', result.message);
}
