/**
 * The product fields the pure rules read, typed structurally so that the zod-inferred records of
 * api/schemas, raw backend JSON and test fixtures all fit. Each rule asks only for what it uses.
 */
import { GROUPED_PRODUCT, VARIABLE_PRODUCT } from './constants';
import { type Numeric, toText } from './format/coerce';

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

/** A product's type: the record (its `product_type`) or the type itself (the console's `type`). */
type TypeOf = Pick<ProductLike, 'product_type'> | string | null | undefined;
const typeOf = (product: TypeOf) => toText(typeof product === 'object' ? product?.product_type : product);

/** True for a Variable Product: sold as one of its variations, each with its sku, price and stock. */
export function isVariableProduct(product: TypeOf): boolean {
  return typeOf(product) === VARIABLE_PRODUCT;
}

/** True for a Grouped Product: a package of other products. */
export function isGroupedProduct(product: TypeOf): boolean {
  return typeOf(product) === GROUPED_PRODUCT;
}

/**
 * What identifies a cart or order line: its sku, or its product id when it has no sku. The cart, the
 * engine and the payment result compare lines by this one key.
 */
export function lineKey(line: { product_sku?: unknown; product_id?: unknown }): string {
  return toText(line.product_sku) || toText(line.product_id);
}
