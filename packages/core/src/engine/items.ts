import { isActive, isCourse } from '../catalogue/filters';
import { type Numeric, toNumber, toText } from '../format/coerce';
import { fromPaise, toPaise } from '../format/money';
import { MAX_LINE_QUANTITY } from '../constants';
import { wholeQuantity } from '../format/quantity';
import { applyCoupon } from '../pricing/coupon';
import { lineKey } from '../shapes';
import { TEXTS, outOfStockFor } from '../texts';
import { type LineSourceProduct, type ResolvedLine, resolveLine } from './lineView';

/*
 * The first half of the engine (quoteCart): the lines and the coupon, priced from the catalogue's
 * records. Its own module so that what only totals lines (the stored checkout data of a Buy Now on a
 * catalogue page) does not carry the delivery, tax and payment half.
 */

/** What a cart line refers to: the product, the sku (a variation's for a Variable Product) and how many. */
export interface LineRef {
  product_id: string;
  /** The product's or the variation's sku; the cart's `product_sku`. */
  product_sku?: string | null;
  quantity: Numeric;
}

/** A coupon as the store answers for a code: its offer and the order total it needs. */
export interface QuoteCoupon {
  /** The code as the store knows it (upper-case on the reference server). */
  coupon_code?: string | null;
  percentage_offer?: Numeric;
  price_offer?: Numeric;
  /** Smallest items total (after line prices, before the coupon) the coupon applies to; 0 = any. */
  min_order?: Numeric;
  /** Only for a customer's first order (no other order placed, paid or awaiting payment). */
  first_order_only?: boolean | null;
  /** Once per customer. */
  one_per_customer?: boolean | null;
}

/**
 * What the store knows of the signed-in shopper that a coupon's per-customer terms depend on; null
 * (a guest, or a store that does not say) leaves those terms to the order, where the shopper is known.
 */
export interface QuoteCustomer {
  /** Whether the customer has another order that is not given up (paid, placed or awaiting payment). */
  hasOrders: boolean;
  /** The codes (upper-case) the customer has used, or holds for an order awaiting payment. */
  usedCoupons: readonly string[];
}

/** Why an order cannot be placed as quoted. */
export type QuoteProblemCode =
  | 'empty-cart'
  | 'product-unavailable'
  | 'out-of-stock'
  | 'quantity-limit'
  | 'course-required'
  | 'coupon-invalid'
  | 'coupon-min-order'
  | 'coupon-first-order-only'
  | 'coupon-already-used'
  | 'no-delivery'
  | 'pay-method-not-offered';

/** One reason the quote cannot be ordered, with the spec's text to show. */
export interface QuoteProblem {
  code: QuoteProblemCode;
  message: string;
  /** The line it is about, for line problems. */
  product_id?: string;
  product_sku?: string;
}

/** One priced line of a quote. */
export interface QuotedLine extends ResolvedLine {
  /** The line's {@link lineKey} (as the cart knows it). */
  key: string;
  product_id: string;
  title: string;
  quantity: number;
  course: boolean;
  /** The catalogue record the line was priced from. */
  product: LineSourceProduct;
  /** unitPrice x quantity (rupees). */
  lineTotal: number;
  /** regularPrice x quantity (rupees). */
  lineRegularTotal: number;
}

/** What the items of a quote are priced from: the product records, the coupon asked for and known. */
export interface ItemsWorld {
  products: readonly LineSourceProduct[];
  couponCode?: string | null;
  coupon?: QuoteCoupon | null;
  /** The signed-in shopper, for the coupon's per-customer terms; null or absent: a guest or not known. */
  customer?: QuoteCustomer | null;
  onlyCourses?: boolean;
  /**
   * A merchant's offer on a quote (issue 39): the unit price (rupees) agreed per line, by {@link lineKey},
   * in place of the catalogue's selling price; lines it does not name are priced from the catalogue.
   */
  agreedPrices?: ReadonlyMap<string, number> | null;
}

/** The items of a quote: its lines, their totals, the coupon's discount and the problems found. */
export interface PricedItems {
  lines: QuotedLine[];
  /** Sum of regular prices x quantity (the order's amountbeforediscount). */
  itemsRegularTotal: number;
  /** Sum of selling prices x quantity. */
  itemsTotal: number;
  /** The coupon's discount on itemsTotal (0 without a usable coupon). */
  discount: number;
  /** The code applied ('' when none). */
  couponCode: string;
  /** itemsTotal less the discount (the order's amountafterdiscount). */
  afterDiscount: number;
  /** Empty when the order can be placed as quoted. */
  problems: QuoteProblem[];
}

/** Two lines with one {@link lineKey} are one line with the quantities added (first position kept). */
function mergeRefs(
  lines: readonly LineRef[],
): { key: string; product_id: string; product_sku: string; quantity: number }[] {
  const merged = new Map<
    string,
    { key: string; product_id: string; product_sku: string; quantity: number }
  >();
  for (const line of lines) {
    const key = lineKey(line);
    const seen = merged.get(key);
    if (seen) seen.quantity += wholeQuantity(line.quantity);
    else
      merged.set(key, {
        key,
        product_id: toText(line.product_id),
        product_sku: toText(line.product_sku),
        quantity: wholeQuantity(line.quantity),
      });
  }
  return [...merged.values()];
}

/** The quoted line of a cart line (the same {@link lineKey}), if the quote priced it. */
export function quotedLineOf(quote: { lines: readonly QuotedLine[] }, line: LineRef): QuotedLine | undefined {
  const key = lineKey(line);
  return quote.lines.find((quoted) => quoted.key === key);
}

/**
 * The customer's standing as the coupon check answers it (`customer`, for a signed-in caller), in the
 * engine's terms; null for a guest or a backend that does not say.
 */
export function quoteCustomerOf(
  customer: { has_orders: boolean; used_coupons: readonly string[] } | null | undefined,
): QuoteCustomer | null {
  return customer ? { hasOrders: customer.has_orders, usedCoupons: customer.used_coupons } : null;
}

/**
 * The coupon's per-customer refusal for the signed-in shopper, or null: a code the customer has used
 * (one per customer, and a first-order coupon is once too) is `coupon-already-used`; a first-order
 * coupon for a customer with another order is `coupon-first-order-only`. A customer not known: null.
 */
export function couponCustomerRefusal(
  coupon: QuoteCoupon,
  code: string,
  customer: QuoteCustomer | null | undefined,
): QuoteProblem | null {
  if (!customer) return null;
  const upper = code.trim().toUpperCase();
  if (
    (coupon.one_per_customer || coupon.first_order_only) &&
    customer.usedCoupons.some((used) => used.trim().toUpperCase() === upper)
  ) {
    return { code: 'coupon-already-used', message: TEXTS.COUPON_ALREADY_USED };
  }
  if (coupon.first_order_only && customer.hasOrders) {
    return { code: 'coupon-first-order-only', message: TEXTS.COUPON_FIRST_ORDER_ONLY };
  }
  return null;
}

/**
 * The lines and coupon of a quote (see quoteCart): each product must be Active and (Variable Product)
 * name one of its variations, within its stock and MAX_LINE_QUANTITY (`quantity-limit`); two lines with
 * one key count as one. A code the store
 * does not know is `coupon-invalid`; the signed-in customer's per-customer refusal
 * ({@link couponCustomerRefusal}) is `coupon-already-used` or `coupon-first-order-only`; an items total
 * under its min_order is `coupon-min-order` (no discount in any of these cases).
 */
export function priceItems(lines: readonly LineRef[], world: ItemsWorld): PricedItems {
  const problems: QuoteProblem[] = [];
  const byId = new Map(world.products.map((p) => [toText(p.product_id), p]));
  const quoted: QuotedLine[] = [];
  const refs = mergeRefs(lines);
  if (refs.length === 0) problems.push({ code: 'empty-cart', message: TEXTS.CART_EMPTY });

  for (const ref of refs) {
    const product = byId.get(ref.product_id);
    const resolved = product && isActive(product) ? resolveLine(product, ref.product_sku) : null;
    const about = { product_id: ref.product_id, product_sku: ref.product_sku };
    if (!product || !resolved) {
      problems.push({ code: 'product-unavailable', message: TEXTS.PRODUCT_UNAVAILABLE, ...about });
      continue;
    }
    const title = toText(product.title);
    const course = isCourse(product);
    if (world.onlyCourses && !course) {
      problems.push({ code: 'course-required', message: TEXTS.COURSE_REQUIRED, ...about });
    }
    if (resolved.stockLeft !== null && resolved.stockLeft < ref.quantity) {
      problems.push({ code: 'out-of-stock', message: outOfStockFor(title), ...about });
    }
    const agreed = world.agreedPrices?.get(ref.key);
    const unitPrice = agreed ?? resolved.unitPrice;
    quoted.push({
      ...resolved,
      unitPrice,
      key: ref.key,
      product_id: ref.product_id,
      title,
      quantity: ref.quantity,
      course,
      product,
      lineTotal: fromPaise(toPaise(unitPrice) * ref.quantity),
      lineRegularTotal: fromPaise(toPaise(resolved.regularPrice) * ref.quantity),
    });
  }

  // The cap of every line body, here too so that a Buy Now or a host app's own quantity box is flagged
  // before the order is sent: per product and sku however the units are split (a line naming the sku
  // and one leaving it out are one sku).
  const units = new Map<string, number>();
  for (const { product_id, sku, quantity } of quoted) {
    const key = lineKey({ product_id, product_sku: sku });
    const before = units.get(key) ?? 0;
    units.set(key, before + quantity);
    if (before <= MAX_LINE_QUANTITY && before + quantity > MAX_LINE_QUANTITY)
      problems.push({
        code: 'quantity-limit',
        message: TEXTS.LINE_QUANTITY_MAX,
        product_id,
        product_sku: sku,
      });
  }

  const itemsPaise = quoted.reduce((sum, line) => sum + toPaise(line.lineTotal), 0);
  const regularPaise = quoted.reduce((sum, line) => sum + toPaise(line.lineRegularTotal), 0);
  const itemsTotal = fromPaise(itemsPaise);

  let discount = 0;
  let couponCode = '';
  const asked = toText(world.couponCode);
  if (asked !== '') {
    const coupon = world.coupon ?? null;
    const refusal =
      coupon && couponCustomerRefusal(coupon, toText(coupon.coupon_code) || asked, world.customer);
    if (!coupon) {
      problems.push({ code: 'coupon-invalid', message: TEXTS.INVALID_COUPON });
    } else if (refusal) {
      problems.push(refusal);
    } else if (itemsTotal < toNumber(coupon.min_order)) {
      problems.push({ code: 'coupon-min-order', message: TEXTS.COUPON_NOT_APPLICABLE });
    } else {
      discount = applyCoupon(itemsTotal, coupon).discount;
      couponCode = toText(coupon.coupon_code).toUpperCase() || asked.toUpperCase();
    }
  }
  const afterDiscount = fromPaise(itemsPaise - toPaise(discount));

  return {
    lines: quoted,
    itemsRegularTotal: fromPaise(regularPaise),
    itemsTotal,
    discount,
    couponCode,
    afterDiscount,
    problems,
  };
}
