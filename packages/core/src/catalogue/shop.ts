import { PRICE_RANGES, type PriceRangeId, SHOP_PAGE, SHOP_SORTS, type ShopSort } from '../constants';
import { toText } from '../format/coerce';
import { productSortPrice } from '../pricing/display';
import { generalListing } from './filters';
import type { ProductLike } from './shapes';
import { sortShop } from './sort';

/** What the shopper picked on the shop listing. Empty lists mean "any". */
export interface ShopFilters {
  categories: readonly string[];
  priceRanges: readonly PriceRangeId[];
  sort: ShopSort;
}

/** Shop listing state: the filters and how many pages are shown. */
export interface ShopState {
  filters: ShopFilters;
  page: number;
}

/** Shop listing events. */
export type ShopAction = { type: 'filter'; filters: Partial<ShopFilters> } | { type: 'load-more' };

/** The shop listing before the shopper touches anything. */
export const initialShopState: ShopState = {
  filters: { categories: [], priceRanges: [], sort: SHOP_SORTS[0].id },
  page: 1,
};

/** Shop listing state machine: a filter change goes back to page 1; Load More adds a page. */
export function shopReducer(state: ShopState, action: ShopAction): ShopState {
  switch (action.type) {
    case 'filter':
      return { filters: { ...state.filters, ...action.filters }, page: 1 };
    case 'load-more':
      return { ...state, page: state.page + 1 };
  }
}

/** True when a product's shown price lies in one of the ranges (both ends inclusive); none picked = any. */
export function inPriceRanges(product: ProductLike, ranges: readonly PriceRangeId[]): boolean {
  if (ranges.length === 0) return true;
  const price = productSortPrice(product);
  return PRICE_RANGES.some((range) => ranges.includes(range.id) && price >= range.min && price <= range.max);
}

/** True when a product is in one of the picked categories (case-insensitive); none picked = any. */
export function inCategories(product: ProductLike, categories: readonly string[]): boolean {
  if (categories.length === 0) return true;
  const own = toText(product.category).toLowerCase();
  return categories.some((category) => category.trim().toLowerCase() === own);
}

/** What the shop listing shows. */
export interface ShopView<T> {
  /** The cards on screen: the first `page x 9` matches. */
  items: T[];
  /** All matches. */
  total: number;
  /** Whether Load More shows. */
  hasMore: boolean;
}

/** Every product the shop lists for the filters, in order: Active non-course products, filtered, sorted. */
export function shopMatches<T extends ProductLike>(products: readonly T[], filters: ShopFilters): T[] {
  const { categories, priceRanges, sort } = filters;
  return sortShop(
    generalListing(products).filter((p) => inCategories(p, categories) && inPriceRanges(p, priceRanges)),
    sort,
  );
}

/** The shop listing: Active non-course products, filtered, sorted, cut to the pages loaded. */
export function shopView<T extends ProductLike>(products: readonly T[], state: ShopState): ShopView<T> {
  const matches = shopMatches(products, state.filters);
  const shown = Math.max(1, state.page) * SHOP_PAGE;
  return { items: matches.slice(0, shown), total: matches.length, hasMore: matches.length > shown };
}
