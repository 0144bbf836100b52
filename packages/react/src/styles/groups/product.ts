import type { SkateSheet } from '../sheet';
import { cartSheet } from '../cart';
import { catalogueSheet } from '../catalogue';
import { primitivesSheet } from '../primitives';
import { productSheet } from '../product';

/** The sheets the product components ask the provider for (useSkateStyles). */
export const PRODUCT_SHEETS: readonly SkateSheet[] = [
  primitivesSheet,
  catalogueSheet,
  productSheet,
  cartSheet,
];
