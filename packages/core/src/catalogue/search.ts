import { SUGGESTIONS_MAX } from '../constants';
import { toText } from '../format/coerce';
import { isActive } from './filters';
import type { ProductLike } from '../shapes';

/** True when the product's title contains the query, ignoring case. */
function titleMatches(product: ProductLike, needle: string): boolean {
  return toText(product.title).toLowerCase().includes(needle);
}

/**
 * Header search suggestions: titles of Active products containing the query (case-insensitive),
 * each title once (ignoring case), at most 8. An empty query suggests nothing.
 */
export function searchSuggestions(products: readonly ProductLike[], query: string): string[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const seen = new Set<string>();
  const titles: string[] = [];
  for (const product of products) {
    if (titles.length >= SUGGESTIONS_MAX) break;
    if (!isActive(product) || !titleMatches(product, needle)) continue;
    const title = toText(product.title);
    const key = title.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    titles.push(title);
  }
  return titles;
}

/** The /product?search= listing: products whose title contains the query (all of them for an empty query). */
export function searchProducts<T extends ProductLike>(products: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? [...products] : products.filter((product) => titleMatches(product, needle));
}
