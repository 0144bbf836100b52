import {
  LISTING_SORTS,
  type ListingSort,
  PRICE_RANGES,
  type PriceRangeId,
  SHOP_PAGE,
  SHOP_SORTS,
  type ShopSort,
} from '../constants';
import { toText } from '../format/coerce';
import { productSortPrice } from '../pricing/display';
import { generalListing } from './filters';
import type { ProductLike } from '../shapes';
import { sortListing, sortShop } from './sort';
import { TEXTS } from '../texts';

/**
 * An order of the shop listing: the listing sorts (Recommended, Newest First, Popular, the two price
 * orders) and, beside them, the shop's own sort set (Best Selling, Price: Low to High, Price: High to
 * Low, Newest Arrivals), told apart by their set.
 */
export type ShopOrder = `listing:${ListingSort}` | `shop:${ShopSort}`;

/** The shop's sort choices in two groups, listing sorts first (the first is the default). */
export const SHOP_ORDER_GROUPS = [
  {
    label: TEXTS.SORT_GROUP_LISTING,
    options: LISTING_SORTS.map((s) => ({ value: `listing:${s.id}` as ShopOrder, label: s.label })),
  },
  {
    label: TEXTS.SORT_GROUP_SHOP,
    options: SHOP_SORTS.map((s) => ({ value: `shop:${s.id}` as ShopOrder, label: s.label })),
  },
] as const;

/** True when a text (a select's value, a URL parameter) names one of the shop's orders. */
export function isShopOrder(value: string): value is ShopOrder {
  return SHOP_ORDER_GROUPS.some((group) => group.options.some((option) => option.value === value));
}

/**
 * The sort id of a shop order (`listing:popular` -> `popular`): what the server's search takes as
 * `sort` (it knows the ids of both lists).
 */
export function shopOrderId(order: ShopOrder): ListingSort | ShopSort {
  return order.split(':')[1] as ListingSort | ShopSort;
}

/** The products in a shop order (a new array; ties keep their order). */
export function sortShopOrder<T extends ProductLike>(products: readonly T[], order: ShopOrder): T[] {
  const [set, id] = order.split(':') as ['listing', ListingSort] | ['shop', ShopSort];
  return set === 'listing' ? sortListing(products, id) : sortShop(products, id);
}

/** What the shopper picked on the shop listing. Empty lists mean "any". */
export interface ShopFilters {
  categories: readonly string[];
  priceRanges: readonly PriceRangeId[];
  sort: ShopOrder;
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
  filters: { categories: [], priceRanges: [], sort: SHOP_ORDER_GROUPS[0].options[0].value },
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
  return sortShopOrder(
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
