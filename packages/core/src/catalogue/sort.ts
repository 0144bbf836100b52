import type { ListingSort, ShopSort } from '../constants';
import { toNumber } from '../format/coerce';
import { productSortPrice } from '../pricing/display';
import type { DateInput, ProductLike } from '../shapes';

/** Epoch ms of a record date; unreadable dates sort as oldest. */
function timeOf(value: DateInput | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : 0;
}

const newestFirst = (a: ProductLike, b: ProductLike) => timeOf(b.createdAt) - timeOf(a.createdAt);
const mostSoldFirst = (a: ProductLike, b: ProductLike) => toNumber(b.totalSold) - toNumber(a.totalSold);
const cheapestFirst = (a: ProductLike, b: ProductLike) => productSortPrice(a) - productSortPrice(b);
const dearestFirst = (a: ProductLike, b: ProductLike) => productSortPrice(b) - productSortPrice(a);

/** A comparator of products; `undefined` keeps the given order. */
type Order = ((a: ProductLike, b: ProductLike) => number) | undefined;

/** A new array in `order`; ties keep their original order. */
function sorted<T extends ProductLike>(products: readonly T[], order: Order): T[] {
  const copy = [...products];
  return order ? copy.sort(order) : copy;
}

// Recommended keeps the server's order.
const LISTING_ORDERS: Partial<Record<ListingSort, Order>> = {
  newest: newestFirst,
  popular: mostSoldFirst,
  'price-desc': dearestFirst,
  'price-asc': cheapestFirst,
};

const SHOP_ORDERS: Record<ShopSort, Order> = {
  'best-selling': mostSoldFirst,
  'price-asc': cheapestFirst,
  'price-desc': dearestFirst,
  newest: newestFirst,
};

/**
 * Listing and category page order: Recommended keeps the server's order, Newest First by createdAt,
 * Popular by totalSold (high first), and the two price orders by the shown price. A new array;
 * ties keep their original order.
 */
export function sortListing<T extends ProductLike>(products: readonly T[], sort: ListingSort): T[] {
  return sorted(products, LISTING_ORDERS[sort]);
}

/** Shop listing order: Best Selling (totalSold), the two price orders, Newest Arrivals (createdAt). */
export function sortShop<T extends ProductLike>(products: readonly T[], sort: ShopSort): T[] {
  return sorted(products, SHOP_ORDERS[sort]);
}
