/*
 * Console writes that change what the storefront shows opt in with the route config
 * `{ catalogueWrite: true }` (declared beside the catalogue freshness plugin, modules/catalogue/cache.ts):
 * the plugin marks this instance's catalogue version stale when such a write answers, so the writer's
 * next storefront read sees it.
 */
import './cache';

/** Route config of a console write the storefront shows. */
export const CATALOGUE_WRITE = { catalogueWrite: true } as const;
