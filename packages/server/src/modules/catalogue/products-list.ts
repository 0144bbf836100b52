import {
  isLowStock,
  PRODUCT_COUNT_CAP,
  type ProductSummary,
  type ProductsPage,
  type ProductsQuery,
} from '@skatekit/console-contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { catalogueVersion } from '../../lib/catalogue-version';
import { productPrices } from '../../platform/core';
import { pageOf, searching, sortOf } from '../../lib/lists';
import { lineUnits, onHandOf } from './console-repository';
import { lowStockThreshold } from './stock-console-routes';

/*
 * The console's product list (`GET /admin/api/products`), kept to a few milliseconds a page at 100,000
 * products on PostgreSQL (`pnpm bench`, scale step): each sort walks an index of its own
 * (products_console_*), a page's ids are picked from the index before any row is read, and the count
 * is never taken twice for one filter set while the catalogue stays the same.
 */

type ProductRow = typeof products.$inferSelect;

/** A row of the console's product list; `storeThreshold` is the store's low-stock threshold. */
function toSummary(row: ProductRow, storeThreshold: number): ProductSummary {
  const threshold = row.low_stock_threshold ?? storeThreshold;
  const { current, regular } = productPrices(row);
  return {
    id: row.product_id,
    title: row.title,
    sku: row.sku,
    type: row.product_type,
    category: row.category,
    status: row.status === 'Active' ? 'Active' : 'Inactive',
    image: row.image,
    price: current,
    regularPrice: regular,
    onHand: onHandOf(row),
    lowStock: lineUnits(row).some((units) => isLowStock(units, threshold)),
    variations: row.variation.length,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Filter sets kept at most (least recently used dropped first). */
const MAX_COUNTS = 500;

/**
 * How many products match each filter set, for one catalogue version (lib/catalogue-version): paging
 * through a list counts its matches once, and any catalogue write (this instance's at once, another's
 * within a second) retires every count.
 */
export class MatchCounts {
  private entries = new Map<string, { version: number; total: number }>();

  get(key: string, version: number): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    return entry.total;
  }

  set(key: string, version: number, total: number): void {
    this.entries.delete(key);
    this.entries.set(key, { version, total });
    if (this.entries.size > MAX_COUNTS) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/** The sorts of the list and the column each walks (each with its products_console_* index). */
const SORT_KEYS = {
  createdAt: products.createdAt,
  title: products.title,
  price: products.sortPrice,
  updatedAt: products.updatedAt,
};

/** Searches this long or longer find their matches through the trigram indexes (pg_trgm needs 3). */
const TRIGRAM_MIN = 3;

/** One page of merchant `mainId`'s products as the console lists them (newest first by default). */
export async function listProducts(
  db: Db,
  mainId: string,
  query: ProductsQuery,
  counts: MatchCounts,
): Promise<ProductsPage> {
  const where: (SQL | undefined)[] = [eq(products.main_id, mainId)];
  // Courses are products too (category `courses`): listed with the rest, and on their own screen.
  if (query.category) where.push(eq(products.category, query.category));
  if (query.status) where.push(eq(products.status, query.status));
  if (query.type) where.push(eq(products.product_type, query.type));
  if (query.categoryType)
    where.push(sql`${products.categorytype} @> ${JSON.stringify([query.categoryType])}::jsonb`);
  where.push(searching(query.q, [products.title, products.sku]));
  const matching = and(...where);
  const { field, descending } = sortOf(query.sort, SORT_KEYS, '-createdAt');
  const by = descending ? desc : asc;
  const { limit, offset } = pageOf(query);
  const countKey = JSON.stringify([
    mainId,
    query.status,
    query.type,
    query.category,
    query.categoryType,
    query.q ?? '',
  ]);
  const version = await catalogueVersion(db);
  let total = counts.get(countKey, version);

  let rows: ProductRow[];
  if ((query.q?.length ?? 0) >= TRIGRAM_MIN) {
    // A search gathers its matches through the trigram indexes, counts them on the way (the window
    // also keeps the planner from walking the newest-first index and filtering, which reads most of
    // 100,000 rows for a rare word), then sorts only those. One scan answers the page and the count.
    const matches = db
      .select({
        id: products.product_id,
        key: SORT_KEYS[field],
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(products)
      .where(matching)
      .as('matches');
    const page = db
      .select({ id: matches.id, total: matches.total })
      .from(matches)
      .orderBy(by(matches.key), by(matches.id))
      .limit(limit)
      .offset(offset)
      .as('page');
    const picked = await db
      .select({ row: products, total: page.total })
      .from(products)
      .innerJoin(page, eq(products.product_id, page.id))
      .where(eq(products.main_id, mainId))
      .orderBy(by(SORT_KEYS[field]), by(products.product_id));
    rows = picked.map((p) => p.row);
    total ??= picked[0]?.total;
  } else {
    // Ties break on product_id in the key's direction, so each sort is one walk of its index
    // (main_id, key, product_id): the page's ids come from the index alone (a deep page skips index
    // entries, not rows), then only those rows are read.
    const pageIds = db
      .select({ id: products.product_id })
      .from(products)
      .where(matching)
      .orderBy(by(SORT_KEYS[field]), by(products.product_id))
      .limit(limit)
      .offset(offset);
    rows = await db
      .select()
      .from(products)
      .where(and(eq(products.main_id, mainId), inArray(products.product_id, pageIds)))
      .orderBy(by(SORT_KEYS[field]), by(products.product_id));
  }
  if (total === undefined) {
    // Counted up to one past the cap: a count never reads the whole catalogue.
    const [{ n }] = await db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(products)
        .where(matching)
        .limit(PRODUCT_COUNT_CAP + 1)
        .as('m'),
    );
    total = n;
  }
  counts.set(countKey, version, total);
  const capped = total > PRODUCT_COUNT_CAP;
  const storeThreshold = await lowStockThreshold(db, mainId);
  return {
    data: rows.map((row) => toSummary(row, storeThreshold)),
    total: capped ? PRODUCT_COUNT_CAP : total,
    totalCapped: capped,
    page: query.page,
    pageSize: query.pageSize,
  };
}
