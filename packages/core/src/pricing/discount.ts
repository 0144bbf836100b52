import type { ProductLike } from '../shapes';
import type { Numeric } from '../format/coerce';
import { toPaise } from '../format/money';
import { productPrices } from './display';

/**
 * Percent shown on the discount badge, or null when no badge shows.
 * A badge needs both prices non-zero and the sale price below the original;
 * percent = round((original - sale) / original x 100).
 * @example discountPercent(1000, 750) // 25
 */
export function discountPercent(original: Numeric, sale: Numeric): number | null {
  // Whole paise keep the numerator exact: (1000 - 855) / 1000 x 100 is 14.499999999999998 in
  // floating point, so the textbook formula would round a true 14.5 down to 14.
  const regular = toPaise(original);
  const current = toPaise(sale);
  if (regular <= 0 || current <= 0 || current >= regular) return null;
  return Math.round(((regular - current) * 100) / regular);
}

/**
 * Badge percent for a product card. A Variable Product compares its lowest variation price with
 * its lowest sale-or-price; other types compare originalPrice with discountPrice.
 */
export function productDiscountPercent(product: ProductLike): number | null {
  const { current, regular } = productPrices(product);
  return discountPercent(regular, current);
}
