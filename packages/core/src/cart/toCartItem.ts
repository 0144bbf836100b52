import type { CartItem } from '../api/schemas/cart';
import { isCourse } from '../catalogue/filters';
import type { ProductLike, VariationLike } from '../catalogue/shapes';
import { DEFAULT_QUANTITY, STATUS_ACTIVE } from '../constants';
import { type Numeric, asList, toNumber, toText } from '../format/coerce';

/** The product fields a cart line copies. */
export interface CartSourceProduct extends ProductLike {
  image?: string | null;
  gallery?: unknown;
  description?: string | null;
  short_description?: string | null;
  delivery_days?: Numeric;
}

/** Who is adding, and for which store. */
export interface CartItemOptions {
  /** The fixed store identifier (main_id). */
  mainId: string;
  /** The signed-in user, if any. */
  user?: { user_id?: string | null; full_name?: string | null; name?: string | null } | null;
  /** Defaults to 1. */
  quantity?: number;
  /** Course flag; defaults to "the product is a course". */
  course?: boolean;
}

const textMap = (value: unknown): Record<string, string> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    const text = toText(entry);
    if (text !== '') out[key] = text;
  }
  return out;
};

const textList = (value: unknown): string[] =>
  asList(value)
    .map(toText)
    .filter((entry) => entry !== '');

/**
 * The cart line for a product (and the chosen variation of a Variable Product), with the spec's
 * fields: a variation brings its sku, prices, stock, image, gallery and attributes; product_status
 * defaults to Active, typeofsimple is empty, quantity 1 unless told.
 */
export function toCartItem(
  product: CartSourceProduct,
  variation: VariationLike | null | undefined,
  options: CartItemOptions,
): CartItem {
  const user = options.user ?? null;
  const asked = options.quantity ?? DEFAULT_QUANTITY;
  // Quantity is never below 1, and a NaN from an empty quantity box must not reach the cart.
  const quantity = Number.isFinite(asked) ? Math.max(1, Math.floor(asked)) : DEFAULT_QUANTITY;
  return {
    product_id: toText(product.product_id),
    product_sku: toText(variation ? variation.sku : product.sku),
    product_name: toText(product.title),
    product_price: toNumber(variation ? variation.price : product.originalPrice),
    product_saleprice: toNumber(variation ? variation.salePrice : product.discountPrice),
    product_stockstatus: toText(variation ? variation.stock : product.stock),
    product_status: toText(product.status) || STATUS_ACTIVE,
    product_image: toText(variation?.imageUrl) || toText(product.image),
    product_gallery:
      variation && textList(variation.galleryImages).length > 0
        ? textList(variation.galleryImages)
        : textList(product.gallery),
    description: toText(product.description),
    short_description: toText(product.short_description),
    category: toText(product.category),
    product_type: toText(product.product_type),
    variation_attributes: textMap(variation?.attributes),
    typeofsimple: '',
    user_id: toText(user?.user_id),
    user_name: toText(user?.full_name) || toText(user?.name),
    delivery_days: toNumber(product.delivery_days),
    main_id: options.mainId,
    quantity,
    course: options.course ?? isCourse(product),
  };
}
