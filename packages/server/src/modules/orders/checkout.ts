import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { orders, users } from '../../db/schema';
import {
  type CartLineBody,
  type ChargedQuote,
  quoteChange,
  type ShownFigures,
  SkateError,
  TEXTS,
  toPaise,
} from '../../platform/core';
import type { ProviderOrder } from '../../providers/payment';
import { reserveCouponUse } from '../coupons/repository';
import { type IdempotencyClaim, linkClaim } from './idempotency';
import { afterPlaced, releaseLapsed, releaseOrder } from './payment-state';
import {
  type AgreedTerms,
  chargedQuoteOf,
  merchantSettingsOf,
  priceOrder,
  type ShippingPoint,
} from './pricing';
import {
  AWAITING_PAYMENT,
  type OrderKind,
  type OrderRow,
  PAYMENT_STATUS,
  setProviderOrder,
} from './repository';
import { reserveStock } from './stock';

/** What a caller of the checkout knows about the order to place. */
export interface CheckoutInput {
  kind: OrderKind;
  mainId: string;
  userId: string;
  userName: string;
  paymentMode: 'Pay now' | 'Pay on delivery';
  lines: readonly CartLineBody[];
  couponCode?: string;
  billing: Record<string, unknown> | null;
  shipping: (Record<string, unknown> & ShippingPoint) | null;
  userGstNo?: string;
  customerNote?: string;
  admissionId?: string | null;
  /** What the page showed (extension): a quote that differs places nothing (see QuoteChangedError). */
  shown?: ShownFigures;
  /** The Idempotency-Key claim of the request: the order is linked to it in its own transaction. */
  claim?: IdempotencyClaim;
  /** A merchant's offer being paid (issue 39): its prices and delivery instead of the catalogue's and the bands'. */
  agreed?: AgreedTerms;
  /**
   * Runs in the order's transaction once the row is written (an offer records the order paying it),
   * so that the order and what points at it commit together.
   */
  onPlaced?: (tx: Tx, order: OrderRow) => Promise<void>;
}

/** The answer of an order creation (the spec's fields plus extensions). */
export interface CheckoutResult {
  order: OrderRow;
  providerOrder: ProviderOrder | null;
  keyId: string;
  provider: 'razorpay' | 'sandbox';
  /** Amount to pay now (rupees): the total, or the pay-on-delivery advance. */
  payNow: number;
  /** The figures charged (answered as `quote`); absent for an order recovered after a lost answer. */
  charged?: ChargedQuote;
}

/**
 * 409 `price-changed`: the server's quote differs from what the page showed (`shown`), so no order is
 * placed and no payment opened; the answer carries the quote (`quote`) for the shopper to confirm.
 */
export class QuoteChangedError extends SkateError {
  constructor(readonly quote: ChargedQuote) {
    super('http', TEXTS.PRICE_CHANGED, { status: 409, reason: 'price-changed' });
  }
}

/** Orders one customer may have waiting for payment (online, or on delivery) at once. */
export const MAX_UNPAID_ORDERS = 5;

/**
 * Refuses a new order while the customer already has {@link MAX_UNPAID_ORDERS} unpaid ones, so one
 * shopper cannot hold every unit. The customer's row is locked first: their concurrent checkouts are
 * counted one after another.
 */
async function holdUnpaidLimit(tx: Tx, mainId: string, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [{ unpaid }] = await tx
    .select({ unpaid: count() })
    .from(orders)
    .where(
      and(
        eq(orders.main_id, mainId),
        eq(orders.user_id, userId),
        eq(orders.status, PAYMENT_STATUS.pending),
        isNull(orders.stock_released_at),
        notInArray(orders.orderStatus, ['Delivered', 'Cancelled']),
      ),
    );
  if (unpaid >= MAX_UNPAID_ORDERS) {
    throw new SkateError('http', TEXTS.TOO_MANY_UNPAID_ORDERS, { status: 429 });
  }
}

/** A receipt id: short, unguessable, readable on a payment page. */
const newReceipt = () => `rcpt_${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

/**
 * Places an order: prices it from the server's data, reserves stock atomically with the order row
 * (one transaction), then opens the payment with the provider for the amount due now. A provider
 * failure gives the stock back and answers "Failed to create Razorpay order". A quote other than the
 * `shown` figures places nothing ({@link QuoteChangedError}).
 */
export async function placeOrder(app: FastifyInstance, input: CheckoutInput): Promise<CheckoutResult> {
  const { db, services } = app;
  const now = services.now();
  const settings = await merchantSettingsOf(db, input.mainId);
  await releaseLapsed(db, input.mainId, now);
  const priced = await priceOrder(db, {
    settings,
    lines: input.lines,
    couponCode: input.couponCode,
    shipping: input.shipping,
    payMethod: input.paymentMode,
    userId: input.userId,
    userName: input.userName,
    now,
    onlyCourses: input.kind === 'admission',
    agreed: input.agreed,
  });
  const { quote } = priced;
  const charged = chargedQuoteOf(quote);
  // Checked before anything is held: the shopper confirms the new figures and places the order again.
  if (input.shown && quoteChange(input.shown, charged)) throw new QuoteChangedError(charged);
  const provider = await services.paymentFor(input.mainId);
  const needsPayment = toPaise(quote.payNow) > 0;

  const order = await db.transaction(async (tx) => {
    await holdUnpaidLimit(tx, input.mainId, input.userId);
    const reservations = await reserveStock(tx, input.mainId, priced.stock);
    const [row] = await tx
      .insert(orders)
      .values({
        main_id: input.mainId,
        kind: input.kind,
        user_id: input.userId,
        user_name: input.userName,
        admission_id: input.admissionId ?? null,
        receipt_id: newReceipt(),
        provider: provider.name,
        payment_mode: input.paymentMode,
        status: needsPayment
          ? PAYMENT_STATUS.pending
          : input.paymentMode === 'Pay now'
            ? PAYMENT_STATUS.success
            : PAYMENT_STATUS.pending,
        orderStatus: needsPayment ? AWAITING_PAYMENT : 'Pending',
        // Every amount is the engine's: the order total (not the advance), the GST inside it, and
        // for pay on delivery the remainder due (the advance paid online is total - remaining).
        amountbeforediscount: quote.itemsRegularTotal,
        amountafterdiscount: quote.afterDiscount,
        deliveryCharge: quote.delivery,
        totalAmountbeforePay: quote.total,
        remaining_amount: quote.remaining,
        gst_rate: quote.gst.rate,
        tax_amount: quote.gst.tax,
        cart_products: priced.lines,
        couponapplied: quote.couponCode !== '',
        coupon_code: quote.couponCode,
        discountprice: quote.discount,
        billing_address: input.billing,
        shipping_address: input.shipping,
        user_gstNo: input.userGstNo ?? '',
        customer_note: input.customerNote ?? '',
        currency: 'INR',
        stock_reserved: reservations,
        createdAt: now,
      })
      .returning();
    if (input.claim) await linkClaim(tx, input.claim, row.id);
    await input.onPlaced?.(tx, row);
    if (row.coupon_code) {
      await reserveCouponUse(tx, {
        mainId: row.main_id,
        code: row.coupon_code,
        userId: row.user_id,
        orderId: row.id,
      });
    }
    // Nothing to pay online (no advance, or a 100% coupon): the order stands as placed.
    if (!needsPayment) await afterPlaced(tx, row);
    return row;
  });

  if (!needsPayment) {
    return {
      order,
      providerOrder: null,
      keyId: provider.keyId,
      provider: provider.name,
      payNow: 0,
      charged,
    };
  }

  let providerOrder: ProviderOrder;
  try {
    providerOrder = await provider.createOrder({
      amountPaise: toPaise(quote.payNow),
      currency: 'INR',
      receipt: order.receipt_id,
      notes: { order: order.id, merchant: input.mainId, kind: input.kind },
    });
  } catch (cause) {
    await releaseOrder(db, order.id, services.now());
    app.log.warn({ err: cause, order: order.id }, 'payment provider refused the order');
    throw new SkateError('http', TEXTS.RAZORPAY_ORDER_FAILED, { status: 502, cause });
  }
  await setProviderOrder(db, order.id, providerOrder.id);
  return {
    order: { ...order, order_id: providerOrder.id },
    providerOrder,
    keyId: provider.keyId,
    provider: provider.name,
    payNow: quote.payNow,
    charged,
  };
}
