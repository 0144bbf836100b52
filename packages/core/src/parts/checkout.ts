import { loadStoreTerms } from '../engine/world';
import { createCheckoutStore } from '../stores/checkout';
import type { StorefrontPartFactories } from '../storefront';

/**
 * Storefront part `checkout`: what is being bought (`checkout_data`), the shopper's choices and the
 * engine's quote, reading products through the catalogue cache when the storefront provides it.
 */
export const checkoutPart: NonNullable<StorefrontPartFactories['checkout']> = ({
  storage,
  api,
  cart,
  provided,
}) =>
  createCheckoutStore({
    storage,
    api,
    sources: {
      cart,
      product: (id) => (provided('catalogue') ?? api.catalogue).product(id),
      terms: () => loadStoreTerms(api),
    },
  });
