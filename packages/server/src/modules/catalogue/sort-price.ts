import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { productSortPrice } from '../../platform/core';

type ProductInsert = typeof products.$inferInsert;

/** A product row with its `sortPrice` (core's productSortPrice), as every writer of prices stores it. */
export function withSortPrice<T extends Omit<ProductInsert, 'main_id'>>(row: T): T & { sortPrice: number } {
  return { ...row, sortPrice: productSortPrice(row) };
}

const FILL_BATCH = 1000;

/**
 * Fills `sort_price` where a writer left it empty (rows from before migration 0002, or written by a
 * tool that does not know the column), a batch at a time. Returns how many rows it filled.
 */
export async function fillSortPrices(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({
        product_id: products.product_id,
        product_type: products.product_type,
        originalPrice: products.originalPrice,
        discountPrice: products.discountPrice,
        variation: products.variation,
      })
      .from(products)
      .where(isNull(products.sortPrice))
      .limit(FILL_BATCH);
    if (rows.length === 0) return filled;
    const values = sql.join(
      rows.map((row) => sql`(${row.product_id}, ${productSortPrice(row)}::numeric)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${products} set sort_price = v.price from (values ${values}) as v(id, price) where ${products.product_id} = v.id`,
    );
    filled += rows.length;
  }
}
