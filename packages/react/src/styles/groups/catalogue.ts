import type { SkateSheet } from '../sheet';
import { catalogueSheet } from '../catalogue';
import { primitivesSheet } from '../primitives';

/**
 * The sheets the catalogue components ask the provider for (useSkateStyles): only what the listing,
 * its cards and their modals use, so a page (or a `<skate-catalogue>`) that shows products does not
 * carry the product page's or the cart's CSS.
 */
export const CATALOGUE_SHEETS: readonly SkateSheet[] = [primitivesSheet, catalogueSheet];
