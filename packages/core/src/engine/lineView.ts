import type { CartItem } from '../api/schemas/cart';
import { isCourse } from '../catalogue/filters';
import { stockOnHand } from '../catalogue/stock';
import type { ProductLike, VariationLike } from '../catalogue/shapes';
import { DEFAULT_QUANTITY, STATUS_ACTIVE } from '../constants';
import { type Numeric, asList, toNumber, toText } from '../format/coerce';
import { productVariations } from '../pricing/variations';

/** The product fields a cart line copies. */
export interface LineSourceProduct extends ProductLike {
  image?: string | null;
  gallery?: unknown;
  description?: string | null;
  short_description?: string | null;
  delivery_days?: Numeric;
}

/** What the catalogue says one line (a product, or one variation of it) costs and has in stock. */
export interface ResolvedLine {
  /** The sku the line is known by: the variation's for a Variable Product, else the product's. */
  sku: string;
  variation: VariationLike | null;
  /** Regular price (rupees): the price, or the unit price when no regular price is set. */
  regularPrice: number;
  /** What one unit sells for: the sale price when above 0, else the price. */
  unitPrice: number;
  /** Units that can be bought; null when unlimited or not known. */
  stockLeft: number | null;
}

const positive = (value: unknown) => Math.max(0, toNumber(value));

/**
 * The line a product (and sku) stands for, priced from the catalogue alone. A Variable Product needs
 * the sku of one of its variations; null when the sku names none. A regular price of 0 falls back to
 * the unit price, so "total before discount" never drops a line sold at its sale price only.
 */
export function resolveLine(product: LineSourceProduct, sku: string | null | undefined): ResolvedLine | null {
  if (toText(product.product_type) === 'Variable Product') {
    const wanted = toText(sku);
    const variation = productVariations(product).find((v) => toText(v.sku) === wanted);
    if (!variation) return null;
    const price = positive(variation.price);
    const sale = positive(variation.salePrice);
    const unitPrice = sale > 0 ? sale : price;
    return {
      sku: toText(variation.sku),
      variation,
      regularPrice: price > 0 ? price : unitPrice,
      unitPrice,
      stockLeft: stockOnHand(variation.stock) ?? null,
    };
  }
  return productLine(product);
}

/** A product priced on its own fields (originalPrice, discountPrice, stock), without a variation. */
function productLine(product: LineSourceProduct): ResolvedLine {
  const price = positive(product.originalPrice);
  const sale = positive(product.discountPrice);
  const unitPrice = sale > 0 ? sale : price;
  return {
    sku: toText(product.sku),
    variation: null,
    regularPrice: price > 0 ? price : unitPrice,
    unitPrice,
    stockLeft: stockOnHand(product.stock, product.totalStock ?? 0) ?? null,
  };
}

/** Who is adding, and for which store. */
export interface LineViewOptions {
  /** The fixed store identifier (main_id). */
  mainId: string;
  /** The signed-in user, if any. */
  user?: { user_id?: string | null; full_name?: string | null; name?: string | null } | null;
  /** Defaults to 1. */
  quantity?: number;
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
 * The one product -> cart-line view, used by the guest cart, the server cart and the order lines:
 * the catalogue's names, prices (product_price the regular price, product_saleprice what a unit sells
 * for), stock text, image, gallery and attributes (the chosen variation's for a Variable Product),
 * the course flag, and the spec's user fields. Prices here are for display; every total is the
 * engine's (`quoteCart`). A sku that names no variation of a Variable Product gives the product's own
 * fields (the engine then answers `product-unavailable` for it).
 */
export function toLineView(
  product: LineSourceProduct,
  sku: string | null | undefined,
  options: LineViewOptions,
): CartItem {
  const resolved = resolveLine(product, sku) ?? productLine(product);
  const { variation } = resolved;
  const user = options.user ?? null;
  const asked = options.quantity ?? DEFAULT_QUANTITY;
  // Quantity is never below 1, and a NaN from an empty quantity box must not reach the cart.
  const quantity = Number.isFinite(asked) ? Math.max(1, Math.floor(asked)) : DEFAULT_QUANTITY;
  const stock = variation ? variation.stock : product.stock;
  return {
    product_id: toText(product.product_id),
    product_sku: resolved.sku,
    product_name: toText(product.title),
    product_price: resolved.regularPrice,
    product_saleprice: resolved.unitPrice,
    product_stockstatus: toText(stock),
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
    course: isCourse(product),
  };
}
