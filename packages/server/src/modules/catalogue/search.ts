import { and, asc, desc, eq, gt, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orders, products } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import {
  AWAITING_PAYMENT,
  COURSE_CATEGORY,
  LISTING_SORTS,
  PRICE_RANGES,
  type PriceRangeId,
  SHOP_SORTS,
  SUGGESTIONS_MAX,
  searchSuggestions,
  type Suggestion,
} from '../../platform/core';
import type { ProductRow } from './repository';

/** Trending counts the orders of this many days. */
export const TRENDING_DAYS = 30;

/** The sort of a query: a sales tab (Best Sellers, Trending) without a sort of its own lists by units sold. */
export const salesSort = (query: { sort?: string; tab?: string }): string | undefined =>
  query.sort ?? (query.tab === 'best-sellers' || query.tab === 'trending' ? 'best-selling' : undefined);

/** Largest page a client may ask for. */
export const MAX_PAGE_LIMIT = 100;
/** Page size when `page` is given without `limit` (the spec's page size). */
export const DEFAULT_PAGE_LIMIT = 10;

/** Every sort of both spec lists (listing/category page and shop), by core's ids. */
export const SEARCH_SORTS = [...new Set([...LISTING_SORTS, ...SHOP_SORTS].map((s) => s.id))] as [
  string,
  ...string[],
];
export type SearchSort = (typeof LISTING_SORTS)[number]['id'] | (typeof SHOP_SORTS)[number]['id'];

/** Popular Products tabs as query values (`all` = no tab). */
export const SEARCH_TABS = ['all', 'new-arrivals', 'best-sellers', 'trending'] as const;

/** A comma-separated list in one query parameter: trimmed, empty entries dropped. */
const commaList = (max: number) =>
  z
    .string()
    .max(2000)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .refine((list) => list.length <= max, `at most ${max} entries`);

const priceIds = PRICE_RANGES.map((range) => range.id) as string[];
const anyPriceId = priceIds.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/** A comma-separated list of price range ids (so the document can say it; the refine below decides). */
const PRICE_LIST = new RegExp(
  `^[\\s,]*(?:(?:${anyPriceId})(?:\\s*,[\\s,]*(?:${anyPriceId})){0,${priceIds.length - 1}}[\\s,]*)?$`,
);

/**
 * Query of the product search (`page` and `limit` are the spec's; the rest is SkateKit's extension,
 * docs/api.md). Unknown parameters are ignored, as the spec's backend does.
 */
export const ProductSearchQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
  /** Categories, comma-separated, matched ignoring case. */
  category: commaList(50)
    .describe('Categories, comma-separated (at most 50), matched ignoring case')
    .optional(),
  /** Price range ids of core's PRICE_RANGES, comma-separated (both ends inclusive). */
  price: z
    .string()
    .regex(PRICE_LIST, `price ranges are ${priceIds.join(', ')}`)
    .pipe(commaList(priceIds.length))
    .refine((ids) => ids.every((id) => priceIds.includes(id)), `price ranges are ${priceIds.join(', ')}`)
    .optional(),
  /** `equipment` (everything but courses) or `course`. */
  type: z.enum(['equipment', 'course']).optional(),
  /** Title search: titles containing the text, ignoring case. */
  q: z.string().trim().max(100).optional(),
  tab: z.enum(SEARCH_TABS).optional(),
  /** Keyset cursor from a previous answer's `next_cursor`; replaces `page`. */
  cursor: z.string().max(400).optional(),
});
export type ProductSearch = z.output<typeof ProductSearchQuery>;

/** True when the call is the spec's bare whole-catalogue read (no paging, no filter). */
export function isWholeCatalogue(query: ProductSearch): boolean {
  return Object.values(query).every((value) => value === undefined);
}

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The order key a sort puts before the listing order (position, product_id); null = listing order. */
interface SortKey {
  column: typeof products.createdAt | typeof products.totalSold | typeof products.sortPrice;
  /** SQL type of the column, for the cursor's value. */
  type: 'timestamptz' | 'integer' | 'numeric';
  direction: 'asc' | 'desc';
  /** A row's key value as it goes into a cursor. */
  read(row: ProductRow): string | number | null;
  /** A cursor's key value back to a query parameter. */
  parse(value: unknown): unknown;
}

const numberKey = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function sortKey(sort: string | undefined): SortKey | null {
  switch (sort as SearchSort | undefined) {
    case undefined:
    case 'recommended':
      return null;
    case 'newest':
      return {
        column: products.createdAt,
        type: 'timestamptz',
        direction: 'desc',
        read: (row) => row.createdAt.toISOString(),
        parse: (value) =>
          typeof value === 'string' && Number.isFinite(Date.parse(value)) ? value : undefined,
      };
    case 'popular':
    case 'best-selling':
      return {
        column: products.totalSold,
        type: 'integer',
        direction: 'desc',
        read: (row) => row.totalSold,
        parse: numberKey,
      };
    case 'price-asc':
    case 'price-desc':
      return {
        column: products.sortPrice,
        type: 'numeric',
        direction: sort === 'price-asc' ? 'asc' : 'desc',
        read: (row) => row.sortPrice,
        parse: numberKey,
      };
  }
}

/** ORDER BY of a sort: its key, then the listing order. */
function orderOf(key: SortKey | null): SQL[] {
  return [
    ...(key ? [key.direction === 'asc' ? asc(key.column) : desc(key.column)] : []),
    asc(products.position),
    asc(products.product_id),
  ];
}

/** Opaque keyset cursor: the last row's sort key, position and id. */
function encodeCursor(key: SortKey | null, row: ProductRow): string {
  const parts = key ? [key.read(row), row.position, row.product_id] : [row.position, row.product_id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function decodeCursor(key: SortKey | null, cursor: string) {
  const invalid = () => badRequest('cursor is not a cursor this server gave out');
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== (key ? 3 : 2)) throw invalid();
  const [position, productId] = parts.slice(-2);
  const value = key ? key.parse(parts[0]) : null;
  if (value === undefined || !Number.isInteger(position) || typeof productId !== 'string') throw invalid();
  return { value, position: position as number, productId };
}

/** Rows after the cursor in the order (key, position asc, product_id asc). */
function afterCursor(key: SortKey | null, cursor: ReturnType<typeof decodeCursor>): SQL {
  const listingAfter = or(
    gt(products.position, cursor.position),
    and(eq(products.position, cursor.position), gt(products.product_id, cursor.productId)),
  ) as SQL;
  if (!key) return listingAfter;
  const value = sql`${cursor.value}::${sql.raw(key.type)}`;
  const beyond = key.direction === 'asc' ? sql`${key.column} > ${value}` : sql`${key.column} < ${value}`;
  return or(beyond, and(sql`${key.column} = ${value}`, listingAfter)) as SQL;
}

/** What the search answers: the page, the number of matches, the cursor of the next page. */
export interface SearchResult {
  rows: ProductRow[];
  total: number;
  nextCursor?: string;
}

/**
 * Conditions of a search on one merchant's Active products (filters, tab, title) - everything but
 * paging. `newArrivalIds` is the first New Arrivals group's ids, needed for that tab.
 */
export function searchConditions(mainId: string, query: ProductSearch, newArrivalIds: readonly string[]) {
  const conditions: SQL[] = [eq(products.main_id, mainId), eq(products.status, 'Active')];
  const lowerCategory = sql`lower(${products.category})`;
  if (query.type === 'equipment') conditions.push(ne(lowerCategory, COURSE_CATEGORY));
  if (query.type === 'course') conditions.push(eq(lowerCategory, COURSE_CATEGORY));
  if (query.category?.length) {
    const wanted = query.category.map((c) => c.toLowerCase());
    conditions.push(sql`${lowerCategory} in ${wanted}`);
  }
  if (query.price?.length) {
    const ranges = PRICE_RANGES.filter((range) => (query.price as PriceRangeId[]).includes(range.id));
    conditions.push(
      or(...ranges.map((r) => sql`${products.sortPrice} between ${r.min} and ${r.max}`)) as SQL,
    );
  }
  if (query.q) conditions.push(ilike(products.title, containsPattern(query.q)));
  // Issue 39: computed from the orders, not a label the merchant keeps: Best Sellers are the products
  // ever sold (totalSold, counted as orders stand), Trending those sold in the last TRENDING_DAYS days
  // by an order still standing; both by units sold (salesTab).
  if (query.tab === 'best-sellers') conditions.push(gt(products.totalSold, 0));
  if (query.tab === 'trending') {
    const since = new Date(Date.now() - TRENDING_DAYS * 24 * 60 * 60 * 1000);
    conditions.push(sql`${products.product_id} in (
      select line->>'product_id' from ${orders}, jsonb_array_elements(${orders.cart_products}) as line
      where ${orders.main_id} = ${mainId} and ${orders.createdAt} >= ${since}
        and ${orders.orderStatus} not in (${AWAITING_PAYMENT}, 'Cancelled'))`);
  }
  if (query.tab === 'new-arrivals') {
    conditions.push(newArrivalIds.length ? sql`${products.product_id} in ${newArrivalIds}` : sql`false`);
  }
  return and(...conditions) as SQL;
}

/**
 * One page of a search, in the sort's order with the listing order (position, product_id) breaking
 * ties - the same order core's stable sorts give the whole list. `cursor` pages by keyset (constant
 * cost at any depth); `page` by offset (the spec's). `countMatches` gives the total (cached by the caller).
 */
export async function searchPage(
  db: Db,
  where: SQL,
  query: ProductSearch,
  countMatches: () => Promise<number>,
): Promise<SearchResult> {
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  const key = sortKey(salesSort(query));
  const cursor = query.cursor ? decodeCursor(key, query.cursor) : null;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(products)
      .where(cursor ? and(where, afterCursor(key, cursor)) : where)
      .orderBy(...orderOf(key))
      .limit(limit)
      .offset(cursor ? 0 : ((query.page ?? 1) - 1) * limit),
    countMatches(),
  ]);
  const last = rows.at(-1);
  return { rows, total, nextCursor: last && rows.length === limit ? encodeCursor(key, last) : undefined };
}

/** Every product matching `where`, in the sort's order (a filtered call without paging). */
export function listMatching(db: Db, where: SQL, sort: string | undefined): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(where)
    .orderBy(...orderOf(sortKey(sort)));
}

/** Number of products matching `where`. */
export async function countProducts(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
  return row?.n ?? 0;
}

/**
 * What a search's count depends on besides the merchant and the catalogue: its filters, in one
 * spelling (lists sorted, categories lower-cased as they are matched). Paging and sort are not in it.
 */
export function filterKey(mainId: string, query: ProductSearch): string {
  const sorted = (list: readonly string[] | undefined) => [...new Set(list ?? [])].sort();
  return JSON.stringify([
    mainId,
    query.type ?? null,
    sorted(query.category?.map((c) => c.toLowerCase())),
    sorted(query.price),
    query.q || null,
    query.tab && query.tab !== 'all' ? query.tab : null,
  ]);
}

/** Counts kept at most; the least recently used goes first. */
const MAX_COUNTS = 10_000;

/**
 * Search totals by filter (`filterKey`), each valid for the catalogue version it was counted under,
 * so every page of one listing shares one `count(*)` per catalogue version instead of one per page.
 */
export class CountCache {
  private counts = new Map<string, { version: number; total: number }>();

  async get(key: string, version: number, count: () => Promise<number>): Promise<number> {
    const kept = this.counts.get(key);
    if (kept) {
      this.counts.delete(key);
      if (kept.version === version) {
        this.counts.set(key, kept);
        return kept.total;
      }
    }
    const total = await count();
    this.counts.set(key, { version, total });
    if (this.counts.size > MAX_COUNTS) this.counts.delete(this.counts.keys().next().value as string);
    return total;
  }
}

/**
 * Header search suggestions for `text`: the database narrows to titles containing it (trigram
 * index), in listing order, a batch at a time; core's `searchSuggestions` picks the titles (unique
 * ignoring case, at most 8), so the server and a client holding the whole catalogue agree.
 */
export async function suggestTitles(db: Db, mainId: string, text: string): Promise<Suggestion[]> {
  const needle = text.trim();
  if (needle === '') return [];
  const where = searchConditions(mainId, { type: 'equipment', q: needle }, []);
  const batch = SUGGESTIONS_MAX * 8;
  const seen: { title: string; status: string; product_id: string }[] = [];
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select({ title: products.title, status: products.status, product_id: products.product_id })
      .from(products)
      .where(where)
      .orderBy(asc(products.position), asc(products.product_id))
      .limit(batch)
      .offset(offset);
    seen.push(...rows);
    const titles = searchSuggestions(seen, needle);
    if (titles.length >= SUGGESTIONS_MAX || rows.length < batch) return titles;
  }
}
