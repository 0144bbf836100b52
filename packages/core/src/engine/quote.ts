import type { ButtonConfigLike } from '../catalogue/buttons';
import { offeredPayMethods } from '../checkout/payMethods';
import { PAY_METHOD_ON_DELIVERY, type PayMethod, STATUS_ACTIVE } from '../constants';
import { advancePayment } from '../delivery/advance';
import { type DeliveryBandLike, type FreeDeliveryBandLike, deliveryCharge } from '../delivery/charge';
import { distanceKm } from '../delivery/distance';
import { type PincodeLike, shipsTo } from '../delivery/pincode';
import { type Numeric, toNumber, toText } from '../format/coerce';
import { fromPaise, toPaise } from '../format/money';
import { gstIncluded } from '../pricing/gst';
import { TEXTS } from '../texts';
import type { LineSourceProduct } from './lineView';
import { type LineRef, type PricedItems, priceItems, type QuoteCoupon, type QuoteCustomer } from './items';

export {
  couponCustomerRefusal,
  type ItemsWorld,
  type LineRef,
  type PricedItems,
  priceItems,
  type QuoteCoupon,
  type QuoteCustomer,
  type QuotedLine,
  quotedLineOf,
  quoteCustomerOf,
  type QuoteProblem,
  type QuoteProblemCode,
} from './items';

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
  /** The signed-in shopper, for the coupon's per-customer terms; null or absent: not known (a guest). */
  customer?: QuoteCustomer | null;
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
  /**
   * A merchant's offer on a quote (issue 39): the delivery charge (rupees) agreed, in place of the
   * pincode and band rules (the merchant has said they deliver there).
   */
  agreedDelivery?: number | null;
  /** The unit prices an offer agreed, by line key (see ItemsWorld). */
  agreedPrices?: ReadonlyMap<string, number> | null;
}

/** Every figure the checkout, the order and the invoice show (rupees, to the paisa). */
export interface Quote extends PricedItems {
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
 * `coupon-invalid`; the signed-in customer's per-customer refusal ({@link couponCustomerRefusal}) is
 * `coupon-already-used` or `coupon-first-order-only`; an items total under its min_order is
 * `coupon-min-order` (no discount in any of these cases).
 * Delivery: see the shipping rules above; the free-delivery threshold compares the total after the
 * coupon. GST is the part of the total at the merchant's rate (prices include GST). Pay on delivery
 * splits the total into the advance (round(total x percent / 100) rupees) and the remainder.
 */
export function quoteCart(lines: readonly LineRef[], world: QuoteWorld): Quote {
  const items = priceItems(lines, world);
  const { problems, afterDiscount } = items;
  let delivery = 0;
  if (world.agreedDelivery != null) delivery = world.agreedDelivery;
  else if (world.shipping && !world.onlyCourses) {
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
    payMethod === PAY_METHOD_ON_DELIVERY
      ? advancePayment(total, world.advancePercent)
      : { advance: total, remaining: 0 };

  return {
    ...items,
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
