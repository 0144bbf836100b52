import {
  type OrderActionBody,
  ORDER_FLOW,
  orderActionRefusal,
  type RefundBody,
  amountPaidOnline,
  creditNoteNumber,
  refundableAmount,
  refundRefusal,
  refundTarget,
  remainderCollectRefusal,
} from '@skatekit/console-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { orders, refunds } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { fromPaise, SkateError, TEXTS, toPaise } from '../../platform/core';
import { releaseCouponUse } from '../coupons/repository';
import { providerOf } from './handlers';
import { type OrderRow, PAYMENT_STATUS } from './repository';
import { restock } from './stock';
import { writeAudit } from '../staff/audit';
import type { StaffContext } from '../staff/guard';
import { addOrderEvent, orderFacts, refundFlagged } from './events';
import {
  afterRefundProcessed,
  lessRestocked,
  priceRefund,
  restockedReservations,
  saveRefundLines,
} from './refund-lines';
import { lockOwnOrder } from './console-repository';
import { brandOf, enqueue } from '../notifications/outbox';
import * as mails from '../notifications/templates';
import { orderStepPushed } from '../notifications/push';

/*
 * The console's writes on an order. Each is one transaction that locks the order row
 * (SELECT ... FOR UPDATE), checks the move with core's orderFlow, changes the row, and writes the
 * audit row, the timeline event and the mails of the change - all or nothing.
 */

/** The fields an audit row keeps of an order, before and after a write. */
function auditView(row: OrderRow) {
  return {
    orderStatus: row.orderStatus,
    status: row.status,
    courier: row.courier,
    tracking_number: row.tracking_number,
    processing_date: row.processing_date,
    packed_date: row.packed_date,
    shipped_date: row.shipped_date,
    out_deliverydate: row.out_deliverydate,
    delivery_date: row.delivery_date,
    cancelled_date: row.cancelled_date,
    refund_needed_at: row.refund_needed_at,
    remainder_collected_at: row.remainder_collected_at,
    refunded_amount: row.refunded_amount,
    extra_payments: row.extra_payments,
  };
}

/** The shopper's mail of a fulfilment step (confirm and pack send none). */
async function stepMail(tx: Tx, order: OrderRow, action: OrderActionBody['action'], refundOwed: boolean) {
  if (action === 'confirm' || action === 'pack') return;
  const brand = await brandOf(tx, order.main_id);
  const facts = await orderFacts(tx, order);
  const mail =
    action === 'ship'
      ? mails.orderShippedToCustomer(brand, facts, {
          courier: order.courier,
          trackingNumber: order.tracking_number,
        })
      : action === 'out-for-delivery'
        ? mails.orderOutForDeliveryToCustomer(brand, facts)
        : action === 'deliver'
          ? mails.orderDeliveredToCustomer(brand, facts)
          : mails.orderCancelledToCustomer(brand, facts, refundOwed);
  const name = {
    ship: 'shipped',
    'out-for-delivery': 'out-for-delivery',
    deliver: 'delivered',
    cancel: 'cancelled',
  }[action];
  await enqueue(tx, {
    mainId: order.main_id,
    template: `order.${name}.customer`,
    recipient: facts.customerEmail,
    dedupeKey: `order:${order.id}:${name}:customer`,
    mail,
  });
}

/**
 * One fulfilment step (confirm, pack, ship, out for delivery, deliver, cancel). A refused move is 409
 * with core's reason and changes nothing. Cancel gives the stock and the coupon use back (once: the
 * order cannot be cancelled twice, and stock already given back is not given again), and a paid
 * order is left owing its refund (refund_needed_at: the Refund needed queue).
 */
export async function runOrderAction(
  app: FastifyInstance,
  staff: StaffContext,
  id: string,
  body: OrderActionBody,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, staff.mainId, id);
    if (order.kind !== 'shop') throw conflict('An admission fee payment is not fulfilled');
    const refusal = orderActionRefusal(order, body.action);
    if (refusal) throw conflict(refusal);
    const step = ORDER_FLOW[body.action];
    const now = app.services.now();
    const set: Partial<typeof orders.$inferInsert> = { orderStatus: step.to, [step.dateField]: now };
    if (body.action === 'ship') {
      set.courier = body.courier ?? '';
      set.tracking_number = body.trackingNumber ?? '';
    }
    if (body.action === 'deliver') set.delivered = now;
    let refundOwed = false;
    if (body.action === 'cancel') {
      if (!order.stock_released_at) {
        // What refunds with restock gave back already is not given again.
        await restock(
          tx,
          order.main_id,
          lessRestocked(order.stock_reserved, await restockedReservations(tx, order)),
        );
        set.stock_released_at = now;
      }
      await releaseCouponUse(tx, order.id);
      refundOwed = refundableAmount(order) > 0;
      if (refundOwed && !order.refund_needed_at) set.refund_needed_at = now;
      // Flagged only for a second payment so far: now the order's own payment is owed back too.
      const ownOwed = toPaise(amountPaidOnline(order)) > toPaise(order.refunded_amount);
      if (ownOwed && order.refund_reason === 'duplicate-payment') set.refund_reason = null;
    }
    const [after] = await tx.update(orders).set(set).where(eq(orders.id, order.id)).returning();
    await writeAudit(tx, staff.mainId, staff, {
      action: `order.${body.action}`,
      entity: 'order',
      entityId: order.id,
      before: auditView(order),
      after: auditView(after),
    });
    await addOrderEvent(tx, after, { kind: 'status', status: step.to, note: body.note ?? '' }, staff);
    await stepMail(tx, after, body.action, refundOwed);
    if (app.services.push) await orderStepPushed(tx, after, body.action);
    if (refundOwed) await refundFlagged(tx, after, 'Cancelled after it was paid.', staff);
  });
}

/** Marks the pay-on-delivery remainder collected: once, for an order with a remainder due, once it is out for delivery (core's remainderCollectRefusal). */
export async function collectRemainder(
  app: FastifyInstance,
  staff: StaffContext,
  id: string,
  note: string | undefined,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, staff.mainId, id);
    const refusal = remainderCollectRefusal(order);
    if (refusal) throw conflict(refusal);
    const now = app.services.now();
    // A pay-on-delivery order placed with no advance is paid now, in full.
    const paidNow =
      order.status === PAYMENT_STATUS.pending ? { status: PAYMENT_STATUS.success, paid_at: now } : {};
    const [after] = await tx
      .update(orders)
      .set({ remainder_collected_at: now, ...paidNow })
      .where(eq(orders.id, order.id))
      .returning();
    await writeAudit(tx, staff.mainId, staff, {
      action: 'order.collect-remainder',
      entity: 'order',
      entityId: order.id,
      before: auditView(order),
      after: auditView(after),
    });
    await addOrderEvent(
      tx,
      after,
      { kind: 'remainder-collected', status: after.orderStatus, note: note ?? '' },
      staff,
    );
  });
}

/**
 * Refunds part or all of what was paid online, through the order's payment provider. Idempotent by
 * `requestKey`: the first request records a pending refund (under the order's row lock, so two
 * refunds never exceed what was paid), calls the provider, then records the outcome; the same key
 * again answers the order as it stands (one refund). A key reused for another amount is refused.
 */
export async function refundOrder(
  app: FastifyInstance,
  staff: StaffContext,
  id: string,
  body: RefundBody,
): Promise<void> {
  // The provider first: an order whose provider is not available here is refused before anything is written.
  const [unlocked] = await app.db
    .select()
    .from(orders)
    .where(and(eq(orders.main_id, staff.mainId), eq(orders.id, id)))
    .limit(1);
  if (!unlocked) throw notFound(TEXTS.ORDER_NOT_FOUND);
  const provider = await providerOf(app, unlocked);
  const claimed = await app.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, staff.mainId, id);
    const [earlier] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.order_id, order.id), eq(refunds.request_key, body.requestKey)))
      .for('update');
    // The amount is the lines' cost (after what other refunds took of each line), or the amount given.
    const asked = await priceRefund(tx, order, body, earlier?.id ?? null);
    if (earlier) {
      if (toPaise(earlier.amount) !== toPaise(asked.amount))
        throw conflict('This refund request was already made with another amount');
      if (earlier.status === 'processed') return null;
      if (earlier.status === 'pending')
        throw conflict('This refund is being processed; try again in a moment');
    }
    // What other refunds still in flight have spoken for counts as refunded already, per payment.
    const inFlight = await tx
      .select({ amount: refunds.amount, paymentId: refunds.payment_id })
      .from(refunds)
      .where(and(eq(refunds.order_id, order.id), eq(refunds.status, 'pending')));
    const spoken = (paymentId: string | null) =>
      inFlight.filter((r) => r.paymentId === paymentId).reduce((sum, r) => sum + toPaise(r.amount), 0);
    const counted = {
      ...order,
      refunded_amount: fromPaise(toPaise(order.refunded_amount) + spoken(null)),
      extra_payments: order.extra_payments.map((p) => ({
        ...p,
        refunded_amount: fromPaise(toPaise(p.refunded_amount ?? 0) + spoken(p.payment_id)),
      })),
    };
    const refusal = refundRefusal(counted, asked.amount);
    if (refusal) throw badRequest(refusal);
    // An extra payment (a second payment of a paid order) is given back first; the order stays paid.
    const target = refundTarget(counted);
    if (!target.paymentId && !order.payment_id)
      throw badRequest('This order has no online payment to refund');
    const values = {
      main_id: order.main_id,
      order_id: order.id,
      amount: asked.amount,
      reason: body.reason,
      status: 'pending' as const,
      provider: order.provider,
      payment_id: target.paymentId,
      request_key: body.requestKey,
      staff_id: staff.staffId,
      staff_email: staff.email,
    };
    const [refund] = earlier
      ? await tx.update(refunds).set(values).where(eq(refunds.id, earlier.id)).returning()
      : await tx.insert(refunds).values(values).returning();
    // Its lines count against each line from now (a concurrent refund waits on the row lock and sees them).
    await saveRefundLines(tx, order, refund.id, asked.lines, Boolean(body.restock));
    return { order, refund };
  });
  if (!claimed) return;
  const { order, refund } = claimed;

  let outcome: { providerRefundId: string } | { error: string };
  try {
    const made = await provider.refund(refund.payment_id ?? order.payment_id ?? '', toPaise(refund.amount), {
      order: order.id,
      merchant: order.main_id,
      request: refund.request_key,
    });
    outcome = { providerRefundId: made.id };
  } catch (error) {
    outcome = { error: error instanceof Error ? error.message : 'The payment provider refused the refund' };
  }

  await app.db.transaction(async (tx) => {
    const locked = await lockOwnOrder(tx, staff.mainId, id);
    const now = app.services.now();
    if ('error' in outcome) {
      await tx.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, refund.id));
      await writeAudit(tx, staff.mainId, staff, {
        action: 'order.refund-failed',
        entity: 'order',
        entityId: order.id,
        before: auditView(locked),
        after: { refund: refund.id, amount: refund.amount, error: outcome.error },
      });
      await addOrderEvent(
        tx,
        locked,
        { kind: 'refund-failed', status: locked.orderStatus, note: outcome.error },
        staff,
      );
      return;
    }
    await tx
      .update(refunds)
      .set({ status: 'processed', provider_refund_id: outcome.providerRefundId, processed_at: now })
      .where(eq(refunds.id, refund.id));
    // A refund of an extra payment is counted on that payment; the order's own refunded amount (and
    // so its invoice) is about its own payment only.
    const [after] = await tx
      .update(orders)
      .set(
        refund.payment_id
          ? {
              extra_payments: locked.extra_payments.map((p) =>
                p.payment_id === refund.payment_id
                  ? {
                      ...p,
                      refunded_amount: fromPaise(toPaise(p.refunded_amount ?? 0) + toPaise(refund.amount)),
                    }
                  : p,
              ),
            }
          : { refunded_amount: fromPaise(toPaise(locked.refunded_amount) + toPaise(refund.amount)) },
      )
      .where(eq(orders.id, locked.id))
      .returning();
    // Its units back to stock when asked, and its credit note when the order was invoiced: once, here.
    const creditNote = await afterRefundProcessed(tx, after, refund);
    await writeAudit(tx, staff.mainId, staff, {
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      before: auditView(locked),
      after: {
        ...auditView(after),
        refund: {
          id: refund.id,
          amount: refund.amount,
          providerRefundId: outcome.providerRefundId,
          lines: body.lines ?? [],
          restock: Boolean(body.restock),
          creditNote: creditNote ? creditNoteNumber(creditNote.number) : null,
        },
      },
    });
    await addOrderEvent(
      tx,
      after,
      {
        kind: 'refund',
        status: after.orderStatus,
        note: `Refunded ${refund.amount}${refund.payment_id ? ` of the extra payment ${refund.payment_id}` : ''} (${outcome.providerRefundId}): ${refund.reason}`,
      },
      staff,
    );
    const brand = await brandOf(tx, after.main_id);
    const facts = await orderFacts(tx, after);
    await enqueue(tx, {
      mainId: after.main_id,
      template: 'order.refunded.customer',
      recipient: facts.customerEmail,
      dedupeKey: `refund:${refund.id}:customer`,
      mail: mails.orderRefundedToCustomer(brand, facts, refund.amount),
    });
  });
  if ('error' in outcome)
    throw new SkateError('http', `The refund failed: ${outcome.error}`, { status: 502 });
}
