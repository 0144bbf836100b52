import type { Storefront } from '@skatekit/core';
import { CartFrame, type CartLinesProps, Loading } from '@skatekit/react';
import { lazy, Suspense } from 'react';

// The lines' code (the coupon and quote dialogs, the summary, the steppers) loads when the cart first
// has lines: a page whose cart is empty shows it without them.
const Lines = lazy(() => import('./cart-lines'));

function LazyLines(props: CartLinesProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Lines {...props} />
    </Suspense>
  );
}

/**
 * The cart page's watch of the checkout's quote of the cart, from its mount as in `CartPage`; the
 * checkout's code is loaded first when no element on the page provided it yet.
 */
function watchCartQuote(storefront: Storefront): () => void {
  if (storefront.provides('checkout')) return storefront.checkout.getState().watchQuote('cart');
  let stop: (() => void) | undefined;
  let stopped = false;
  storefront.load('checkout').then(
    (checkout) => {
      if (!stopped) stop = checkout.getState().watchQuote('cart');
    },
    (error: unknown) => console.error(error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** What `<skate-cart>` shows: the cart page, its lines loaded when there are some. */
export function CartView() {
  return <CartFrame lines={LazyLines} watchQuote={watchCartQuote} />;
}
