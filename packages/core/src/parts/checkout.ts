import { loadStoreTerms } from '../engine/world';
import type { LineSourceProduct } from '../engine/lineView';
import { productKey } from '../stores/catalogue-keys';
import { createCheckoutStore } from '../stores/checkout';
import type { StorefrontPartFactories } from '../storefront';

type Target = {
  addEventListener(type: string, f: () => void): void;
  removeEventListener(type: string, f: () => void): void;
};

/** Calls `listener` when the window gets the focus back (browsers only); answers the unsubscribe. */
function windowFocus(listener: () => void): () => void {
  const win = globalThis as Partial<Target>;
  if (!win.addEventListener) return () => {};
  win.addEventListener('focus', listener);
  return () => win.removeEventListener?.('focus', listener);
}

/**
 * Storefront part `checkout`: what is being bought (`checkout_data`), the shopper's choices and the
 * engine's quote, reading products through the catalogue cache when the storefront provides it.
 * Inside the wrapper apps the app hears its purchase events too (bridge `orderPlaced`, `paymentSucceeded`).
 */
export const checkoutPart: NonNullable<StorefrontPartFactories['checkout']> = ({
  storage,
  api,
  cart,
  provided,
}) => {
  const checkout = createCheckoutStore({
    storage,
    api,
    sources: {
      cart,
      product: (id) => (provided('catalogue') ?? api.catalogue).product(id),
      terms: () => loadStoreTerms(api),
      watchProduct(id, listener) {
        const cache = provided('catalogue')?.cache;
        if (!cache) return () => {};
        const key = productKey(id);
        return cache.subscribe(key, () => {
          const entry = cache.get<LineSourceProduct>(key);
          if (entry.status === 'success' && entry.data) listener(entry.data);
        });
      },
      invalidate(ids) {
        const cache = provided('catalogue')?.cache;
        for (const id of ids) cache?.invalidate(productKey(id));
      },
      onFocus: windowFocus,
    },
  });
  // The bridge as the storefront has it when the event comes (none on a website).
  checkout.events.subscribe((event) => provided('bridge')?.notifyPurchase(event));
  return checkout;
};
