import type { ProductLike, VariationLike } from '../catalogue/shapes';
import { asList, toNumber } from '../format/coerce';

/** The variations of a product (the field may be a list or JSON text). */
export function productVariations(product: Pick<ProductLike, 'variation'>): VariationLike[] {
  return asList<VariationLike>(product.variation).filter((v) => v !== null && typeof v === 'object');
}

/** What a variation sells for: its sale price when set (above 0), else its price. */
export function variationEffectivePrice(variation: VariationLike): number {
  const sale = toNumber(variation.salePrice);
  return sale > 0 ? sale : toNumber(variation.price);
}

/** Smallest positive value, or 0 when there is none. */
export function lowestPositive(values: readonly number[]): number {
  const positive = values.filter((value) => value > 0);
  return positive.length > 0 ? Math.min(...positive) : 0;
}
