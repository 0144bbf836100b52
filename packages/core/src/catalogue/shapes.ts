/**
 * The product fields the pure rules read, typed structurally so that the zod-inferred records of
 * api/schemas, raw backend JSON and test fixtures all fit. Each rule asks only for what it uses.
 */
import type { Numeric } from '../format/coerce';

/** A date as records carry it: ISO text, epoch milliseconds or a Date. */
export type DateInput = string | number | Date;

/** One variation of a Variable Product. */
export interface VariationLike {
  sku?: string | null;
  price?: Numeric;
  salePrice?: Numeric;
  /** Stock count, or a stock text such as "Out of Stock". */
  stock?: Numeric;
  imageUrl?: string | null;
  galleryImages?: unknown;
  attributes?: Record<string, unknown> | null;
}

/** A catalogue product; list fields may be lists or their JSON text. */
export interface ProductLike {
  product_id?: string | number | null;
  title?: string | null;
  sku?: string | null;
  status?: string | null;
  category?: string | null;
  /** Labels such as "Best Sellers" and "Trending" (list or JSON text). */
  categorytype?: unknown;
  product_type?: string | null;
  originalPrice?: Numeric;
  discountPrice?: Numeric;
  variation?: unknown;
  stock?: Numeric;
  totalStock?: Numeric;
  totalSold?: Numeric;
  createdAt?: DateInput | null;
}

/** A category record. */
export interface CategoryLike {
  category?: string | null;
  name?: string | null;
  status?: string | null;
  position?: Numeric;
}
