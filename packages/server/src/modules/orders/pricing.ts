import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryBands, freeDeliveryBands, merchantSettings, pincodes } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import {
  applyCoupon,
  type CartLineBody,
  deliveryCharge,
  distanceKm,
  gstIncluded,
  outOfStockFor,
  roundMoney,
  sumMoney,
  TEXTS,
} from '../../lib/core';
import { priceLine } from '../../lib/product-price';
import { catalogueFields, productsById } from '../cart/repository';
import { usableCoupon } from '../coupons/repository';
import type { StockRequest } from './stock';

export type MerchantSettingsRow = typeof merchantSettings.$inferSelect;

/** Where the order ships to, with coordinates when known. */
export interface ShippingPoint {
  pincode: string;
  latitude: number | null;
  longitude: number | null;
}

/** The server's own figures for an order (rupees). */
export interface PricedOrder {
  /** Lines as stored on the order: catalogue names and prices, the buyer's quantities. */
  lines: Record<string, unknown>[];
  stock: StockRequest[];
  /** Sum of regular prices x quantity. */
  amountbeforediscount: number;
  /** Sum of selling prices x quantity, less the coupon. */
  amountafterdiscount: number;
  discount: number;
  couponCode: string;
  deliveryCharge: number;
  /** amountafterdiscount + deliveryCharge. */
  total: number;
  gstRate: number;
  /** GST contained in the total (prices include GST). */
  tax: number;
}

export async function merchantSettingsOf(db: Db, mainId: string): Promise<MerchantSettingsRow> {
  const [row] = await db.select().from(merchantSettings).where(eq(merchantSettings.main_id, mainId)).limit(1);
  if (!row) throw notFound(`Unknown merchant code: ${mainId}`);
  return row;
}

/** Same product and sku twice in one order is one line with the quantities added. */
function mergeLines(lines: readonly CartLineBody[]): CartLineBody[] {
  const merged = new Map<string, CartLineBody>();
  for (const line of lines) {
    const key = `${line.product_id}\u0000${line.product_sku ?? ''}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/**
 * Delivery charge for the shipping point: refused when the pincode is not an Active one (when the
 * merchant lists any), then core's band rule on the distance from the office.
 */
async function deliveryFor(
  db: Db,
  settings: MerchantSettingsRow,
  point: ShippingPoint,
  itemsTotal: number,
): Promise<number> {
  const mainId = settings.main_id;
  const listed = await db.select().from(pincodes).where(eq(pincodes.main_id, mainId));
  if (listed.length > 0 && !listed.some((p) => p.pincode === point.pincode.trim() && p.status === 'Active')) {
    throw badRequest(TEXTS.NO_DELIVERY_TO_PINCODE);
  }
  const [bands, freeBands] = await Promise.all([
    db.select().from(deliveryBands).where(eq(deliveryBands.main_id, mainId)),
    db.select().from(freeDeliveryBands).where(eq(freeDeliveryBands.main_id, mainId)),
  ]);
  const active = bands.filter((b) => b.status === 'Active');
  if (active.length === 0) return 0;
  const { latitude, longitude } = point;
  if (latitude === null || longitude === null || settings.latitude === null || settings.longitude === null) {
    // No way to measure: charge the dearest band rather than guess in the buyer's favour.
    return Math.max(...active.map((b) => b.delivery_price));
  }
  const km = distanceKm(settings.latitude, settings.longitude, latitude, longitude);
  const charge = deliveryCharge({ distanceKm: km, total: itemsTotal, bands, freeBands });
  if (charge === null) throw badRequest(TEXTS.NO_DELIVERY_TO_PINCODE);
  return charge;
}

/**
 * Prices an order from the server's catalogue, coupons and delivery bands. Whatever prices, totals or
 * charges the client sent are not read. `onlyCourses` (admissions) accepts course lines only and
 * has no delivery.
 */
export async function priceOrder(
  db: Db,
  input: {
    settings: MerchantSettingsRow;
    lines: readonly CartLineBody[];
    couponCode?: string;
    shipping: ShippingPoint | null;
    userId: string;
    userName: string;
    now: Date;
    onlyCourses?: boolean;
  },
): Promise<PricedOrder> {
  const mainId = input.settings.main_id;
  const lines = mergeLines(input.lines);
  const catalogue = await productsById(
    db,
    mainId,
    lines.map((l) => l.product_id),
  );
  const stored: Record<string, unknown>[] = [];
  const stock: StockRequest[] = [];
  const before: number[] = [];
  const selling: number[] = [];
  for (const line of lines) {
    const product = catalogue.get(line.product_id);
    const priced =
      product && product.status === 'Active' ? priceLine(product, line.product_sku || undefined) : null;
    if (!product || !priced) throw badRequest(TEXTS.PRODUCT_UNAVAILABLE);
    const isCourse = product.category === 'courses';
    if (input.onlyCourses && !isCourse) throw badRequest(TEXTS.COURSE_REQUIRED);
    if (priced.stockLeft !== null && priced.stockLeft < line.quantity)
      throw conflict(outOfStockFor(product.title));
    stored.push({
      ...catalogueFields(product, priced),
      quantity: line.quantity,
      user_id: input.userId,
      user_name: input.userName,
      main_id: mainId,
      typeofsimple: '',
    });
    stock.push({
      productId: product.product_id,
      variationSku: priced.variation ? priced.sku : undefined,
      quantity: line.quantity,
      title: product.title,
    });
    before.push((priced.price > 0 ? priced.price : priced.unitPrice) * line.quantity);
    selling.push(priced.unitPrice * line.quantity);
  }
  const itemsTotal = sumMoney(selling);

  let discount = 0;
  let couponCode = '';
  if (input.couponCode?.trim()) {
    const coupon = await usableCoupon(db, mainId, input.couponCode, input.now);
    if (!coupon) throw badRequest(TEXTS.INVALID_COUPON);
    if (itemsTotal < coupon.min_order) throw badRequest(TEXTS.COUPON_NOT_APPLICABLE);
    discount = applyCoupon(itemsTotal, coupon).discount;
    couponCode = coupon.code;
  }
  const amountafterdiscount = roundMoney(itemsTotal - discount);
  const delivery =
    input.shipping && !input.onlyCourses
      ? await deliveryFor(db, input.settings, input.shipping, amountafterdiscount)
      : 0;
  const total = roundMoney(amountafterdiscount + delivery);
  const gstRate = input.settings.gst_rate;
  return {
    lines: stored,
    stock,
    amountbeforediscount: sumMoney(before),
    amountafterdiscount,
    discount,
    couponCode,
    deliveryCharge: delivery,
    total,
    gstRate,
    tax: gstIncluded(total, gstRate).tax,
  };
}
