import type { SkateSheet } from '../sheet';
import { catalogueSheet } from '../catalogue';
import { homeSheet } from '../home';
import { primitivesSheet } from '../primitives';
import { swiperSheet } from '../swiper';

/** The sheets the home components ask the provider for (useSkateStyles). */
export const HOME_SHEETS: readonly SkateSheet[] = [primitivesSheet, swiperSheet, homeSheet, catalogueSheet];
