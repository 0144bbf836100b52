import { isVariableProduct, type ProductLike } from '../shapes';
import { toNumber } from '../format/coerce';
import { formatInr } from '../format/money';
import { TEXTS } from '../texts';
import { lowestPositive, productVariations, sellingPrice, variationEffectivePrice } from './variations';

/** The two prices a card works from, in rupees (0 = not set). */
export interface ProductPrices {
  /** What the product sells for now. */
  current: number;
  /** The regular price, struck through when it differs. */
  regular: number;
}

/**
 * Current and regular price of a product. Variable Product: the lowest sale-or-price over its
 * variations and the lowest regular variation price. Others: discountPrice and originalPrice.
 */
export function productPrices(product: ProductLike): ProductPrices {
  if (isVariableProduct(product)) {
    const variations = productVariations(product);
    return {
      current: lowestPositive(variations.map(variationEffectivePrice)),
      regular: lowestPositive(variations.map((v) => toNumber(v.price))),
    };
  }
  return { current: toNumber(product.discountPrice), regular: toNumber(product.originalPrice) };
}

/** The price box of a product card, ready to render. */
export interface PriceDisplay {
  /** Current price in rupees, or null when the product has none. */
  price: number | null;
  /** Current price as text, or "N/A". */
  text: string;
  /** Regular price to strike through, or null (unset, or equal to the current price). */
  struck: number | null;
  struckText: string | null;
}

/**
 * Price box of a product card: Variable Product shows its lowest sale price with the lowest
 * regular price struck; others show discountPrice (or "N/A") with originalPrice struck.
 * A struck price equal to the shown one is left out - striking a price to itself says nothing.
 */
export function productPriceDisplay(product: ProductLike): PriceDisplay {
  const { current, regular } = productPrices(product);
  const price = current > 0 ? current : null;
  const struck = regular > 0 && regular !== current ? regular : null;
  return {
    price,
    text: price === null ? TEXTS.PRICE_NOT_AVAILABLE : formatInr(price),
    struck,
    struckText: struck === null ? null : formatInr(struck),
  };
}

/**
 * The price a product sorts and filters by: its current price, or its regular price when it
 * has no current one (0 when it has neither).
 */
export function productSortPrice(product: ProductLike): number {
  const { current, regular } = productPrices(product);
  return sellingPrice(regular, current);
}

/**
 * Price range of a product, as the category page shows on cards: for a Variable Product from
 * its cheapest to its dearest variation (sale-or-price); otherwise one price. Null when unpriced.
 */
export function productPriceRange(product: ProductLike): { min: number; max: number; text: string } | null {
  const prices = isVariableProduct(product)
    ? productVariations(product)
        .map(variationEffectivePrice)
        .filter((p) => p > 0)
    : [productSortPrice(product)].filter((p) => p > 0);
  if (prices.length === 0) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return { min, max, text: min === max ? formatInr(min) : `${formatInr(min)} - ${formatInr(max)}` };
}

/** A price for the variation chooser: the Popular block shows Price and Sale only when above 0. */
export function positivePrice(value: unknown): number | null {
  const amount = toNumber(value);
  return amount > 0 ? amount : null;
}
