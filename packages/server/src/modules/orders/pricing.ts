import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantSettings } from '../../db/schema';
import { notFound } from '../../platform/errors';
import {
  BODY_LIMITS,
  type CartItem,
  type ChargedQuote,
  fieldError,
  type LineRef,
  type PayMethod,
  type Quote,
  type QuoteProblem,
  type QuoteShipping,
  quoteCart,
  SkateError,
  toLineView,
} from '../../platform/core';
import { wireProducts } from '../catalogue/priced-products';
import { couponCustomer, usableCoupon } from '../coupons/repository';
import { listDeliveryBands, listFreeDeliveryBands, listPincodes } from '../delivery/repository';
import type { StockRequest } from './stock';

export type MerchantSettingsRow = typeof merchantSettings.$inferSelect;

/** Where the order ships to, with coordinates when known. */
export interface ShippingPoint {
  pincode: string;
  latitude: number | null;
  longitude: number | null;
}

/** What a merchant's offer fixes of an order's price (modules/inbox/offers.ts). */
export interface AgreedTerms {
  prices: ReadonlyMap<string, number>;
  delivery: number;
}

/** An order priced by core's engine, with what the order row and the stock need from it. */
export interface PricedOrder {
  /** The engine's figures (the only source of every amount stored on the order). */
  quote: Quote;
  /** Lines as stored on the order: core's line view of the catalogue, the buyer's quantities. */
  lines: CartItem[];
  stock: StockRequest[];
}

export async function merchantSettingsOf(db: Db, mainId: string): Promise<MerchantSettingsRow> {
  const [row] = await db.select().from(merchantSettings).where(eq(merchantSettings.main_id, mainId)).limit(1);
  if (!row) throw notFound(`Unknown merchant code: ${mainId}`);
  return row;
}

/** An order line keeps what was ordered, not the stock on hand at the time (a cart-only field). */
const orderLineView = ({ stock_left: _stock, ...line }: CartItem): CartItem => line;

/** The refusal for a quote's first problem: 409 when out of stock, else 400; `reason` is the problem's code. */
export function quoteRefusal(problem: QuoteProblem): SkateError {
  return new SkateError(problem.code === 'out-of-stock' ? 'http' : 'validation', problem.message, {
    status: problem.code === 'out-of-stock' ? 409 : 400,
    reason: problem.code,
  });
}

/**
 * The body schemas cap each line's quantity; the engine holds the cap per product and sku however the
 * units are split over repeated lines (`quantity-limit`). 400 naming the last line of the product.
 */
function refuseSplitQuantities(lines: readonly LineRef[], quote: Quote): void {
  const over = quote.problems.find((problem) => problem.code === 'quantity-limit');
  if (!over) return;
  const quantity = quote.lines
    .filter((line) => line.product_id === over.product_id && line.sku === over.product_sku)
    .reduce((sum, line) => sum + line.quantity, 0);
  const index = lines.findLastIndex((l) => l.product_id.trim() === over.product_id);
  const message = fieldError({
    code: 'too_big',
    origin: 'number',
    maximum: BODY_LIMITS.quantity,
    input: quantity,
    path: ['cart_products', index, 'quantity'],
  });
  throw new SkateError('validation', message, { status: 400, reason: 'quantity-limit' });
}

/**
 * Prices an order with core's `quoteCart`, from the server's own records: the catalogue, the coupon,
 * pincodes, delivery and free-delivery bands, the office, GST rate, pay buttons and advance share.
 * Whatever prices, totals or charges the client sent are not read. An order whose quote has a
 * problem is refused with that problem's text. `onlyCourses` (admissions) accepts course lines only
 * and ships nothing.
 */
export async function priceOrder(
  db: Db,
  input: {
    settings: MerchantSettingsRow;
    lines: readonly LineRef[];
    couponCode?: string;
    shipping: ShippingPoint | null;
    payMethod: PayMethod;
    userId: string;
    userName: string;
    now: Date;
    onlyCourses?: boolean;
    /** A merchant's offer (issue 39): its unit prices by line key and its delivery charge. */
    agreed?: AgreedTerms;
  },
): Promise<PricedOrder> {
  const { settings } = input;
  const mainId = settings.main_id;
  const code = input.couponCode?.trim() ?? '';
  const [products, coupon, pincodes, bands, freeBands] = await Promise.all([
    wireProducts(
      db,
      mainId,
      input.lines.map((l) => l.product_id),
    ),
    code ? usableCoupon(db, mainId, code, input.now) : null,
    listPincodes(db, mainId),
    listDeliveryBands(db, mainId),
    listFreeDeliveryBands(db, mainId),
  ]);
  // The engine judges the coupon's per-customer terms (first order only, once per customer).
  const customer =
    coupon && (coupon.first_order_only || coupon.one_per_user)
      ? await couponCustomer(db, { mainId, userId: input.userId, code: coupon.code })
      : null;
  const shipping: QuoteShipping | null = input.shipping && !input.onlyCourses ? input.shipping : null;
  const quote = quoteCart(input.lines, {
    products,
    couponCode: code,
    coupon: coupon && {
      coupon_code: coupon.code,
      percentage_offer: coupon.percentage_offer,
      price_offer: coupon.price_offer,
      min_order: coupon.min_order,
      first_order_only: coupon.first_order_only,
      one_per_customer: coupon.one_per_user,
    },
    customer,
    pincodes,
    bands,
    freeBands,
    office: { latitude: settings.latitude, longitude: settings.longitude },
    shipping,
    gstRate: settings.gst_rate,
    // Admission fees are paid as the course page offers them, whatever the shop's pay buttons say.
    // An offer is paid online, whatever the shop's pay buttons say (as admission fees are).
    payButtons: input.onlyCourses || input.agreed ? null : settings.pay_buttons,
    advancePercent: settings.delivery_percentage,
    payMethod: input.payMethod,
    onlyCourses: input.onlyCourses,
    agreedPrices: input.agreed?.prices,
    agreedDelivery: input.agreed?.delivery,
  });
  refuseSplitQuantities(input.lines, quote);
  const [problem] = quote.problems;
  if (problem) throw quoteRefusal(problem);
  return {
    quote,
    lines: quote.lines.map((line) => ({
      ...orderLineView(
        toLineView(line.product, line.sku, {
          mainId,
          user: { user_id: input.userId, name: input.userName },
          quantity: line.quantity,
        }),
      ),
      // The course flag is stored as the catalogue says it (a listing-side label never makes one).
      course: line.course,
      // The invoice prints the code the product had when it was ordered.
      ...(line.product.hsn ? { hsn: line.product.hsn } : {}),
    })),
    stock: quote.lines.map((line) => ({
      productId: line.product_id,
      variationSku: line.variation ? line.sku : undefined,
      quantity: line.quantity,
      title: line.title,
    })),
  };
}

/**
 * The wire form of the engine's quote (`quote` of a creation answer and of a 409 `price-changed`): the
 * figures an order attempt is charged, copied from the engine, never recomputed.
 */
export function chargedQuoteOf(quote: Quote): ChargedQuote {
  return {
    lines: quote.lines.map((line) => ({
      product_id: line.product_id,
      sku: line.sku,
      title: line.title,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      line_total: line.lineTotal,
    })),
    items_total: quote.itemsTotal,
    discount: quote.discount,
    coupon_code: quote.couponCode,
    delivery: quote.delivery,
    tax: quote.gst.tax,
    gst_rate: quote.gst.rate,
    total: quote.total,
    pay_now: quote.payNow,
    remaining: quote.remaining,
  };
}
