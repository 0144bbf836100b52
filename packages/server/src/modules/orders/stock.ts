import { randomUUID } from 'node:crypto';
import { lowStockCrossed } from '@skatekit/console-contract';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products, type StockReservation, type VariationRecord } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { outOfStockFor, STOCK_UNLIMITED, stockOnHand } from '../../platform/core';
import { lowStockThreshold } from '../catalogue/stock-console-routes';
import { brandOf, enqueue, merchantRecipient } from '../notifications/outbox';
import { lowStockToMerchant } from '../notifications/templates';

/** One line to take from stock. */
export interface StockRequest {
  productId: string;
  /** Variation sku for a Variable Product line. */
  variationSku?: string;
  quantity: number;
  title: string;
}

// Core's stock rule, as the shop showed it: null = not counted (Unlimited Stock, or a variation whose
// stock is no count), so never taken from; a count is taken from.
const variationUnits = (stock: VariationRecord['stock']): number | null => stockOnHand(stock) ?? null;

/**
 * Takes each line from stock inside the caller's transaction; throws 409 "Sorry, X is out of stock."
 * (rolling the whole order back) when any line cannot be had. A Simple or Grouped product is one
 * conditional UPDATE ... WHERE total_stock >= qty, so of many concurrent orders for the last unit
 * exactly one wins; a variation's stock lives in a JSON list, so its row is locked (FOR UPDATE)
 * while it is read and written. Unlimited Stock is never decremented.
 */
export async function reserveStock(
  tx: Tx,
  mainId: string,
  lines: readonly StockRequest[],
): Promise<StockReservation[]> {
  const reserved: StockReservation[] = [];
  const crossings: LowStockLine[] = [];
  let storeThreshold: number | undefined;
  /** Notes a line whose sale took it from above its threshold to at or below it. */
  const watch = async (
    product: { product_id: string; title: string; sku: string; low_stock_threshold: number | null },
    line: { sku: string; label: string },
    before: number,
    after: number,
  ) => {
    storeThreshold ??= await lowStockThreshold(tx, mainId);
    const threshold = product.low_stock_threshold ?? storeThreshold;
    if (lowStockCrossed(before, after, threshold))
      crossings.push({
        productId: product.product_id,
        title: product.title,
        ...line,
        left: after,
        threshold,
      });
  };
  for (const line of lines) {
    if (line.variationSku) {
      const [row] = await tx
        .select({
          variation: products.variation,
          product_id: products.product_id,
          title: products.title,
          sku: products.sku,
          low_stock_threshold: products.low_stock_threshold,
        })
        .from(products)
        .where(and(eq(products.main_id, mainId), eq(products.product_id, line.productId)))
        .for('update');
      const index = row?.variation.findIndex((v) => v.sku === line.variationSku) ?? -1;
      if (!row || index < 0) throw conflict(outOfStockFor(line.title));
      const units = variationUnits(row.variation[index].stock);
      if (units === null) continue;
      if (units < line.quantity) throw conflict(outOfStockFor(line.title));
      const next = row.variation.map((v, i) => (i === index ? { ...v, stock: units - line.quantity } : v));
      const sold = row.variation[index];
      await watch(
        row,
        { sku: sold.sku, label: Object.values(sold.attributes ?? {}).join(' / ') },
        units,
        units - line.quantity,
      );
      await tx
        .update(products)
        .set({ variation: next })
        .where(and(eq(products.main_id, mainId), eq(products.product_id, line.productId)));
      reserved.push({
        product_id: line.productId,
        variation_sku: line.variationSku,
        quantity: line.quantity,
      });
      continue;
    }
    const [product] = await tx
      .select({
        stock: products.stock,
        totalStock: products.totalStock,
        product_id: products.product_id,
        title: products.title,
        sku: products.sku,
        low_stock_threshold: products.low_stock_threshold,
      })
      .from(products)
      .where(and(eq(products.main_id, mainId), eq(products.product_id, line.productId)));
    const onHand = product ? stockOnHand(product.stock, product.totalStock) : 0;
    if (onHand === null) continue;
    if (onHand === 0 || onHand === undefined) throw conflict(outOfStockFor(line.title));
    const taken = await tx
      .update(products)
      .set({ totalStock: sql`${products.totalStock} - ${line.quantity}` })
      .where(
        and(
          eq(products.main_id, mainId),
          eq(products.product_id, line.productId),
          ne(products.stock, STOCK_UNLIMITED),
          gte(products.totalStock, line.quantity),
        ),
      )
      .returning({ left: products.totalStock });
    if (taken.length === 0) throw conflict(outOfStockFor(line.title));
    reserved.push({ product_id: line.productId, quantity: line.quantity });
    if (product)
      await watch(product, { sku: product.sku, label: '' }, taken[0].left + line.quantity, taken[0].left);
  }
  await mailLowStock(tx, mainId, crossings);
  return reserved;
}

/** A stock line a sale took down to its low-stock threshold. */
interface LowStockLine {
  productId: string;
  title: string;
  sku: string;
  /** The variation's attribute values ("M / Red"); '' for a product's own stock. */
  label: string;
  left: number;
  threshold: number;
}

/**
 * The merchant's mail (the notification outbox, in the order's transaction) for each line that
 * crossed into low stock: once per crossing, since a line already low does not cross again until it
 * is restocked above its threshold.
 */
async function mailLowStock(tx: Tx, mainId: string, crossings: readonly LowStockLine[]): Promise<void> {
  if (crossings.length === 0) return;
  const [brand, recipient] = await Promise.all([brandOf(tx, mainId), merchantRecipient(tx, mainId)]);
  for (const line of crossings)
    await enqueue(tx, {
      mainId,
      template: 'stock.low.merchant',
      recipient,
      // Each crossing is its own event (the transaction rolls back with the order, mail and all).
      dedupeKey: `stock-low:${mainId}:${line.productId}:${line.sku}:${randomUUID()}`,
      mail: lowStockToMerchant(brand, line),
    });
}

/** Puts reservations back (inside the caller's transaction). */
export async function restock(
  tx: Tx,
  mainId: string,
  reservations: readonly StockReservation[],
): Promise<void> {
  for (const r of reservations) {
    if (r.variation_sku) {
      const [row] = await tx
        .select({ variation: products.variation })
        .from(products)
        .where(and(eq(products.main_id, mainId), eq(products.product_id, r.product_id)))
        .for('update');
      if (!row) continue;
      const next = row.variation.map((v) => {
        if (v.sku !== r.variation_sku) return v;
        const units = variationUnits(v.stock);
        return units === null ? v : { ...v, stock: units + r.quantity };
      });
      await tx
        .update(products)
        .set({ variation: next })
        .where(and(eq(products.main_id, mainId), eq(products.product_id, r.product_id)));
    } else {
      await tx
        .update(products)
        .set({ totalStock: sql`${products.totalStock} + ${r.quantity}` })
        .where(
          and(
            eq(products.main_id, mainId),
            eq(products.product_id, r.product_id),
            ne(products.stock, STOCK_UNLIMITED),
          ),
        );
    }
  }
}

/** Counts what a paid order sold (Popular sort reads totalSold). */
export async function countSold(
  db: Db,
  mainId: string,
  reservations: readonly { product_id: string; quantity: number }[],
) {
  for (const r of reservations) {
    await db
      .update(products)
      .set({ totalSold: sql`${products.totalSold} + ${r.quantity}` })
      .where(and(eq(products.main_id, mainId), eq(products.product_id, r.product_id)));
  }
}

/** An unpaid order keeps its stock this long; then the next checkout of the merchant gives it back. */
export const RESERVATION_TTL_MS = 30 * 60 * 1000;
