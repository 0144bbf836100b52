import type { SkateSheet } from '../sheet';
import { primitivesSheet } from '../primitives';

/** The sheets the ui components ask the provider for (useSkateStyles). */
export const UI_SHEETS: readonly SkateSheet[] = [primitivesSheet];
