import {
  CATALOGUE_TEXTS,
  COURSE_CATEGORY,
  page,
  StockQuery,
  StockRow,
  StockSettings,
  type StockValue,
  StockWriteBody,
  isLowStock,
  stockBelowZero,
  stockChanged,
} from '@skatekit/console-contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { DEFAULT_LOW_STOCK_THRESHOLD, products, stockSettings } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { IdParams } from '../../platform/params';
import { STOCK_UNLIMITED, VARIABLE_PRODUCT } from '../../platform/core';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { containing, pageOf } from '../../lib/lists';
import { loadProduct, stockValueOf, variationTotal } from './console-repository';

/** The rows of a raw query (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;
const CATALOGUE_WRITE = { catalogueWrite: true } as const;

/** The merchant's low-stock threshold (the default without a settings row). */
export async function lowStockThreshold(db: Db | Tx, mainId: string): Promise<number> {
  const [row] = await db.select().from(stockSettings).where(eq(stockSettings.main_id, mainId));
  return row?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

/*
 * Units on hand of a stock line in SQL, for the low-stock filter and its order; it mirrors core's
 * stockOnHand (null = not counted: Unlimited Stock, or a variation whose stock is no count), which
 * the answer's figures come from.
 */
const ON_HAND = sql`case
  when v.value is null then (case
    when lower(p.stock) = 'unlimited stock' then null
    when lower(p.stock) = 'out of stock' then 0
    else greatest(p.total_stock, 0) end)
  when lower(v.value->>'stock') = 'out of stock' then 0
  when v.value->>'stock' ~ '^[0-9]+(\\.[0-9]+)?$' then floor((v.value->>'stock')::numeric)::int
  else null end`;

interface LineRow extends Record<string, unknown> {
  product_id: string;
  title: string;
  sku: string;
  status: string;
  variation_sku: string | null;
  attrs: Record<string, string> | null;
  on_hand: number | null;
  threshold: number;
  total: number;
}

/** Units held by unpaid orders that still hold their stock, by product id and variation sku ('' for none). */
async function heldUnits(db: Db | Tx, mainId: string, productIds: string[]): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  if (productIds.length === 0) return held;
  const rows = rowsOf<{ product_id: string; variation_sku: string; held: number }>(
    await db.execute(sql`
    select r->>'product_id' as product_id, coalesce(r->>'variation_sku', '') as variation_sku,
      sum((r->>'quantity')::int)::int as held
    from orders o, jsonb_array_elements(o.stock_reserved) r
    where o.main_id = ${mainId} and o.paid_at is null and o.stock_released_at is null
      and r->>'product_id' in (select jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))
    group by 1, 2`),
  );
  for (const row of rows) held.set(`${row.product_id}\n${row.variation_sku}`, Number(row.held));
  return held;
}

/**
 * Stock lines of the merchant: a line per Simple/Grouped product and per variation; courses left out.
 * A line is low at or below its product's threshold, else the store's.
 */
async function stockLines(
  db: Db | Tx,
  mainId: string,
  query: { q?: string; low?: boolean; productId?: string; page: number; pageSize: number },
) {
  const threshold = await lowStockThreshold(db, mainId);
  const where: SQL[] = [sql`p.main_id = ${mainId}`, sql`p.category <> ${COURSE_CATEGORY}`];
  if (query.productId) where.push(sql`p.product_id = ${query.productId}`);
  if (query.q) {
    const like = containing(query.q);
    where.push(sql`(p.title ilike ${like} or p.sku ilike ${like} or v.value->>'sku' ilike ${like})`);
  }
  const { limit, offset } = pageOf(query);
  const rows = rowsOf<LineRow>(
    await db.execute(sql`
    select * from (
      select p.product_id, p.title, p.sku, p.status, v.value->>'sku' as variation_sku,
        v.value->'attributes' as attrs, ${ON_HAND} as on_hand,
        coalesce(p.low_stock_threshold, ${threshold}) as threshold
      from ${products} p
      left join lateral jsonb_array_elements(
        case when p.product_type = ${VARIABLE_PRODUCT} then p.variation else '[]'::jsonb end) v(value) on true
      where ${sql.join(where, sql` and `)}
    ) lines
    ${query.low ? sql`where on_hand is not null and on_hand <= threshold` : sql``}
    order by ${query.low ? sql`on_hand asc,` : sql``} title asc, product_id asc, variation_sku asc nulls first
    limit ${limit} offset ${offset}`),
  );
  const counted = rowsOf<{ total: number }>(
    await db.execute(sql`
    select count(*)::int as total from (
      select ${ON_HAND} as on_hand, coalesce(p.low_stock_threshold, ${threshold}) as threshold
      from ${products} p
      left join lateral jsonb_array_elements(
        case when p.product_type = ${VARIABLE_PRODUCT} then p.variation else '[]'::jsonb end) v(value) on true
      where ${sql.join(where, sql` and `)}
    ) lines
    ${query.low ? sql`where on_hand is not null and on_hand <= threshold` : sql``}`),
  );
  const held = await heldUnits(db, mainId, [...new Set(rows.map((r) => r.product_id))]);
  const data: StockRow[] = rows.map((row) => {
    const onHand = row.on_hand === null ? null : Number(row.on_hand);
    return {
      productId: row.product_id,
      title: row.title,
      sku: row.sku,
      variationSku: row.variation_sku,
      label: row.attrs ? Object.values(row.attrs).join(' / ') : '',
      status: row.status === 'Active' ? 'Active' : 'Inactive',
      onHand,
      held: held.get(`${row.product_id}\n${row.variation_sku ?? ''}`) ?? 0,
      low: isLowStock(onHand, Number(row.threshold)),
    };
  });
  return { data, total: Number(counted[0]?.total ?? 0), page: query.page, pageSize: query.pageSize };
}

const StockResponse = page(StockRow);
const stockUnits = (value: StockValue) => (value === STOCK_UNLIMITED ? null : value);

/**
 * The console's stock: lines with units held by unpaid orders, the low-stock list, and the stock write:
 * a set checked against the on-hand the member saw, or an adjustment, under the product's row lock,
 * so neither a sale nor another member's edit is ever overwritten.
 */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/stock`,
    {
      preHandler: requireStaff('catalogue.read'),
      schema: { querystring: StockQuery, response: { 200: StockResponse } },
    },
    async (request) => stockLines(app.db, staffOf(request).mainId, request.query),
  );

  app.post(
    `${ADMIN_API}/stock/:id`,
    {
      preHandler: requireStaff('stock.update'),
      config: CATALOGUE_WRITE,
      schema: { params: IdParams, body: StockWriteBody, response: { 200: z.object({ data: StockRow }) } },
    },
    async (request) => {
      const staff = staffOf(request);
      const body = request.body;
      await app.db.transaction(async (tx) => {
        // The row lock orders this write with the checkout's (which locks a Variable Product's row, and
        // counts a Simple one down with a conditional UPDATE that waits for this lock).
        const row = await loadProduct(tx, staff.mainId, request.params.id, true);
        const index = body.variationSku ? row.variation.findIndex((v) => v.sku === body.variationSku) : -1;
        if (body.variationSku && index < 0) throw notFound(CATALOGUE_TEXTS.VARIATION_NOT_FOUND);
        const current =
          index >= 0 ? stockValueOf(row.variation[index].stock) : stockValueOf(row.stock, row.totalStock);
        let next: StockValue;
        if (body.mode === 'set') {
          if (body.expected !== current) throw conflict(stockChanged(stockUnits(current)));
          next = body.onHand;
        } else {
          if (current === STOCK_UNLIMITED) throw conflict(CATALOGUE_TEXTS.UNLIMITED_NOT_ADJUSTABLE);
          next = current + body.delta;
          if (next < 0) throw conflict(stockBelowZero(current));
        }
        if (index >= 0) {
          const variation = row.variation.map((v, i) => (i === index ? { ...v, stock: next } : v));
          await tx
            .update(products)
            .set({ variation, totalStock: variationTotal(variation) })
            .where(eq(products.product_id, row.product_id));
        } else {
          await tx
            .update(products)
            .set(
              next === STOCK_UNLIMITED
                ? { stock: STOCK_UNLIMITED, totalStock: 0 }
                : { stock: next > 0 ? 'In Stock' : 'Out of Stock', totalStock: next },
            )
            .where(eq(products.product_id, row.product_id));
        }
        await writeAudit(tx, staff.mainId, staff, {
          action: `stock.${body.mode}`,
          entity: 'product',
          entityId: row.product_id,
          before: { variationSku: body.variationSku ?? null, onHand: current },
          after: { variationSku: body.variationSku ?? null, onHand: next, note: body.note },
        });
      });
      const lines = await stockLines(app.db, staff.mainId, {
        productId: request.params.id,
        page: 1,
        pageSize: 100,
      });
      const line = lines.data.find((l) => l.variationSku === (body.variationSku ?? null));
      if (!line) throw notFound(CATALOGUE_TEXTS.VARIATION_NOT_FOUND);
      return { data: line };
    },
  );

  app.get(
    `${ADMIN_API}/stock-settings`,
    {
      preHandler: requireStaff('catalogue.read'),
      schema: { response: { 200: z.object({ data: StockSettings }) } },
    },
    async (request) => ({
      data: { lowStockThreshold: await lowStockThreshold(app.db, staffOf(request).mainId) },
    }),
  );

  app.put(
    `${ADMIN_API}/stock-settings`,
    {
      preHandler: requireStaff('catalogue.write'),
      schema: { body: StockSettings, response: { 200: z.object({ data: StockSettings }) } },
    },
    async (request) => {
      const staff = staffOf(request);
      await app.db.transaction(async (tx) => {
        const before = await lowStockThreshold(tx, staff.mainId);
        await tx
          .insert(stockSettings)
          .values({ main_id: staff.mainId, low_stock_threshold: request.body.lowStockThreshold })
          .onConflictDoUpdate({
            target: stockSettings.main_id,
            set: { low_stock_threshold: request.body.lowStockThreshold },
          });
        await writeAudit(tx, staff.mainId, staff, {
          action: 'stock.settings',
          entity: 'stock-settings',
          entityId: staff.mainId,
          before: { lowStockThreshold: before },
          after: request.body,
        });
      });
      return { data: request.body };
    },
  );
};
