import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema';
import { type CartLineBody, SkateError, TEXTS, toPaise } from '../../lib/core';
import type { ProviderOrder } from '../../providers/payment';
import { clearLines } from '../cart/repository';
import { countRedemption } from '../coupons/repository';
import { merchantSettingsOf, priceOrder, type ShippingPoint } from './pricing';
import {
  AWAITING_PAYMENT,
  markPaid,
  type OrderKind,
  type OrderRow,
  PAYMENT_STATUS,
  setProviderOrder,
} from './repository';
import { countSold, releaseLapsed, releaseOrder, reserveStock } from './stock';

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
}

/** The answer of an order creation (the spec's fields plus extensions). */
export interface CheckoutResult {
  order: OrderRow;
  providerOrder: ProviderOrder | null;
  keyId: string;
  provider: 'razorpay' | 'sandbox';
  /** Amount to pay now (rupees): the total, or the pay-on-delivery advance. */
  payNow: number;
}

/** A receipt id: short, unguessable, readable on a payment page. */
const newReceipt = () => `rcpt_${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

/**
 * Places an order: prices it from the server's data, reserves stock atomically with the order row
 * (one transaction), then opens the payment with the provider for the amount due now. A provider
 * failure gives the stock back and answers "Failed to create Razorpay order".
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
  });
  const { quote } = priced;
  const provider = await services.paymentFor(input.mainId);
  const needsPayment = toPaise(quote.payNow) > 0;

  const order = await db.transaction(async (tx) => {
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
    return row;
  });

  if (!needsPayment) {
    // Nothing to pay online (no advance, or a 100% coupon): the order is placed as it stands.
    await afterPlaced(app, order);
    return { order, providerOrder: null, keyId: provider.keyId, provider: provider.name, payNow: 0 };
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
  };
}

/** What happens once an order stands (paid, or placed with nothing to pay now): the cart empties. */
async function afterPlaced(app: FastifyInstance, order: OrderRow): Promise<void> {
  if (order.kind === 'shop') await clearLines(app.db, order.main_id, order.user_id);
  await countSold(
    app.db,
    order.main_id,
    order.cart_products.map((l) => ({ product_id: String(l.product_id), quantity: Number(l.quantity) || 1 })),
  );
  if (order.coupon_code) await countRedemption(app.db, order.main_id, order.coupon_code);
}

/**
 * Records a verified payment. Idempotent: the first call marks the order paid and runs the side
 * effects; later calls (a second verify, the webhook) change nothing and still answer with the order.
 */
export async function recordPayment(
  app: FastifyInstance,
  order: OrderRow,
  payment: { paymentId: string; signature: string | null },
  onPaid?: (paid: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  const paid = await markPaid(app.db, order.id, { ...payment, at: app.services.now() });
  if (!paid) return order;
  if (order.stock_released_at) {
    // Paid after the reservation lapsed: take the stock again if it is still there (the money is in).
    try {
      await app.db.transaction(async (tx) => {
        const reserved = await reserveStock(
          tx,
          order.main_id,
          order.stock_reserved.map((r) => ({
            productId: r.product_id,
            variationSku: r.variation_sku,
            quantity: r.quantity,
            title: r.product_id,
          })),
        );
        await tx
          .update(orders)
          .set({ stock_released_at: null, stock_reserved: reserved })
          .where(eq(orders.id, order.id));
      });
    } catch (error) {
      app.log.error({ err: error, order: order.id }, 'paid order could not re-reserve its stock');
    }
  }
  await afterPlaced(app, paid);
  if (onPaid) await onPaid(paid);
  return paid;
}
