import type { QuoteSubject } from '@skatekit/core';
import type { Quote } from '@skatekit/core/rules';
import { useEffect } from 'react';
import { useCheckout } from '../hooks/useCheckout';
import { checkoutOf } from '../hooks/checkoutStore';
import { useStorefront } from '../provider/useStorefront';

/**
 * The checkout's quote of `subject` (`storefront.checkout.quote`, core's engine), kept up to date while
 * the component is mounted; `terms` adds the store's delivery, GST and pay methods (the checkout page).
 * Null until it is known. The server prices the order with the same engine and the same records.
 */
export function useCheckoutQuote(
  subject: QuoteSubject,
  { terms = false }: { terms?: boolean } = {},
): Quote | null {
  const storefront = useStorefront();
  useEffect(
    () => checkoutOf(storefront).getState().watchQuote(subject, { terms }),
    [storefront, subject, terms],
  );
  return useCheckout((state) => (state.subject === subject ? state.quote : null));
}
