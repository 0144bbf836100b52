import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { admissions, type ExtraPayment, orders, type RefundReason } from '../../db/schema';
import { ADMISSION_FEE_STATUS, isSkateError, type OrderStatus } from '../../platform/core';
import { orderStood, refundFlagged } from './events';
import { markAdmissionPaid } from '../admissions/repository';
import { clearLines } from '../cart/repository';
import { confirmCouponUse, releaseCouponUse, retakeCouponUse } from '../coupons/repository';
import { AWAITING_PAYMENT, type OrderRow, PAYMENT_STATUS } from './repository';
import { countSold, RESERVATION_TTL_MS, reserveStock, restock } from './stock';

/** What staff are told when money must go back (the order's timeline and the merchant's mail). */
const REFUND_WHY: Record<RefundReason, string> = {
  stock: 'Paid after the order was given up, and its stock is gone.',
  coupon: 'Paid after the order was given up, and its coupon can no longer be used.',
  'admission-already-paid': 'A second fee for an admission that is already paid.',
  'duplicate-payment': 'A second payment for an order that was already paid.',
};
/*
 * The payment state of an order moves only forward:
 *
 *   Pending --pay--> Success
 *   Pending --cancel / lapse / provider refusal--> Failed (stock and coupon use given back)
 *   Failed  --pay--> Success        when its stock and coupon use can be taken again
 *   Failed  --pay--> Refund needed  when they cannot (flagged with refund_needed_at for staff)
 *   Pending/Failed --pay--> Refund needed  for a fee of an admission another order paid
 *   Success / Refund needed --another payment--> same status, kept in extra_payments, flagged
 *
 * Success and Refund needed are final. Every move reads the order with SELECT ... FOR UPDATE and
 * makes all of its changes in that one transaction, so a verify racing a cancel (or a webhook) is
 * decided by whichever takes the row lock first and the other sees the result.
 */

/** Reads an order and locks its row until the transaction ends. */
async function lockOrder(tx: Tx, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** How a payment was settled. */
export type Settlement =
  | { outcome: 'paid'; order: OrderRow }
  | { outcome: 'already-paid'; order: OrderRow }
  /** The money came but the order cannot stand (order.refund_reason says why): refund it. */
  | { outcome: 'refund-needed'; order: OrderRow }
  /** A second, different genuine payment for an order already settled: kept in extra_payments, refund it. */
  | { outcome: 'duplicate-payment'; order: OrderRow };

/** A payment that came in: the provider's payment id and, from a browser, its signature. */
export interface IncomingPayment {
  paymentId: string;
  signature: string | null;
  at: Date;
  /** How it arrived (kept with a payment that must be refunded). */
  via?: ExtraPayment['via'];
}

/** A stock or coupon re-take refused inside the savepoint (rolls the savepoint back). */
class RetakeRefused extends Error {
  constructor(readonly reason: RefundReason) {
    super(`late payment cannot take its ${reason} again`);
  }
}

/**
 * What follows an order standing (paid, or placed with nothing to pay now), inside the transaction
 * that made it stand: the cart empties, the sale is counted, the coupon use becomes final, an
 * admission becomes Paid. All or nothing with the status change.
 */
export async function afterPlaced(tx: Tx, order: OrderRow): Promise<void> {
  if (order.kind === 'shop') await clearLines(tx, order.main_id, order.user_id);
  await countSold(
    tx,
    order.main_id,
    order.cart_products.map((l) => ({ product_id: String(l.product_id), quantity: Number(l.quantity) || 1 })),
  );
  await confirmCouponUse(tx, order.id);
  if (order.admission_id && order.status === PAYMENT_STATUS.success) await markAdmissionPaid(tx, order);
  await orderStood(tx, order);
}

/**
 * A second, different genuine payment for an order already settled: the money is kept on record
 * (extra_payments) and the order flagged for a refund; its status (Success or Refund needed) stays.
 * The same payment arriving again (verify and webhook both) is recorded once.
 */
async function recordExtraPayment(tx: Tx, order: OrderRow, payment: IncomingPayment): Promise<Settlement> {
  const known = order.extra_payments.some((p) => p.payment_id === payment.paymentId);
  if (known) return { outcome: 'duplicate-payment', order };
  const [flagged] = await tx
    .update(orders)
    .set({
      extra_payments: [
        ...order.extra_payments,
        { payment_id: payment.paymentId, at: payment.at.toISOString(), via: payment.via ?? 'verify' },
      ],
      refund_needed_at: order.refund_needed_at ?? payment.at,
      refund_reason: order.refund_reason ?? 'duplicate-payment',
    })
    .where(eq(orders.id, order.id))
    .returning();
  await refundFlagged(tx, flagged, REFUND_WHY['duplicate-payment']);
  return { outcome: 'duplicate-payment', order: flagged };
}

/**
 * Records a verified payment (browser verify or webhook). The first call moves the order to Success
 * with every following step in the same transaction; the same payment again changes nothing. The
 * money of a payment that cannot stand is kept and flagged for a refund (refund_needed_at, refund_reason):
 * - a payment for an order given up meanwhile whose stock or coupon use cannot be taken again;
 * - a fee for an admission another order has paid meanwhile (one paid fee per admission);
 * - a second, different payment for an order already settled (extra_payments).
 */
export async function settlePayment(db: Db, orderId: string, payment: IncomingPayment): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished while being paid`);
    if (order.status === PAYMENT_STATUS.success || order.status === PAYMENT_STATUS.refundNeeded) {
      if (order.payment_id !== payment.paymentId) return recordExtraPayment(tx, order, payment);
      return {
        outcome: order.status === PAYMENT_STATUS.success ? 'already-paid' : 'refund-needed',
        order,
      };
    }
    const paidFields = {
      payment_id: payment.paymentId,
      payment_signature: payment.signature,
      paid_at: payment.at,
    };
    const flag = async (reason: RefundReason, extra: Partial<OrderRow> = {}): Promise<Settlement> => {
      const [flagged] = await tx
        .update(orders)
        .set({
          ...paidFields,
          ...extra,
          status: PAYMENT_STATUS.refundNeeded,
          refund_needed_at: payment.at,
          refund_reason: reason,
        })
        .where(eq(orders.id, order.id))
        .returning();
      await refundFlagged(tx, flagged, REFUND_WHY[reason]);
      return { outcome: 'refund-needed', order: flagged };
    };

    if (order.admission_id && (await admissionPaidElsewhere(tx, order))) {
      // One paid fee per admission: this fee's held stock and coupon use go back, the money is refunded.
      if (!order.stock_released_at) {
        await restock(tx, order.main_id, order.stock_reserved);
        await releaseCouponUse(tx, order.id);
      }
      return flag('admission-already-paid', { stock_released_at: order.stock_released_at ?? payment.at });
    }

    let reserved = order.stock_reserved;
    if (order.stock_released_at) {
      try {
        // A savepoint: a refusal undoes the partial re-take (stock and coupon), not the whole transaction.
        reserved = await tx.transaction(async (sp) => {
          let taken: typeof reserved;
          try {
            taken = await reserveStock(
              sp,
              order.main_id,
              order.stock_reserved.map((r) => ({
                productId: r.product_id,
                variationSku: r.variation_sku,
                quantity: r.quantity,
                title: r.product_id,
              })),
            );
          } catch (error) {
            if (isSkateError(error) && error.status === 409) throw new RetakeRefused('stock');
            throw error;
          }
          if (await retakeCouponUse(sp, order.id)) throw new RetakeRefused('coupon');
          return taken;
        });
      } catch (error) {
        if (!(error instanceof RetakeRefused)) throw error;
        return flag(error.reason);
      }
    }
    const [paid] = await tx
      .update(orders)
      .set({
        ...paidFields,
        status: PAYMENT_STATUS.success,
        orderStatus: 'Pending' satisfies OrderStatus,
        stock_released_at: null,
        stock_reserved: reserved,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await afterPlaced(tx, paid);
    return { outcome: 'paid', order: paid };
  });
}

/**
 * Whether the admission this fee is for was paid by another order. Locks the admission's row first, so
 * two fees for one admission settling at once are decided one after the other.
 */
async function admissionPaidElsewhere(tx: Tx, order: OrderRow): Promise<boolean> {
  if (!order.admission_id) return false;
  const [admission] = await tx
    .select({ status: admissions.status })
    .from(admissions)
    .where(and(eq(admissions.id, order.admission_id), eq(admissions.main_id, order.main_id)))
    .for('update');
  if (admission?.status === ADMISSION_FEE_STATUS.paid) return true;
  // Belt and braces: another settled fee order for the same admission.
  const [other] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.main_id, order.main_id),
        eq(orders.admission_id, order.admission_id),
        eq(orders.status, PAYMENT_STATUS.success),
        ne(orders.id, order.id),
      ),
    )
    .limit(1);
  return !!other;
}

/**
 * Gives an unpaid order up: Pending -> Failed, its stock and coupon use given back, exactly once.
 * Answers the order as it stands afterwards (Success when a payment won the race), or null when absent.
 */
export async function releaseOrder(db: Db, orderId: string, at: Date): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== PAYMENT_STATUS.pending || order.stock_released_at) return order;
    const [failed] = await tx
      .update(orders)
      .set({
        stock_released_at: at,
        status: PAYMENT_STATUS.failed,
        orderStatus: 'Cancelled' satisfies OrderStatus,
      })
      .where(eq(orders.id, orderId))
      .returning();
    await restock(tx, order.main_id, order.stock_reserved);
    await releaseCouponUse(tx, order.id);
    return failed;
  });
}

/** Releases the reservations of orders whose online payment never came (abandoned checkouts). */
export async function releaseLapsed(db: Db, mainId: string, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RESERVATION_TTL_MS);
  const lapsed = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.main_id, mainId),
        eq(orders.status, PAYMENT_STATUS.pending),
        eq(orders.orderStatus, AWAITING_PAYMENT),
        isNull(orders.stock_released_at),
        lt(orders.createdAt, cutoff),
      ),
    );
  let released = 0;
  for (const { id } of lapsed) if ((await releaseOrder(db, id, now))?.stock_released_at) released += 1;
  return released;
}
