import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, products } from '../../db/schema';

export type CartLineRow = typeof cartLines.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** Products of the merchant by id, whatever their status. */
export async function productsById(db: Db, mainId: string, ids: string[]): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.main_id, mainId), inArray(products.product_id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.product_id, row]));
}

/** Adds a line; false when the user already has that sku (one line per sku). */
export async function insertLine(db: Db, values: typeof cartLines.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(cartLines)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: cartLines.id });
  return rows.length === 1;
}

export function listLines(db: Db, mainId: string, userId: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.main_id, mainId), eq(cartLines.user_id, userId)))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export async function deleteLine(db: Db, mainId: string, userId: string, sku: string): Promise<number> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.main_id, mainId), eq(cartLines.user_id, userId), eq(cartLines.product_sku, sku)))
    .returning({ id: cartLines.id });
  return rows.length;
}

/** Sets the quantity of the user's line with that sku; answers how many lines changed (0 or 1). */
export async function setLineQuantity(
  db: Db,
  mainId: string,
  userId: string,
  sku: string,
  quantity: number,
): Promise<number> {
  const rows = await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.main_id, mainId), eq(cartLines.user_id, userId), eq(cartLines.product_sku, sku)))
    .returning({ id: cartLines.id });
  return rows.length;
}

export async function clearLines(db: Db, mainId: string, userId: string): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.main_id, mainId), eq(cartLines.user_id, userId)));
}
