import { createPaymentResultsStore } from '../stores/payment-results';
import type { StorefrontPartFactories } from '../storefront';

/** Storefront part `paymentResults`: Which paid orders already cleared the cart. */
export const paymentResultsPart: NonNullable<StorefrontPartFactories['paymentResults']> = ({ storage }) =>
  createPaymentResultsStore({ storage });
