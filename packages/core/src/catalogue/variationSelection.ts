// Mapping the product page's attribute choices (Size, Colour) to a variation: catalogue rules, shared by
// every storefront (React, the elements, a native shell).
import type { Attribute, Variation } from '../api/schemas/catalogue';

/** The chosen term per attribute name, e.g. { Size: '7' }. */
export type AttributeSelection = Record<string, string>;

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** A variation's value for an attribute, matched by name or slug, ignoring case. */
function attributeValue(
  variation: Variation,
  attribute: Pick<Attribute, 'name' | 'slug'>,
): string | undefined {
  for (const [key, value] of Object.entries(variation.attributes)) {
    if (same(key, attribute.name) || (attribute.slug && same(key, attribute.slug))) return value;
  }
  return undefined;
}

/** The variation matching every chosen term, or null. */
export function findVariation(
  variations: readonly Variation[],
  attributes: readonly Attribute[],
  selection: AttributeSelection,
): Variation | null {
  const chosen = attributes.filter((a) => selection[a.name] !== undefined);
  if (chosen.length === 0) return null;
  return variations.find((v) => chosen.every((a) => same(attributeValue(v, a), selection[a.name]))) ?? null;
}

/** The selection a variation stands for (used to start on the first buyable variation). */
export function selectionOf(variation: Variation, attributes: readonly Attribute[]): AttributeSelection {
  const out: AttributeSelection = {};
  for (const attribute of attributes) {
    const value = attributeValue(variation, attribute);
    if (value !== undefined) out[attribute.name] = value;
  }
  return out;
}

/**
 * True when some variation offers `term` for that attribute. Other choices are not required to
 * match: a shopper switching size and colour together must be able to pass through combinations.
 */
export function termAvailable(
  variations: readonly Variation[],
  attribute: Pick<Attribute, 'name' | 'slug'>,
  term: string,
): boolean {
  return variations.some((v) => same(attributeValue(v, attribute), term));
}
