import { and, eq, like, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { withSortPrice } from '../modules/catalogue/sort-price';
import type { ProductSeed } from './types';

/** Id prefix of synthetic products; `seedScale` replaces every product of the merchant with it. */
export const SCALE_ID_PREFIX = 'scale-';

const NOUNS = ['Wheels', 'Bearings', 'Helmet', 'Knee Pads', 'Toe Stop', 'Laces', 'Skates', 'Wrist Guards'];
const WORDS = [
  'Pro',
  'Street',
  'Speed',
  'Classic',
  'Glide',
  'Urban',
  'Rink',
  'Trail',
  'Aggressive',
  'Junior',
];
const CATEGORIES = ['skates', 'protective-gear', 'wheels-bearings', 'accessories'];
const BASE_DATE = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;

/**
 * The i-th synthetic product (1-based): a Simple product with a title of two words and a number,
 * a price of 40 to 6,000 rupees, some labelled Best Sellers or Trending, dated a minute apart.
 * Deterministic, so every run of the benchmark measures the same catalogue.
 */
export function syntheticProduct(i: number): ProductSeed {
  const noun = NOUNS[i % NOUNS.length];
  const word = WORDS[Math.floor(i / NOUNS.length) % WORDS.length];
  const price = 40 + ((i * 7919) % 5961);
  const tags = i % 10 === 0 ? ['Best Sellers'] : i % 10 === 5 ? ['Trending'] : [];
  return {
    product_id: `${SCALE_ID_PREFIX}${i}`,
    title: `${word} ${noun} ${i}`,
    sku: `SCALE-${i}`,
    status: 'Active',
    category: CATEGORIES[i % CATEGORIES.length],
    categorytype: tags,
    product_type: 'Simple',
    originalPrice: price,
    discountPrice: i % 3 === 0 ? Math.round(price * 0.9) : 0,
    image: `/uploads/products/scale-${i % 8}.svg`,
    gallery: [],
    short_description: `${word} ${noun.toLowerCase()} for every rink.`,
    description: `<p>${word} ${noun.toLowerCase()} for every rink.</p>`,
    stock: 'In Stock',
    totalStock: 50,
    totalSold: (i * 31) % 500,
    delivery_days: 5,
    position: 1000 + i,
    createdAt: new Date(BASE_DATE + i * MINUTE),
  };
}

/** Rows per INSERT: one JSON parameter each, expanded by the database (far faster than bound rows). */
const INSERT_BATCH = 5000;

/** Database column name of each `products` field. */
const COLUMN_OF = new Map(
  Object.entries(products)
    .filter(([, column]) => getTableConfig(products).columns.includes(column as never))
    .map(([key, column]) => [key, (column as { name: string }).name]),
);

/** A product row keyed by column names, dates as ISO text: one entry of the JSON batch. */
function toColumns(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = COLUMN_OF.get(key);
    if (column) out[column] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * Fills merchant `mainId` with `count` synthetic products (`pnpm seed:scale N`, the benchmark and the
 * budget test), replacing the synthetic products it already has; the merchant's own products stay.
 * In one transaction, a JSON batch of rows per INSERT (jsonb_populate_recordset); columns a row
 * leaves out get their defaults.
 */
export async function seedScale(db: Db, mainId: string, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(products)
      .where(and(eq(products.main_id, mainId), like(products.product_id, `${SCALE_ID_PREFIX}%`)));
    for (let start = 1; start <= count; start += INSERT_BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(start + INSERT_BATCH, count + 1); i++) {
        rows.push(toColumns({ ...withSortPrice(syntheticProduct(i)), main_id: mainId }));
      }
      const names = sql.raw(
        Object.keys(rows[0])
          .map((name) => `"${name}"`)
          .join(', '),
      );
      await tx.execute(
        sql`insert into ${products} (${names}) select ${names} from jsonb_populate_recordset(null::${products}, ${JSON.stringify(rows)}::jsonb)`,
      );
    }
  });
  // Fresh planner statistics: without them a bulk load leaves the planner expecting one row, and it
  // sorts the whole catalogue for a first page instead of walking the listing index (320 ms vs 0.2 ms
  // at 100,000 products on PostgreSQL). VACUUM also marks the new pages all-visible, as autovacuum
  // would a while later, so the console's index-only walks do not visit every row they skip (a page
  // 50,000 rows deep: 61 ms vs 9 ms).
  await db.execute(sql`vacuum analyze ${products}`);
}
