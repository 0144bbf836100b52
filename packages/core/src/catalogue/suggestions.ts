import { SUGGESTIONS_MAX } from '../constants';
import { toText } from '../format/coerce';
import type { ProductLike } from '../shapes';
import { isActive } from './filters';
import { titleMatches } from './search';

/** One header search suggestion: the product's title and its product_id (the suggestion opens it). */
export interface Suggestion {
  title: string;
  /** '' when the backend answered titles only (the suggestion then searches its title). */
  id: string;
}

/**
 * Header search suggestions: titles of Active products containing the query (case-insensitive),
 * each title once (ignoring case), at most 8, each with its product's id. An empty query suggests nothing.
 */
export function searchSuggestions(products: readonly ProductLike[], query: string): Suggestion[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const seen = new Set<string>();
  const titles: Suggestion[] = [];
  for (const product of products) {
    if (titles.length >= SUGGESTIONS_MAX) break;
    if (!isActive(product) || !titleMatches(product, needle)) continue;
    const title = toText(product.title);
    const key = title.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    titles.push({ title, id: toText(product.product_id) });
  }
  return titles;
}
