import { createCatalogueStore } from '../stores/catalogue';
import type { StorefrontPartFactories } from '../storefront';

/** Storefront part `catalogue`: The catalogue: each resource fetched once per key and shared by every reader. */
export const cataloguePart: NonNullable<StorefrontPartFactories['catalogue']> = ({ api }) =>
  createCatalogueStore({ api: api.catalogue });
