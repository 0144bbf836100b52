import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { perDb, preparedStatement } from '../../lib/prepared';
import { cartLines } from '../../db/schema';

export type CartLineRow = typeof cartLines.$inferSelect;

/** Adds a line; false when the user already has that sku (one line per sku). */
export async function insertLine(db: Db, values: typeof cartLines.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(cartLines)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: cartLines.id });
  return rows.length === 1;
}

const linesOf = perDb((db) =>
  db
    .select()
    .from(cartLines)
    .where(
      and(eq(cartLines.main_id, sql.placeholder('mainId')), eq(cartLines.user_id, sql.placeholder('userId'))),
    )
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare('cart_lines_of'),
);

/** The user's lines, oldest first (a prepared statement). */
export function listLines(db: Db, mainId: string, userId: string): Promise<CartLineRow[]> {
  return linesOf(db).execute({ mainId, userId });
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

const clearCart = perDb((db) =>
  db
    .delete(cartLines)
    .where(
      and(eq(cartLines.main_id, sql.placeholder('mainId')), eq(cartLines.user_id, sql.placeholder('userId'))),
    )
    .prepare('cart_clear'),
);

/** Empties the user's cart (a prepared statement on the database; a plain one inside a transaction). */
export async function clearLines(db: Db | Tx, mainId: string, userId: string): Promise<void> {
  if (db instanceof PgTransaction) {
    await db.delete(cartLines).where(and(eq(cartLines.main_id, mainId), eq(cartLines.user_id, userId)));
    return;
  }
  await clearCart(db as Db).execute({ mainId, userId });
}

/** The columns of a cart line a cart answer needs (the rest is the catalogue's, re-read per answer). */
export interface CartLineRef {
  id: string;
  product_id: string;
  product_sku: string;
  quantity: number;
  user_id: string;
  user_name: string;
  typeofsimple: string;
  product_name: string;
  main_id: string;
}

/** What one add did: the caller's lines before it, and the line it wrote (null: nothing written). */
export interface UpsertedLine {
  before: CartLineRef[];
  written: CartLineRef | null;
}

const REF_COLUMNS = [
  'id',
  'product_id',
  'product_sku',
  'quantity',
  'user_id',
  'user_name',
  'typeofsimple',
  'product_name',
  'main_id',
] as const;

type LineColumn = keyof typeof cartLines.$inferInsert;
const upsertStatements = new Map<string, ReturnType<typeof preparedStatement>>();

/**
 * The add-to-cart statement for one set of columns (lines of the same kind write the same ones), with
 * placeholders for the line's values and the policy: prepared once per database (lib/prepared).
 */
function upsertStatement(columns: readonly LineColumn[]) {
  const key = columns.join(',');
  let statement = upsertStatements.get(key);
  if (statement) return statement;
  const column = (name: LineColumn) => cartLines[name as keyof typeof cartLines.$inferSelect];
  const value = (name: LineColumn) => sql.param(sql.placeholder(name), column(name));
  const names = sql.join(
    columns.map((name) => sql.identifier(column(name).name)),
    sql`, `,
  );
  const params = sql.join(
    columns.map((name) => sql`${value(name)}::${sql.raw(column(name).getSQLType())}`),
    sql`, `,
  );
  const refs = sql.raw(REF_COLUMNS.map((c) => `"${c}"`).join(', '));
  statement = preparedStatement(
    `cart_upsert_${upsertStatements.size}`,
    () => sql`
    with before as (
      select ${refs}, row_number() over (order by ${cartLines.createdAt}, "id") as n from ${cartLines}
      where "main_id" = ${value('main_id')}::text and "user_id" = ${value('user_id')}::text
    ), up as (
      insert into ${cartLines} (${names})
      select ${params}
      on conflict ("main_id", "user_id", "product_sku") do update
        set "quantity" = ${cartLines}."quantity" + excluded."quantity"
        where ${sql.placeholder('increase')}::boolean
          and ${cartLines}."quantity" + excluded."quantity" <= ${sql.placeholder('cap')}::integer
      returning ${refs}
    )
    select 'before' as side, n, ${refs} from before
    union all
    select 'up' as side, 0 as n, ${refs} from up
  `,
  );
  upsertStatements.set(key, statement);
  return statement;
}

/**
 * Adds a line in ONE statement (`INSERT ... ON CONFLICT` inside a CTE), which also answers the
 * caller's lines as they were before it, so the route names the outcome and answers the cart without
 * another query. Core's cart policy (`addLine`), as the statement applies it atomically:
 * - `listing` and `merge`: nothing is written when the same sku exists (another size is a new line);
 * - `detail`: the same sku's quantity goes up by the item's, only while it stays within `cap` (the
 *   line's units on hand and MAX_LINE_QUANTITY); else nothing is written.
 * A new line is written whatever the context when no line of it exists.
 */
export async function upsertLine(
  db: Db,
  values: typeof cartLines.$inferInsert,
  policy: { context: 'listing' | 'detail' | 'merge'; cap: number },
): Promise<UpsertedLine> {
  // The id is made here, as the schema's default would (a statement of our own skips drizzle's).
  values = { id: randomUUID(), ...values };
  const columns = (Object.keys(values) as (keyof typeof values)[]).filter(
    (key) => values[key] !== undefined && key in cartLines,
  );
  const result = await upsertStatement(columns)(db, {
    ...Object.fromEntries(columns.map((key) => [key, values[key]])),
    increase: policy.context === 'detail',
    cap: policy.cap,
  });
  type Row = CartLineRef & { side: string; n: number | string };
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  const strip = ({ side: _side, n: _n, ...ref }: Row): CartLineRef => ({
    ...ref,
    quantity: Number(ref.quantity),
  });
  const written = rows.find((row) => row.side === 'up');
  return {
    before: rows
      .filter((row) => row.side === 'before')
      .sort((a, b) => Number(a.n) - Number(b.n))
      .map(strip),
    written: written ? strip(written) : null,
  };
}
