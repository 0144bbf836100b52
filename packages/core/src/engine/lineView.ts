import type { CartItem } from '../api/schemas/cart';
import { isCourse } from '../catalogue/filters';
import { stockOnHand } from '../catalogue/stock';
import { isVariableProduct, type ProductLike, type VariationLike } from '../shapes';
import { COURSE_CATEGORY, STATUS_ACTIVE, VARIABLE_PRODUCT } from '../constants';
import { type Numeric, asList, toNumber, toText } from '../format/coerce';
import { wholeQuantity } from '../format/quantity';
import { productVariations, sellingPrice } from '../pricing/variations';

/** The product fields a cart line copies. */
export interface LineSourceProduct extends ProductLike {
  image?: string | null;
  gallery?: unknown;
  description?: string | null;
  short_description?: string | null;
  delivery_days?: Numeric;
  /** HSN/SAC code for the tax invoice (the server copies it onto order lines). */
  hsn?: string | null;
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
  if (isVariableProduct(product)) {
    const wanted = toText(sku);
    const variation = productVariations(product).find((v) => toText(v.sku) === wanted);
    if (!variation) return null;
    const price = positive(variation.price);
    const unitPrice = sellingPrice(price, variation.salePrice);
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
  const unitPrice = sellingPrice(price, product.discountPrice);
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
  // Quantity is never below 1, and a NaN from an empty quantity box must not reach the cart.
  const quantity = wholeQuantity(options.quantity);
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
    ...(resolved.stockLeft !== null ? { stock_left: resolved.stockLeft } : {}),
  };
}

/**
 * What cart lines themselves say about their products, as records the engine prices: one record per
 * product, each line one of its variations (its sku, prices, stock text, image). The checkout prices a
 * line from these only when the catalogue cannot answer for its product (the spec keeps a line that
 * fails to refresh unchanged), and the stored checkout data (`checkout_data`) is totalled from them.
 */
export function lineRecords(lines: readonly CartItem[]): LineSourceProduct[] {
  const byId = new Map<string, LineSourceProduct & { variation: VariationLike[] }>();
  for (const line of lines) {
    const id = toText(line.product_id);
    const record = byId.get(id) ?? {
      product_id: id,
      title: toText(line.product_name),
      status: STATUS_ACTIVE,
      category: line.course ? COURSE_CATEGORY : toText(line.category),
      product_type: VARIABLE_PRODUCT,
      image: line.product_image,
      delivery_days: line.delivery_days,
      variation: [],
    };
    record.variation.push({
      sku: toText(line.product_sku),
      price: line.product_price,
      salePrice: line.product_saleprice,
      stock: line.product_stockstatus,
      imageUrl: line.product_image,
      galleryImages: line.product_gallery,
    });
    byId.set(id, record);
  }
  return [...byId.values()];
}

/** What a cart line says about itself, resolved as the engine resolves a line: its prices and stock. */
export function linePrices(line: CartItem): Pick<ResolvedLine, 'unitPrice' | 'regularPrice' | 'stockLeft'> {
  const [record] = lineRecords([line]);
  const resolved = resolveLine(record, line.product_sku);
  return {
    unitPrice: resolved?.unitPrice ?? 0,
    regularPrice: resolved?.regularPrice ?? 0,
    stockLeft: resolved?.stockLeft ?? null,
  };
}
