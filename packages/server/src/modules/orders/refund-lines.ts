import {
  type CreditNote,
  creditNoteDue,
  creditNoteNumber,
  type RefundBody,
  type RefundLinePriced,
  refundLines,
} from '@skatekit/console-contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  type CreditNoteLine,
  creditNoteSeries,
  creditNotes,
  refundLines as refundLineRows,
  refunds,
  type StockReservation,
} from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { fromPaise, gstIncluded, orderNumber, toPaise } from '../../platform/core';
import type { OrderRow } from './repository';
import { restock } from './stock';

/*
 * Refunds by line (issue 39): what a refund's lines cost (console-contract's refundLines), the units
 * they give back to stock (once, when the refund is processed), and the credit note of a refund after
 * invoicing, numbered in the merchant's own gap-free series.
 */

/** Units of each order line refunded or in flight, by line index (failed refunds and `except` left out). */
export async function refundedUnits(
  tx: Db | Tx,
  orderId: string,
  except: string | null = null,
): Promise<Record<number, number>> {
  const rows = await tx
    .select({ index: refundLineRows.line_index, quantity: refundLineRows.quantity })
    .from(refundLineRows)
    .innerJoin(refunds, eq(refunds.id, refundLineRows.refund_id))
    .where(
      and(
        eq(refundLineRows.order_id, orderId),
        inArray(refunds.status, ['pending', 'processed']),
        except ? ne(refunds.id, except) : undefined,
      ),
    );
  const units: Record<number, number> = {};
  for (const row of rows) units[row.index] = (units[row.index] ?? 0) + row.quantity;
  return units;
}

/**
 * The amount of a refund request and its priced lines: the lines' cost (after what earlier refunds
 * took of each line) plus `other`, or the amount given. 400 with the sentence when a line cannot be
 * refunded, or when restock is asked of an order whose stock went back when it was cancelled.
 */
export async function priceRefund(
  tx: Tx,
  order: OrderRow,
  body: RefundBody,
  earlierId: string | null,
): Promise<{ amount: number; lines: RefundLinePriced[] }> {
  if (!body.lines?.length && !body.other) return { amount: body.amount ?? 0, lines: [] };
  if (body.restock && order.stock_released_at)
    throw badRequest('The stock of this order went back when it was cancelled: refund without restock');
  const priced = refundLines(order, body.lines ?? [], await refundedUnits(tx, order.id, earlierId));
  if ('refusal' in priced) throw badRequest(priced.refusal);
  return { amount: fromPaise(toPaise(priced.amount) + toPaise(body.other ?? 0)), lines: priced.lines };
}

/** Records a refund's lines (replacing those of an earlier failed try with the same key). */
export async function saveRefundLines(
  tx: Tx,
  order: OrderRow,
  refundId: string,
  lines: readonly RefundLinePriced[],
  restockAsked: boolean,
): Promise<void> {
  await tx.delete(refundLineRows).where(eq(refundLineRows.refund_id, refundId));
  if (lines.length === 0) return;
  await tx.insert(refundLineRows).values(
    lines.map((line) => ({
      main_id: order.main_id,
      refund_id: refundId,
      order_id: order.id,
      line_index: line.index,
      product_id: line.productId,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      amount: line.amount,
      restock: restockAsked,
    })),
  );
}

/** What a line's units took from stock: the order's reservation of its product (and variation). */
function reservationsOf(
  order: OrderRow,
  lines: readonly { line_index: number; quantity: number }[],
): StockReservation[] {
  return lines.flatMap((line) => {
    const source = order.cart_products[line.line_index] ?? {};
    const productId = String(source.product_id ?? '');
    const sku = String(source.product_sku ?? '');
    const held = order.stock_reserved.find(
      (r) => r.product_id === productId && (!r.variation_sku || r.variation_sku === sku),
    );
    if (!held) return [];
    return [{ ...held, quantity: Math.min(held.quantity, line.quantity) }];
  });
}

/** Units given back to stock by processed refunds with restock, as reservations (cancel gives back the rest only). */
export async function restockedReservations(tx: Tx, order: OrderRow): Promise<StockReservation[]> {
  const rows = await tx
    .select({ line_index: refundLineRows.line_index, quantity: refundLineRows.quantity })
    .from(refundLineRows)
    .innerJoin(refunds, eq(refunds.id, refundLineRows.refund_id))
    .where(
      and(
        eq(refundLineRows.order_id, order.id),
        eq(refundLineRows.restock, true),
        eq(refunds.status, 'processed'),
      ),
    );
  return reservationsOf(order, rows);
}

/** The order's reservations less what refunds already gave back (what a cancel still gives back). */
export function lessRestocked(
  held: readonly StockReservation[],
  given: readonly StockReservation[],
): StockReservation[] {
  const left = held.map((r) => ({ ...r }));
  for (const g of given) {
    const r = left.find((x) => x.product_id === g.product_id && x.variation_sku === g.variation_sku);
    if (r) r.quantity = Math.max(0, r.quantity - g.quantity);
  }
  return left.filter((r) => r.quantity > 0);
}

/**
 * A refund was processed: its units go back to stock when asked (in this transaction, which also
 * marks the refund processed, so once), and an order already invoiced gets a credit note numbered
 * next in the merchant's series (the series row is locked by the upsert until commit: no gaps, no
 * two notes with one number).
 */
export async function afterRefundProcessed(
  tx: Tx,
  order: OrderRow,
  refund: typeof refunds.$inferSelect,
): Promise<typeof creditNotes.$inferSelect | null> {
  const lines = await tx
    .select()
    .from(refundLineRows)
    .where(eq(refundLineRows.refund_id, refund.id))
    .orderBy(asc(refundLineRows.line_index));
  const back = reservationsOf(
    order,
    lines.filter((l) => l.restock),
  );
  if (back.length) await restock(tx, order.main_id, back);
  if (!creditNoteDue(order)) return null;
  const [series] = await tx
    .insert(creditNoteSeries)
    .values({ main_id: order.main_id, last_number: 1 })
    .onConflictDoUpdate({
      target: creditNoteSeries.main_id,
      set: { last_number: sql`${creditNoteSeries.last_number} + 1` },
    })
    .returning();
  const rate = order.gst_rate;
  const noteLine = (name: string, sku: string, quantity: number, amount: number): CreditNoteLine => {
    const gst = gstIncluded(amount, rate);
    return { name, sku, quantity, amount, taxable: gst.net, gst: gst.tax };
  };
  const linesTotal = lines.reduce((sum, l) => sum + toPaise(l.amount), 0);
  const rest = toPaise(refund.amount) - linesTotal;
  const noteLines = [
    ...lines.map((l) => noteLine(l.name, l.sku, l.quantity, l.amount)),
    ...(rest > 0 ? [noteLine(lines.length ? 'Delivery and other' : 'Refund', '', 1, fromPaise(rest))] : []),
  ];
  const total = gstIncluded(refund.amount, rate);
  const [note] = await tx
    .insert(creditNotes)
    .values({
      main_id: order.main_id,
      order_id: order.id,
      refund_id: refund.id,
      number: series.last_number,
      amount: refund.amount,
      taxable: total.net,
      tax: total.tax,
      gst_rate: rate,
      lines: noteLines,
      reason: refund.reason,
    })
    .returning();
  return note;
}

/** A credit note as the console and the shopper read it. */
export function toCreditNote(row: typeof creditNotes.$inferSelect, order: OrderRow): CreditNote {
  return {
    id: row.id,
    number: creditNoteNumber(row.number),
    refundId: row.refund_id,
    orderId: row.order_id,
    orderNumber: orderNumber(order),
    createdAt: row.createdAt.toISOString(),
    amount: row.amount,
    taxable: row.taxable,
    tax: row.tax,
    gstRate: row.gst_rate,
    reason: row.reason,
    lines: row.lines,
  };
}

/** The credit notes of an order, oldest first. */
export async function creditNotesOf(tx: Db | Tx, order: OrderRow): Promise<CreditNote[]> {
  const rows = await tx
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.main_id, order.main_id), eq(creditNotes.order_id, order.id)))
    .orderBy(asc(creditNotes.number));
  return rows.map((row) => toCreditNote(row, order));
}

/** The lines of each refund of an order, by refund id. */
export async function refundLinesOf(tx: Db | Tx, orderId: string) {
  const rows = await tx
    .select()
    .from(refundLineRows)
    .where(eq(refundLineRows.order_id, orderId))
    .orderBy(asc(refundLineRows.line_index));
  const byRefund = new Map<string, typeof rows>();
  for (const row of rows) byRefund.set(row.refund_id, [...(byRefund.get(row.refund_id) ?? []), row]);
  return byRefund;
}
