import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderKind = 'shop' | 'admission';

// The payment statuses this module writes, and the fulfilment status while the online payment has not
// arrived: core's lifecycle tables (refund needed: see payment-state.ts).
export { AWAITING_PAYMENT, PAYMENT_STATUS } from '../../platform/core';

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row;
}

/** An order by our id or by the provider's order id (the spec's pages use either). */
export async function findOrder(db: Db, idOrProviderId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.id, idOrProviderId), eq(orders.order_id, idOrProviderId)))
    .limit(1);
  return row ?? null;
}

export async function findByReceipt(db: Db, mainId: string, receiptId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.main_id, mainId), eq(orders.receipt_id, receiptId)))
    .limit(1);
  return row ?? null;
}

export async function findByProviderOrder(db: Db, providerOrderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.order_id, providerOrderId)).limit(1);
  return row ?? null;
}

export function listOrders(db: Db, mainId: string, userId: string, kind: OrderKind): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.main_id, mainId), eq(orders.user_id, userId), eq(orders.kind, kind)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function setProviderOrder(db: Db, id: string, providerOrderId: string): Promise<void> {
  await db.update(orders).set({ order_id: providerOrderId }).where(eq(orders.id, id));
}

/** Moves fulfilment on (dev route), stamping the date of each step reached. */
export async function updateOrder(
  db: Db,
  id: string,
  values: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow | null> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row ?? null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : '');

/** An order row as the wire's Order record. */
export function toWireOrder(row: OrderRow) {
  return {
    _id: row.id,
    id: row.id,
    order_id: row.order_id ?? '',
    receipt_id: row.receipt_id,
    payment_id: row.payment_id ?? undefined,
    createdAt: iso(row.createdAt),
    payment_mode: row.payment_mode,
    user_id: row.user_id,
    user_name: row.user_name,
    amountbeforediscount: row.amountbeforediscount,
    amountafterdiscount: row.amountafterdiscount,
    deliveryCharge: row.deliveryCharge,
    totalAmountbeforePay: row.totalAmountbeforePay,
    remaining_amount: row.remaining_amount,
    cart_products: row.cart_products,
    couponapplied: row.couponapplied,
    coupon_code: row.coupon_code,
    discountprice: row.discountprice,
    billing_address: row.billing_address,
    shipping_address: row.shipping_address,
    user_gstNo: row.user_gstNo,
    customer_note: row.customer_note,
    payment_capture: row.payment_capture,
    currency: row.currency,
    status: row.status,
    orderStatus: row.orderStatus,
    delivered: iso(row.delivered),
    processing_date: iso(row.processing_date),
    shipped_date: iso(row.shipped_date),
    out_deliverydate: iso(row.out_deliverydate),
    delivery_date: iso(row.delivery_date),
    // Extensions: the GST inside the total, at the merchant's rate.
    gst_rate: row.gst_rate,
    tax_amount: row.tax_amount,
    kind: row.kind,
    admission_id: row.admission_id ?? '',
    // Extensions: what the merchant's console did after the order stood.
    packed_date: iso(row.packed_date),
    cancelled_date: iso(row.cancelled_date),
    courier: row.courier,
    tracking_number: row.tracking_number,
    remainder_collected_at: iso(row.remainder_collected_at),
    refunded_amount: row.refunded_amount,
  };
}
