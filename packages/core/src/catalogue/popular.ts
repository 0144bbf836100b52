import { PAGE_SIZE, POPULAR_INITIAL, type PopularTab } from '../constants';
import { asList, toText } from '../format/coerce';
import { TEXTS } from '../texts';
import { generalListing } from './filters';
import type { ProductLike } from '../shapes';

/** The Popular Products list after one more page arrived. */
export interface PopularMerge<T> {
  items: T[];
  /** False once a page came back with fewer than 10 items. */
  hasMore: boolean;
}

const idOf = (product: ProductLike): string => toText(product.product_id);

/**
 * Merges a fetched page into the Popular Products list: the new items go after the ones already
 * shown, so nothing the shopper is looking at moves (deviation from the spec's "merge in front",
 * see docs/spec-deviations.md); an item already listed under the same product_id is refreshed in
 * its place. A page with fewer than 10 items ends paging. Items without a product_id cannot be
 * matched and are all kept.
 */
export function mergePopularPage<T extends ProductLike>(
  existing: readonly T[],
  page: readonly T[],
): PopularMerge<T> {
  const fresh = new Map<string, T>();
  const unmatched: T[] = [];
  for (const product of page) {
    const id = idOf(product);
    if (id === '') unmatched.push(product);
    else if (!fresh.has(id)) fresh.set(id, product);
  }
  const items = existing.map((product) => {
    const id = idOf(product);
    const update = id === '' ? undefined : fresh.get(id);
    if (update) fresh.delete(id);
    return update ?? product;
  });
  return { items: [...items, ...fresh.values(), ...unmatched], hasMore: page.length >= PAGE_SIZE };
}

/** True when a product's categorytype (list or JSON text) holds the label, e.g. "Best Sellers". */
export function hasCategoryType(product: ProductLike, label: string): boolean {
  return asList(product.categorytype).some((entry) => toText(entry) === label);
}

/**
 * Products of one Popular Products tab. All Products: the paged list; New Arrivals: the first
 * New Arrivals group's products (the block uses only that group); Best Sellers and Trending: the
 * paged products labelled so in categorytype. Only Active non-course products are listed.
 */
export function popularTabProducts<T extends ProductLike>(
  tab: PopularTab,
  source: { products: readonly T[]; newArrivals?: readonly { product?: unknown }[] },
): T[] {
  switch (tab) {
    case TEXTS.TAB_ALL_PRODUCTS:
      return generalListing(source.products);
    case TEXTS.TAB_NEW_ARRIVALS:
      return generalListing(asList<T>(source.newArrivals?.[0]?.product));
    case TEXTS.TAB_BEST_SELLERS:
    case TEXTS.TAB_TRENDING:
      return generalListing(source.products).filter((product) => hasCategoryType(product, tab));
  }
}

/**
 * The search extension's `tab` a Popular Products tab asks the server for: Best Sellers and Trending
 * are computed there from the orders (issue 39), not filtered from the pages loaded; null for the others.
 */
export function popularServerTab(tab: PopularTab): 'best-sellers' | 'trending' | null {
  return tab === TEXTS.TAB_BEST_SELLERS ? 'best-sellers' : tab === TEXTS.TAB_TRENDING ? 'trending' : null;
}

/** The cards a tab shows: All Products stops at the first 20 unless expanded; other tabs show all. */
export function popularVisible<T>(items: readonly T[], tab: PopularTab, expanded: boolean): T[] {
  return tab === TEXTS.TAB_ALL_PRODUCTS && !expanded ? items.slice(0, POPULAR_INITIAL) : [...items];
}

/** Whether "Show More Products" shows: only on All Products, and only when more than 20 exist. */
export function showMoreProductsVisible(tab: PopularTab, count: number): boolean {
  return tab === TEXTS.TAB_ALL_PRODUCTS && count > POPULAR_INITIAL;
}
