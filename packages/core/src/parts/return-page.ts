import { createReturnPageStore } from '../stores/return-page';
import type { StorefrontPartFactories } from '../storefront';

/** Storefront part `returnPage`: The page to return to after sign-in. */
export const returnPagePart: NonNullable<StorefrontPartFactories['returnPage']> = ({ storage }) =>
  createReturnPageStore({ storage });
