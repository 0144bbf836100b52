import type { z } from 'zod';
import { type Product, STOCK_OUT, STOCK_UNLIMITED, stockOnHand } from '../../platform/core';
import type { ProductRow } from './repository';

/** The wire `stock` text: 'Unlimited Stock', 'Out of Stock', or the units on hand as text (core's stockOnHand). */
export function wireStock(row: Pick<ProductRow, 'stock' | 'totalStock' | 'product_type'>): string {
  const onHand = stockOnHand(row.stock, row.totalStock);
  if (onHand === null) return STOCK_UNLIMITED;
  return onHand ? String(onHand) : STOCK_OUT;
}

const measure = (value: number | null) => (value === null ? '' : String(value));

/** A product row as the wire's Product record (list fields as arrays, dates as ISO text). */
export function toWireProduct(row: ProductRow): z.input<typeof Product> {
  return {
    _id: row.product_id,
    product_id: row.product_id,
    title: row.title,
    sku: row.sku,
    status: row.status,
    category: row.category,
    categorytype: row.categorytype,
    product_type: row.product_type,
    originalPrice: row.originalPrice,
    discountPrice: row.discountPrice,
    image: row.image,
    gallery: row.gallery,
    short_description: row.short_description,
    description: row.description,
    key_features: row.key_features,
    specifications: row.specifications,
    variation: row.variation.map((v) => ({ ...v, stock: String(v.stock) })),
    attribute: row.attribute,
    grouped_product: row.grouped_product,
    downloadable_files: row.downloadable_files,
    stock: wireStock(row),
    totalStock: row.totalStock,
    totalSold: row.totalSold,
    createdAt: row.createdAt.toISOString(),
    delivery_days: row.delivery_days,
    hsn: row.hsn ?? '',
    weight: measure(row.weight),
    width: measure(row.width),
    height: measure(row.height),
    length: measure(row.length),
    reviews: row.reviews.map(({ user, comment }) => ({ user, comment })),
  };
}
