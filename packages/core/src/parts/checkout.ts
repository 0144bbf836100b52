import { createCheckoutStore } from '../stores/checkout';
import type { StorefrontPartFactories } from '../storefront';

/** Storefront part `checkout`: The checkout data (`checkout_data`) and the applied coupon. */
export const checkoutPart: NonNullable<StorefrontPartFactories['checkout']> = ({ storage, api }) =>
  createCheckoutStore({ storage, api });
