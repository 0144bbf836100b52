import { selectIsSignedIn, type Storefront } from '@skatekit/core';
import { TEXTS } from '@skatekit/core/texts';
import { type ComponentType, useEffect } from 'react';
import { usePayMode } from '../hooks/useCatalogue';
import { useCart, useSession } from '../hooks/useStores';
import { useSkateContext } from '../provider/useStorefront';
import { Loading } from '../ui/Spinner';
import { notify } from '../ui/toast';
import type { CartLinesProps } from './CartLines';
import { EmptyCartPage } from './EmptyCartPage';

export interface CartFrameProps {
  /** What shows the cart's lines once it has some ({@link CartLines}, or a lazy load of it). */
  lines: ComponentType<CartLinesProps>;
  /**
   * Starts the checkout's quote of the cart (`watchQuote('cart')`) and answers its stop: called when
   * the cart page mounts, whether the cart has lines or not, so the quote is the cart's from then
   * on (until a later screen, a checkout, watches its own). {@link watchCartQuote} does it at once.
   */
  watchQuote: (storefront: Storefront) => () => void;
}

/**
 * {@link CartPage} without its lines: the cart refreshed on load (the guest lines from the catalogue,
 * or the server cart), the store's pay mode, and the empty cart; `lines` shows the rest. Apart so that
 * a page can load the lines' code (the coupon and quote dialogs, the summary) only when its cart has
 * lines (`<skate-cart>` does). The cart's sheets are {@link CartPage}'s (`useSkateStyles(CART_SHEETS)`;
 * a custom element adopts its own).
 */
export function CartFrame({ lines: Lines, watchQuote }: CartFrameProps) {
  const { storefront } = useSkateContext();
  const lines = useCart((s) => s.lines);
  const cartStatus = useCart((s) => s.status);
  const signedIn = useSession(selectIsSignedIn);
  // Every figure of the lines is the checkout's quote of the cart (core's engine on the catalogue's records).
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per mount, as the page's own watch.
  useEffect(() => watchQuote(storefront), [storefront]);
  const { payMode } = usePayMode();

  useEffect(() => {
    const cart = storefront.cart.getState();
    if (signedIn) {
      void cart.fetchServerCart().then((result) => {
        if (!result.ok) notify.error(result.message);
      });
    } else {
      void cart.refreshGuestLines();
    }
  }, [storefront, signedIn]);

  if (lines.length === 0) {
    if (cartStatus === 'loading') return <Loading />;
    return <EmptyCartPage heading={TEXTS.CART_HEADING} />;
  }
  return <Lines lines={lines} payMode={payMode} />;
}
