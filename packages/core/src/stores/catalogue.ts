import type { ApiClient } from '../api/client';
import type { Category, NewArrivalGroup, Offer, Product, Slider } from '../api/schemas/catalogue';
import { createQueryCache, type QueryCache, type QueryEntry } from './query-cache';

/** The catalogue calls the store reads through. */
export type CatalogueApi = Pick<
  ApiClient['catalogue'],
  'products' | 'product' | 'newArrivals' | 'categories' | 'offers' | 'sliders' | 'marquee'
>;

/** The resources of the catalogue, by key: what each one answers. */
export interface CatalogueResources {
  products: Product[];
  newArrivals: NewArrivalGroup[];
  categories: Category[];
  offers: Offer[];
  sliders: Slider[];
  marquee: Awaited<ReturnType<CatalogueApi['marquee']>>;
}

/** A resource key of the catalogue. */
export type CatalogueKey = keyof CatalogueResources;

/** Where each resource comes from: key -> fetcher. A server-paged source can replace one. */
export type CatalogueSources = { [K in CatalogueKey]: () => Promise<CatalogueResources[K]> };

/**
 * The catalogue store: every catalogue resource read through one keyed cache, so a page that shows
 * the header search, new arrivals and popular products asks the server once per key. Keys are the
 * resource names plus `product:{id}` for single products.
 */
export interface CatalogueStore {
  /** The cache underneath (entries, subscriptions, invalidation). */
  readonly cache: QueryCache;
  /** The fetcher of each resource key. */
  readonly sources: CatalogueSources;
  /** A resource, from the cache when fresh; concurrent readers share one request. */
  load<K extends CatalogueKey>(key: K): Promise<CatalogueResources[K]>;
  /** One product by id (key `product:{id}`). */
  product(id: string): Promise<Product>;
  /** The cache entry of a resource key (or `product:{id}`). */
  entry<K extends CatalogueKey>(key: K): QueryEntry<CatalogueResources[K]>;
}

import { productKey } from './catalogue-keys';

export { productKey };

/** Builds the catalogue store; `sources` overrides where some resources come from. */
export function createCatalogueStore({
  api,
  cache = createQueryCache(),
  sources: given = {},
}: {
  api: CatalogueApi;
  cache?: QueryCache;
  sources?: Partial<CatalogueSources>;
}): CatalogueStore {
  const sources: CatalogueSources = {
    products: () => api.products(),
    newArrivals: () => api.newArrivals(),
    categories: () => api.categories(),
    offers: () => api.offers(),
    sliders: () => api.sliders(),
    marquee: () => api.marquee(),
    ...given,
  };
  return {
    cache,
    sources,
    load(key) {
      return cache.fetch(key, sources[key]);
    },
    product(id) {
      return cache.fetch(productKey(id), () => api.product(id));
    },
    entry(key) {
      return cache.get(key);
    },
  };
}
