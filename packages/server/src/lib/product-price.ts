import type { products, VariationRecord } from '../db/schema';
import { STOCK_OUT, STOCK_UNLIMITED, variationEffectivePrice } from './core';

type ProductRow = typeof products.$inferSelect;

/** What the catalogue says one line (product, or one variation of it) costs and has in stock. */
export interface LinePrice {
  /** The sku the line is known by: the variation's for a Variable Product, else the product's. */
  sku: string;
  variation: VariationRecord | null;
  /** Regular price (rupees). */
  price: number;
  /** Sale price when set, else 0. */
  salePrice: number;
  /** What one unit sells for: the sale price when above 0, else the price. */
  unitPrice: number;
  /** 'Unlimited Stock', 'Out of Stock' or the units on hand as text. */
  stockText: string;
  /** Units on hand; null for Unlimited Stock (never decremented). */
  stockLeft: number | null;
}

const positive = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

function stockOf(stock: number | string, total?: number): { stockText: string; stockLeft: number | null } {
  if (stock === STOCK_UNLIMITED) return { stockText: STOCK_UNLIMITED, stockLeft: null };
  if (stock === STOCK_OUT) return { stockText: STOCK_OUT, stockLeft: 0 };
  const units = total ?? (typeof stock === 'number' ? stock : Number(stock));
  const left = Number.isFinite(units) ? Math.max(0, Math.trunc(units)) : 0;
  return { stockText: left > 0 ? String(left) : STOCK_OUT, stockLeft: left };
}

/**
 * Prices a line from the catalogue alone (what a client sent is never used). A Variable Product needs
 * the sku of one of its variations; null when the sku names none.
 */
export function priceLine(product: ProductRow, requestedSku: string | undefined): LinePrice | null {
  if (product.product_type === 'Variable Product') {
    const variation = product.variation.find((v) => v.sku === requestedSku);
    if (!variation) return null;
    const price = positive(Number(variation.price));
    const salePrice = positive(Number(variation.salePrice));
    return {
      sku: variation.sku,
      variation,
      price,
      salePrice,
      unitPrice: variationEffectivePrice(variation),
      ...stockOf(variation.stock),
    };
  }
  const price = positive(product.originalPrice);
  const salePrice = positive(product.discountPrice);
  return {
    sku: product.sku,
    variation: null,
    price,
    salePrice,
    unitPrice: salePrice > 0 ? salePrice : price,
    ...stockOf(
      product.stock,
      product.stock === STOCK_UNLIMITED || product.stock === STOCK_OUT ? undefined : product.totalStock,
    ),
  };
}
