import type { ProductLike, VariationLike } from '../shapes';
import { asList, toNumber } from '../format/coerce';

/** The variations of a product (the field may be a list or JSON text). */
export function productVariations(product: Pick<ProductLike, 'variation'>): VariationLike[] {
  return asList<VariationLike>(product.variation).filter((v) => v !== null && typeof v === 'object');
}

/** What a unit sells for: its sale price when set (above 0), else its price (never below 0). */
export function sellingPrice(price: unknown, salePrice: unknown): number {
  const sale = toNumber(salePrice);
  return sale > 0 ? sale : Math.max(0, toNumber(price));
}

/** What a variation sells for: its {@link sellingPrice}. */
export function variationEffectivePrice(variation: VariationLike): number {
  return sellingPrice(variation.price, variation.salePrice);
}

/** Smallest positive value, or 0 when there is none. */
export function lowestPositive(values: readonly number[]): number {
  const positive = values.filter((value) => value > 0);
  return positive.length > 0 ? Math.min(...positive) : 0;
}
