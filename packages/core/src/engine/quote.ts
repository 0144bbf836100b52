import type { ButtonConfigLike } from '../catalogue/buttons';
import { isActive, isCourse } from '../catalogue/filters';
import { applyCoupon } from '../cart/coupon';
import { offeredPayMethods } from '../checkout/payMode';
import { type PayMethod, STATUS_ACTIVE } from '../constants';
import { advancePayment } from '../delivery/advance';
import { type DeliveryBandLike, type FreeDeliveryBandLike, deliveryCharge } from '../delivery/charge';
import { distanceKm } from '../delivery/distance';
import { type PincodeLike, shipsTo } from '../delivery/pincode';
import { type Numeric, toNumber, toText } from '../format/coerce';
import { fromPaise, toPaise } from '../format/money';
import { gstIncluded } from '../pricing/gst';
import { TEXTS, outOfStockFor } from '../texts';
import { type LineSourceProduct, type ResolvedLine, resolveLine } from './lineView';

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
}

/** A point on the map; either coordinate missing means "not known". */
export interface QuotePoint {
  latitude?: number | null;
  longitude?: number | null;
}

/** Where the order ships: the pincode and, when known, the coordinates. */
export interface QuoteShipping extends QuotePoint {
  pincode: Numeric;
}

/**
 * Everything the price of a cart depends on, as the server holds it and as the API answers it to a
 * client (the same records either way, so both sides compute the same figures).
 */
export interface QuoteWorld {
  /** The catalogue records of the lines' products (others are ignored). */
  products: readonly LineSourceProduct[];
  /** The code the shopper entered ('' or absent: none). */
  couponCode?: string | null;
  /** What the store said about that code: null when it is not usable (unknown, expired, used up). */
  coupon?: QuoteCoupon | null;
  /** The store's pincodes with their status. */
  pincodes: readonly PincodeLike[];
  bands: readonly DeliveryBandLike[];
  freeBands?: readonly FreeDeliveryBandLike[];
  /** The office the distance is measured from. */
  office: QuotePoint | null;
  /** Where the order ships; null when nothing ships (admission fees, or no address chosen yet). */
  shipping: QuoteShipping | null;
  /** The merchant's GST rate in percent; prices include GST. */
  gstRate: Numeric;
  /** The store's pay buttons (which methods it offers). */
  payButtons: readonly ButtonConfigLike[] | null;
  /** Share of a pay-on-delivery order paid online first, in percent. */
  advancePercent: Numeric;
  /** The method the shopper chose; absent: the first offered. */
  payMethod?: PayMethod | null;
  /** Admission fees: course lines only, nothing ships. */
  onlyCourses?: boolean;
}

/** Why an order cannot be placed as quoted. */
export type QuoteProblemCode =
  | 'empty-cart'
  | 'product-unavailable'
  | 'out-of-stock'
  | 'course-required'
  | 'coupon-invalid'
  | 'coupon-min-order'
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

/** Every figure the checkout, the order and the invoice show (rupees, to the paisa). */
export interface Quote {
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
  /** Delivery charge (0 when free, not shipped, or not deliverable - see problems). */
  delivery: number;
  /** afterDiscount + delivery: what the order costs. */
  total: number;
  /** GST contained in the total at the merchant's rate. */
  gst: { rate: number; tax: number; net: number };
  /** The methods the store offers. */
  payMethods: PayMethod[];
  /** The method quoted for: the chosen one, else the first offered. */
  payMethod: PayMethod;
  /** Paid online now: the total, or the advance of a pay-on-delivery order. */
  payNow: number;
  /** Due on delivery (pay on delivery only, else 0). */
  remaining: number;
  /** Empty when the order can be placed as quoted. */
  problems: QuoteProblem[];
}

const quantityOf = (value: Numeric) => Math.max(1, Math.floor(toNumber(value)));

/** Same product and sku twice is one line with the quantities added (first position kept). */
function mergeRefs(
  lines: readonly LineRef[],
): { product_id: string; product_sku: string; quantity: number }[] {
  const merged = new Map<string, { product_id: string; product_sku: string; quantity: number }>();
  for (const line of lines) {
    const product_id = toText(line.product_id);
    const product_sku = toText(line.product_sku);
    const key = `${product_id}\u0000${product_sku}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += quantityOf(line.quantity);
    else merged.set(key, { product_id, product_sku, quantity: quantityOf(line.quantity) });
  }
  return [...merged.values()];
}

const known = (p: QuotePoint | null | undefined): p is { latitude: number; longitude: number } =>
  !!p && Number.isFinite(p.latitude) && Number.isFinite(p.longitude);

/**
 * The delivery charge to a shipping point: refused (null) when the pincode is not served; 0 when the
 * store has no Active band; the dearest Active band when either end has no coordinates (no way to
 * measure, so no guess in anyone's favour); else core's band rule on the distance.
 */
function deliveryTo(world: QuoteWorld, shipping: QuoteShipping, afterDiscount: number): number | null {
  if (!shipsTo(shipping.pincode, world.pincodes)) return null;
  const active = world.bands.filter((b) => toText(b.status) === STATUS_ACTIVE);
  if (active.length === 0) return 0;
  if (!known(world.office) || !known(shipping)) {
    return fromPaise(Math.max(...active.map((b) => toPaise(b.delivery_price))));
  }
  return deliveryCharge({
    distanceKm: distanceKm(
      world.office.latitude,
      world.office.longitude,
      shipping.latitude,
      shipping.longitude,
    ),
    total: afterDiscount,
    bands: world.bands,
    freeBands: world.freeBands ?? [],
  });
}

/**
 * The commerce engine: prices cart lines against what the store knows and answers every figure of
 * the checkout, the order and the invoice, with the reasons the order cannot be placed. Pure: the
 * server calls it to charge (and refuses an order whose quote has problems), a client calls it with
 * the records the API answers to display - one function, so what is shown is what is charged.
 *
 * Lines: each product must be Active and (Variable Product) name one of its variations, within its
 * stock; the same product and sku twice count as one line. Coupon: a code the store does not know is
 * `coupon-invalid`; an items total under its min_order is `coupon-min-order` (no discount either way).
 * Delivery: see the shipping rules above; the free-delivery threshold compares the total after the
 * coupon. GST is the part of the total at the merchant's rate (prices include GST). Pay on delivery
 * splits the total into the advance (round(total x percent / 100) rupees) and the remainder.
 */
export function quoteCart(lines: readonly LineRef[], world: QuoteWorld): Quote {
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
    quoted.push({
      ...resolved,
      product_id: ref.product_id,
      title,
      quantity: ref.quantity,
      course,
      product,
      lineTotal: fromPaise(toPaise(resolved.unitPrice) * ref.quantity),
      lineRegularTotal: fromPaise(toPaise(resolved.regularPrice) * ref.quantity),
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
    if (!coupon) {
      problems.push({ code: 'coupon-invalid', message: TEXTS.INVALID_COUPON });
    } else if (itemsTotal < toNumber(coupon.min_order)) {
      problems.push({ code: 'coupon-min-order', message: TEXTS.COUPON_NOT_APPLICABLE });
    } else {
      discount = applyCoupon(itemsTotal, coupon).discount;
      couponCode = toText(coupon.coupon_code).toUpperCase() || asked.toUpperCase();
    }
  }
  const afterDiscount = fromPaise(itemsPaise - toPaise(discount));

  let delivery = 0;
  if (world.shipping && !world.onlyCourses) {
    const charge = deliveryTo(world, world.shipping, afterDiscount);
    if (charge === null) problems.push({ code: 'no-delivery', message: TEXTS.NO_DELIVERY_TO_PINCODE });
    else delivery = charge;
  }
  const total = fromPaise(toPaise(afterDiscount) + toPaise(delivery));
  const rate = Math.max(0, toNumber(world.gstRate));

  const payMethods = offeredPayMethods(world.payButtons);
  const payMethod = world.payMethod ?? payMethods[0];
  if (!payMethods.includes(payMethod)) {
    problems.push({ code: 'pay-method-not-offered', message: TEXTS.SELECT_PAYMENT_METHOD });
  }
  const split =
    payMethod === TEXTS.PAY_ON_DELIVERY
      ? advancePayment(total, world.advancePercent)
      : { advance: total, remaining: 0 };

  return {
    lines: quoted,
    itemsRegularTotal: fromPaise(regularPaise),
    itemsTotal,
    discount,
    couponCode,
    afterDiscount,
    delivery,
    total,
    gst: { rate, ...gstIncluded(total, rate) },
    payMethods,
    payMethod,
    payNow: split.advance,
    remaining: split.remaining,
    problems,
  };
}
