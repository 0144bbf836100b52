import type { SkateSheet } from '../sheet';
import { cartSheet } from '../cart';
import { catalogueSheet } from '../catalogue';
import { primitivesSheet } from '../primitives';
import { productSheet } from '../product';

/** The sheets the catalogue components ask the provider for (useSkateStyles). */
export const CATALOGUE_SHEETS: readonly SkateSheet[] = [
  primitivesSheet,
  catalogueSheet,
  productSheet,
  cartSheet,
];
