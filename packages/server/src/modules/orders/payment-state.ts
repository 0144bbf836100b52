import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { isSkateError } from '../../lib/core';
import { orderStood, refundFlagged } from '../admin/order-events';
import { markAdmissionPaid } from '../admissions/repository';
import { clearLines } from '../cart/repository';
import { confirmCouponUse, releaseCouponUse } from '../coupons/repository';
import { AWAITING_PAYMENT, type OrderRow, PAYMENT_STATUS } from './repository';
import { countSold, RESERVATION_TTL_MS, reserveStock, restock } from './stock';

/*
 * The payment state of an order moves only forward:
 *
 *   Pending --pay--> Success
 *   Pending --cancel / lapse / provider refusal--> Failed (stock and coupon use given back)
 *   Failed  --pay--> Success        when its stock can be taken again
 *   Failed  --pay--> Refund needed  when it cannot (flagged with refund_needed_at for staff)
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
  | { outcome: 'refund-needed'; order: OrderRow };

/** A payment that came in: the provider's payment id and, from a browser, its signature. */
export interface IncomingPayment {
  paymentId: string;
  signature: string | null;
  at: Date;
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
 * Records a verified payment (browser verify or webhook). The first call moves the order to Success
 * with every following step in the same transaction; later calls change nothing. A payment for an
 * order given up meanwhile takes its stock again, or flags the order Refund needed.
 */
export async function settlePayment(db: Db, orderId: string, payment: IncomingPayment): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished while being paid`);
    if (order.status === PAYMENT_STATUS.success) return { outcome: 'already-paid', order };
    if (order.status === PAYMENT_STATUS.refundNeeded) return { outcome: 'refund-needed', order };
    const paidFields = {
      payment_id: payment.paymentId,
      payment_signature: payment.signature,
      paid_at: payment.at,
    };
    let reserved = order.stock_reserved;
    if (order.stock_released_at) {
      try {
        // A savepoint: a refusal undoes the partial re-take, not the whole transaction.
        reserved = await tx.transaction((sp) =>
          reserveStock(
            sp,
            order.main_id,
            order.stock_reserved.map((r) => ({
              productId: r.product_id,
              variationSku: r.variation_sku,
              quantity: r.quantity,
              title: r.product_id,
            })),
          ),
        );
      } catch (error) {
        if (!isSkateError(error) || error.status !== 409) throw error;
        const [flagged] = await tx
          .update(orders)
          .set({ ...paidFields, status: PAYMENT_STATUS.refundNeeded, refund_needed_at: payment.at })
          .where(eq(orders.id, order.id))
          .returning();
        await refundFlagged(tx, flagged, 'Paid after the order was given up, and its stock is gone.');
        return { outcome: 'refund-needed', order: flagged };
      }
    }
    const [paid] = await tx
      .update(orders)
      .set({
        ...paidFields,
        status: PAYMENT_STATUS.success,
        orderStatus: 'Pending',
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
 * Gives an unpaid order up: Pending -> Failed, its stock and coupon use given back, exactly once.
 * Answers the order as it stands afterwards (Success when a payment won the race), or null when absent.
 */
export async function releaseOrder(db: Db, orderId: string, at: Date): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== PAYMENT_STATUS.pending || order.stock_released_at) return order;
    const [failed] = await tx
      .update(orders)
      .set({ stock_released_at: at, status: PAYMENT_STATUS.failed, orderStatus: 'Cancelled' })
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
