import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { admissions, orderEvents, users } from '../../db/schema';
import { orderFigures, orderNumber, PAYMENT_STATUS } from '../../platform/core';
import { asText, lineQuantity } from '../../lib/values';
import type { OrderRow } from './repository';
import type { StaffContext } from '../staff/guard';
import { brandOf, enqueue, merchantRecipient } from '../notifications/outbox';
import * as mails from '../notifications/templates';

/*
 * The order timeline (order_events) and the mails that go with each event, written in the caller's
 * transaction. The checkout (payment-state.ts) calls orderStood / refundFlagged; the console's routes
 * call the rest.
 */

/** Appends one event to an order's timeline. */
export async function addOrderEvent(
  tx: Db | Tx,
  order: Pick<OrderRow, 'id' | 'main_id'>,
  event: { kind: string; status?: string; note?: string },
  who: Pick<StaffContext, 'staffId' | 'email'> | null = null,
): Promise<void> {
  await tx.insert(orderEvents).values({
    main_id: order.main_id,
    order_id: order.id,
    kind: event.kind,
    status: event.status ?? '',
    note: event.note ?? '',
    staff_id: who?.staffId ?? null,
    staff_email: who?.email ?? '',
  });
}

/** What a mail may say about an order, read in the transaction. */
export async function orderFacts(tx: Db | Tx, order: OrderRow): Promise<mails.OrderFacts> {
  const [customer] = await tx
    .select({ email: users.email, name: users.full_name, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, order.user_id))
    .limit(1);
  const shipping = (order.shipping_address ?? {}) as Record<string, unknown>;
  const money = orderFigures(order);
  return {
    number: orderNumber(order),
    customerName: order.user_name || customer?.name || '',
    customerEmail: customer?.email ?? '',
    customerPhone: asText(shipping.number) || customer?.mobile || '',
    payMode: order.payment_mode,
    total: money.total,
    paidOnline: money.advance,
    remaining: money.balance,
    items: order.cart_products.map((line) => ({
      name: asText(line.product_name),
      quantity: lineQuantity(line),
    })),
  };
}

/**
 * An order stands (paid online, or placed to pay on delivery): its timeline event, the merchant's
 * new-order mail (or new-admission mail for a paid admission fee) and the shopper's confirmation.
 */
export async function orderStood(tx: Db | Tx, order: OrderRow): Promise<void> {
  const paid = order.status === PAYMENT_STATUS.success;
  await addOrderEvent(tx, order, {
    kind: paid ? 'paid' : 'placed',
    status: order.orderStatus,
    note: order.payment_id ? `Payment ${order.payment_id}` : '',
  });
  // One after another: a transaction is one connection.
  const brand = await brandOf(tx, order.main_id);
  const merchantTo = await merchantRecipient(tx, order.main_id);
  const facts = await orderFacts(tx, order);
  if (order.kind === 'admission') {
    if (!paid || !order.admission_id) return;
    const [admission] = await tx.select().from(admissions).where(eq(admissions.id, order.admission_id));
    if (!admission) return;
    await enqueue(tx, {
      mainId: order.main_id,
      template: 'admission.paid.merchant',
      recipient: merchantTo,
      dedupeKey: `order:${order.id}:stood:merchant`,
      mail: mails.newAdmissionToMerchant(brand, {
        student: admission.name,
        course: facts.items.map((i) => i.name).join(', '),
        center: admission.center,
        fee: facts.paidOnline,
        email: admission.email,
        mobile: admission.mobile,
      }),
    });
    return;
  }
  const cod = facts.remaining > 0;
  await enqueue(tx, {
    mainId: order.main_id,
    template: 'order.new.merchant',
    recipient: merchantTo,
    dedupeKey: `order:${order.id}:stood:merchant`,
    mail: mails.newOrderToMerchant(brand, facts),
  });
  await enqueue(tx, {
    mainId: order.main_id,
    template: cod ? 'order.placed.customer' : 'order.paid.customer',
    recipient: facts.customerEmail,
    dedupeKey: `order:${order.id}:stood:customer`,
    mail: cod ? mails.orderPlacedToCustomer(brand, facts) : mails.orderPaidToCustomer(brand, facts),
  });
}

/** Money came in for (or stays with) an order that will not be fulfilled: the event and the merchant's mail. */
export async function refundFlagged(
  tx: Db | Tx,
  order: OrderRow,
  why: string,
  who: Pick<StaffContext, 'staffId' | 'email'> | null = null,
): Promise<void> {
  await addOrderEvent(tx, order, { kind: 'refund-needed', status: order.orderStatus, note: why }, who);
  // One after another: a transaction is one connection.
  const brand = await brandOf(tx, order.main_id);
  const merchantTo = await merchantRecipient(tx, order.main_id);
  const facts = await orderFacts(tx, order);
  await enqueue(tx, {
    mainId: order.main_id,
    template: 'order.refund-owed.merchant',
    recipient: merchantTo,
    dedupeKey: `order:${order.id}:refund-owed`,
    mail: mails.refundOwedToMerchant(brand, facts, why),
  });
}
