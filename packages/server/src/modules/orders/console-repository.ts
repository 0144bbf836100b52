import {
  nextOrderActions,
  ORDER_TIMELINE,
  type OrderDetail,
  type OrderSummary,
  type OrdersQuery,
  paymentStanding,
  extraPaymentsOf,
  refundableAmount,
  remainderCollectRefusal,
} from '@skatekit/console-contract';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orders, refunds, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { buildInvoice, fromPaise, orderFigures, orderNumber, TEXTS, toPaise } from '../../platform/core';
import { asText, lineQuantity } from '../../lib/values';
import type { OrderRow } from './repository';
import { containing, pageOf, sortOf } from '../../lib/lists';
import { indiaDayStart } from '../../lib/india-days';
import { auditOf } from '../staff/audit';
import { creditNotesOf, refundedUnits, refundLinesOf } from './refund-lines';

/*
 * The console's reads of orders: the inbox (filters, search, paging, counts) and the order page.
 * Payment standing is core's paymentStanding (orderFlow.ts) for every row shown; the SQL below mirrors
 * it only to filter and count on the server (a test checks each filter against core's answer).
 */

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** The lifecycle's dates of the order page's timeline (core's ORDER_TIMELINE: each line's key and date column). */
const timelineDates = (row: OrderRow) =>
  // Placed is never null: its column is createdAt.
  Object.fromEntries(ORDER_TIMELINE.map((line) => [line.key, iso(row[line.dateField])])) as Omit<
    OrderDetail['dates'],
    'remainderCollected' | 'refundNeeded'
  >;

// ------------------------------------------------------------------------------------ SQL mirrors
const totalSql = sql`(case when ${orders.totalAmountbeforePay} > 0 then ${orders.totalAmountbeforePay} else ${orders.amountafterdiscount} end)`;
const paidOnlineSql = sql`(case when ${orders.status} = 'Success' or ${orders.refund_needed_at} is not null then greatest(0, ${totalSql} - ${orders.remaining_amount}) else 0 end)`;
const codDueSql = sql`(${orders.status} = 'Success' and ${orders.remaining_amount} > 0 and ${orders.remainder_collected_at} is null and ${orders.orderStatus} <> 'Cancelled')`;
/** An extra payment (a second payment of a paid order) not refunded in full; each is the online payment's amount. */
const extraDueSql = sql`exists (select 1 from jsonb_array_elements(${orders.extra_payments}) as extra
  where coalesce((extra->>'refunded_amount')::numeric, 0) < greatest(0, ${totalSql} - ${orders.remaining_amount}))`;
/** core's paymentStanding, in SQL. */
export const standingSql = sql<string>`(case
  when ${extraDueSql} then 'refund-needed'
  when ${orders.refund_needed_at} is not null and coalesce(${orders.refund_reason}, '') <> 'duplicate-payment' and ${orders.refunded_amount} < ${paidOnlineSql} then 'refund-needed'
  when ${orders.refunded_amount} > 0 then (case when ${orders.refunded_amount} >= ${paidOnlineSql} then 'refunded' else 'partly-refunded' end)
  when ${orders.status} <> 'Success' then 'unpaid'
  when ${codDueSql} then 'cod-due'
  else 'paid' end)`;
/** core's orderNumber, in SQL: the last 8 letters and digits of the receipt, upper-cased. */
const numberSql = sql<string>`upper(right(regexp_replace(regexp_replace(${orders.receipt_id}, '^[A-Za-z]+_', ''), '[^A-Za-z0-9]', '', 'g'), 8))`;

// ------------------------------------------------------------------------------------ summaries
type Customer = { email: string | null; mobile: string | null; name: string | null };

/** An order row as the inbox shows it. */
export function toOrderSummary(row: OrderRow, customer: Customer | null): OrderSummary {
  const shipping = (row.shipping_address ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    number: orderNumber(row),
    createdAt: row.createdAt.toISOString(),
    customerName: row.user_name || customer?.name || '',
    email: customer?.email ?? '',
    mobile: asText(shipping.number) || customer?.mobile || '',
    payMode: row.payment_mode,
    paymentStatus: row.status,
    payment: paymentStanding(row),
    orderStatus: row.orderStatus,
    total: orderFigures(row).total,
    items: row.cart_products.reduce((sum, line) => sum + lineQuantity(line), 0),
  };
}

const customerColumns = { email: users.email, mobile: users.mobile, name: users.full_name };

/** The inbox: one page of the merchant's shop orders, and the counts of its filter chips. */
export async function listOrders(db: Db, mainId: string, query: OrdersQuery) {
  const shop = and(eq(orders.main_id, mainId), eq(orders.kind, 'shop'));
  const where: (SQL | undefined)[] = [eq(orders.main_id, mainId)];
  // The Refund needed queue holds admission fees owed back too; every other view is shop orders.
  where.push(query.payment === 'refund-needed' ? undefined : eq(orders.kind, 'shop'));
  if (query.status) where.push(eq(orders.orderStatus, query.status));
  if (query.payMode) where.push(eq(orders.payment_mode, query.payMode));
  if (query.payment) where.push(sql`${standingSql} = ${query.payment}`);
  if (query.from) where.push(gte(orders.createdAt, indiaDayStart(query.from)));
  if (query.to) where.push(lt(orders.createdAt, indiaDayStart(query.to, 1)));
  const q = query.q?.replace(/^#/, '').trim();
  if (q) {
    const like = containing(q);
    where.push(
      or(
        sql`${numberSql} = ${q.toUpperCase()}`,
        eq(orders.receipt_id, q),
        eq(orders.order_id, q),
        eq(orders.id, q),
        ilike(orders.user_name, like),
        ilike(users.full_name, like),
        ilike(users.email, like),
        ilike(users.mobile, like),
        sql`${orders.shipping_address}->>'number' ilike ${like}`,
      ),
    );
  }
  const filter = and(...where);
  const { field, descending } = sortOf(
    query.sort,
    { createdAt: orders.createdAt, total: totalSql },
    '-createdAt',
  );
  const key = field === 'total' ? totalSql : orders.createdAt;
  const { limit, offset } = pageOf(query);
  const rows = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.user_id))
    .where(filter)
    .orderBy(descending ? desc(key) : asc(key), descending ? desc(orders.id) : asc(orders.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.user_id))
    .where(filter);
  const byStatus = await db
    .select({ status: orders.orderStatus, n: count() })
    .from(orders)
    .where(shop)
    .groupBy(orders.orderStatus);
  const standings = await db
    .select({ standing: standingSql, n: count() })
    .from(orders)
    .where(eq(orders.main_id, mainId))
    .groupBy(standingSql, orders.kind)
    .having(sql`${orders.kind} = 'shop' or ${standingSql} = 'refund-needed'`);
  const countOf = (name: string) => standings.filter((s) => s.standing === name).reduce((a, s) => a + s.n, 0);
  return {
    data: rows.map((r) => toOrderSummary(r.order, r.customer)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: {
      byStatus: Object.fromEntries(byStatus.map((s) => [s.status, s.n])),
      refundNeeded: countOf('refund-needed'),
      codDue: countOf('cod-due'),
      unpaid: countOf('unpaid'),
    },
  };
}

// ------------------------------------------------------------------------------------ one order

/** The merchant's order, locked for the rest of the transaction; 404 when absent or another merchant's. */
export async function lockOwnOrder(tx: Tx, mainId: string, id: string): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.main_id, mainId), eq(orders.id, id)))
    .for('update');
  if (!row) throw notFound(TEXTS.ORDER_NOT_FOUND);
  return row;
}

/** Everything the order page shows; 404 when absent or another merchant's. */
export async function orderDetail(db: Db | Tx, mainId: string, id: string): Promise<OrderDetail> {
  const [found] = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.user_id))
    .where(and(eq(orders.main_id, mainId), eq(orders.id, id)))
    .limit(1);
  if (!found) throw notFound(TEXTS.ORDER_NOT_FOUND);
  const row = found.order;
  const [events, refundRows, audit] = [
    await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, row.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    await db
      .select()
      .from(refunds)
      .where(eq(refunds.order_id, row.id))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    await auditOf(db, mainId, 'order', row.id),
  ];
  const invoice = buildInvoice(row, row.gst_rate);
  const money = orderFigures(row);
  const refundLineRows = await refundLinesOf(db, row.id);
  const notes = await creditNotesOf(db, row);
  const units = await refundedUnits(db, row.id);
  return {
    ...toOrderSummary(row, found.customer),
    receiptId: row.receipt_id,
    providerOrderId: row.order_id,
    paymentId: row.payment_id,
    paidAt: iso(row.paid_at),
    lines: row.cart_products.map((line, index) => ({
      productId: asText(line.product_id),
      sku: asText(line.product_sku),
      name: asText(line.product_name),
      image: asText(line.product_image),
      attributes: Object.fromEntries(
        Object.entries((line.variation_attributes ?? {}) as Record<string, unknown>).map(([k, v]) => [
          k,
          asText(v),
        ]),
      ),
      quantity: invoice.lines[index]?.quantity ?? 1,
      unitPrice: invoice.lines[index]?.unitPrice ?? 0,
      amount: invoice.lines[index]?.amount ?? 0,
      refundedQuantity: units[index] ?? 0,
    })),
    figures: {
      itemsBeforeDiscount: money.items,
      itemsAfterDiscount: fromPaise(toPaise(money.items) - toPaise(money.discount)),
      couponCode: row.coupon_code,
      discount: money.discount,
      deliveryCharge: money.delivery,
      total: money.total,
      gstRate: money.gstRate,
      tax: money.tax,
      paidOnline: money.advance,
      collected: money.collected,
      remaining: money.balance,
      refunded: money.refunded,
      received: money.received,
      refundable: refundableAmount(row),
    },
    extraPayments: extraPaymentsOf(row).map((p) => ({
      paymentId: p.paymentId,
      at: p.at,
      amount: p.amount,
      refundedAmount: p.refundedAmount,
      refunded: p.refunded,
    })),
    shippingAddress: row.shipping_address,
    billingAddress: row.billing_address,
    gstNo: row.user_gstNo,
    customerNote: row.customer_note,
    userId: row.user_id,
    courier: row.courier,
    trackingNumber: row.tracking_number,
    dates: {
      ...timelineDates(row),
      remainderCollected: iso(row.remainder_collected_at),
      refundNeeded: iso(row.refund_needed_at),
    },
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      status: e.status,
      note: e.note,
      staffEmail: e.staff_email,
      createdAt: e.createdAt.toISOString(),
    })),
    refunds: refundRows.map((r) => ({
      id: r.id,
      lines: (refundLineRows.get(r.id) ?? []).map((l) => ({
        index: l.line_index,
        sku: l.sku,
        name: l.name,
        quantity: l.quantity,
        amount: l.amount,
        restock: l.restock,
      })),
      amount: r.amount,
      reason: r.reason,
      status: r.status,
      providerRefundId: r.provider_refund_id,
      staffEmail: r.staff_email,
      createdAt: r.createdAt.toISOString(),
    })),
    creditNotes: notes,
    audit,
    actions: row.kind === 'shop' ? nextOrderActions(row) : [],
    canCollectRemainder: remainderCollectRefusal(row) === null,
  };
}

/** Orders of a merchant's customer (newest first), as summaries. */
export async function ordersOfCustomer(db: Db, mainId: string, userId: string): Promise<OrderSummary[]> {
  const rows = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.user_id))
    .where(and(eq(orders.main_id, mainId), eq(orders.user_id, userId), eq(orders.kind, 'shop')))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r) => toOrderSummary(r.order, r.customer));
}
