import { toText } from '../format/coerce';
import type { ProductLike } from '../shapes';

// The header's suggestions are in suggestions.ts: a listing page filters, only a search box suggests.

/** True when the product's title contains the query (already lower-cased), ignoring case. */
export function titleMatches(product: ProductLike, needle: string): boolean {
  return toText(product.title).toLowerCase().includes(needle);
}

/** The /product?search= listing: products whose title contains the query (all of them for an empty query). */
export function searchProducts<T extends ProductLike>(products: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? [...products] : products.filter((product) => titleMatches(product, needle));
}
