import { toText } from '../format/coerce';
import type { CategoryLike } from '../shapes';

/**
 * The name customers read for a product's or a route's category key: the merchant's category name
 * when the key is one of its categories, else the key made readable ("speed-skates" -> "Speed Skates"),
 * so a slug never reaches the page.
 * @example categoryName([{ category: 'inline-skates', name: 'Inline Skates' }], 'inline-skates') // "Inline Skates"
 */
export function categoryName(categories: readonly CategoryLike[] | null | undefined, key: string): string {
  const wanted = key.trim().toLowerCase();
  const match = categories?.find((c) => toText(c.category).trim().toLowerCase() === wanted);
  const name = match ? toText(match.name).trim() : '';
  if (name) return name;
  return key
    .trim()
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
