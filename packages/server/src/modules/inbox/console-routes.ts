import {
  InboxItem,
  InboxKind,
  InboxQuery,
  InboxResponse,
  InboxUpdateBody,
  QuoteAnswerBody,
} from '@skatekit/console-contract';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { enquiries, leads, quotes } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { pathId } from '../../platform/params';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { brandOf, enqueue } from '../notifications/outbox';
import { quoteAnsweredToCustomer } from '../notifications/templates';
import { searching, sortOf } from '../../lib/lists';
import { asText, lineQuantity } from '../../lib/values';
import { quoteOffersConsoleRoutes } from './offers-console-routes';

/*
 * One inbox over three tables: contact-form leads, enquiries and quote requests. Each keeps its own
 * rows; the list reads the newest `page x pageSize` of each and merges them by date.
 */

const NOT_FOUND = 'Message not found';
const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;

type Lead = typeof leads.$inferSelect;
type Enquiry = typeof enquiries.$inferSelect;
type Quote = typeof quotes.$inferSelect;
type Item = z.infer<typeof InboxItem>;

const handledOf = (row: { handled_at: Date | null; staff_note: string }) => ({
  handled: row.handled_at !== null,
  handledAt: row.handled_at ? row.handled_at.toISOString() : null,
  note: row.staff_note,
});

const fromLead = (row: Lead): Item => ({
  kind: 'lead',
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  message: row.remark,
  ...handledOf(row),
  quote: null,
});

const fromEnquiry = (row: Enquiry): Item => ({
  kind: 'enquiry',
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  message: [
    row.remark,
    row.parent_name && `Parent: ${row.parent_name}`,
    row.school && `School: ${row.school}`,
    row.dob && `Date of birth: ${row.dob}`,
    row.age && `Age: ${row.age}`,
  ]
    .filter(Boolean)
    .join('\n'),
  ...handledOf(row),
  quote: null,
});

const fromQuote = (row: Quote): Item => ({
  kind: 'quote',
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  message: row.description,
  ...handledOf(row),
  quote: {
    lines: row.cart_products.map((line) => ({
      name: asText(line.product_name),
      sku: asText(line.product_sku),
      quantity: lineQuantity(line),
    })),
    price: row.quoted_price,
    message: row.quote_message,
    answeredAt: row.quoted_at ? row.quoted_at.toISOString() : null,
  },
});

/** Each kind's table, its text columns for the search, and its mapping to an inbox item. */
const KINDS = {
  lead: { table: leads, text: [leads.name, leads.email, leads.mobile, leads.remark], item: fromLead },
  enquiry: {
    table: enquiries,
    text: [enquiries.name, enquiries.email, enquiries.mobile, enquiries.remark, enquiries.parent_name],
    item: fromEnquiry,
  },
  quote: {
    table: quotes,
    text: [quotes.name, quotes.email, quotes.mobile, quotes.description],
    item: fromQuote,
  },
} as const;
type Kind = keyof typeof KINDS;

function filterOf(
  kind: Kind,
  mainId: string,
  query: { q?: string; handled?: 'true' | 'false' },
): SQL | undefined {
  const { table, text } = KINDS[kind];
  const where: (SQL | undefined)[] = [eq(table.main_id, mainId)];
  if (query.handled === 'true') where.push(isNotNull(table.handled_at));
  if (query.handled === 'false') where.push(isNull(table.handled_at));
  where.push(searching(query.q, text as readonly PgColumn[]));
  return and(...where);
}

/** One message of the merchant, locked; 404 when absent or another merchant's. */
async function lockMessage(tx: Tx, kind: Kind, mainId: string, id: string) {
  const { table } = KINDS[kind];
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.main_id, mainId), eq(table.id, id)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function readItem(db: Db | Tx, kind: Kind, mainId: string, id: string): Promise<Item> {
  const { table, item } = KINDS[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.main_id, mainId), eq(table.id, id)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return (item as (r: typeof row) => Item)(row);
}

const KindParams = z.object({ kind: InboxKind, id: pathId() });
const QuoteParams = z.object({ id: pathId() });
const ItemResponse = z.object({ data: InboxItem });

/** The console's inbox: list, mark handled with a note, answer a quote request with a price. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(quoteOffersConsoleRoutes);
  app.get(
    `${ADMIN_API}/inbox`,
    {
      preHandler: requireStaff('inbox.read'),
      schema: { querystring: InboxQuery, response: { 200: InboxResponse } },
    },
    async (request) => {
      const query = request.query;
      const mainId = staffOf(request).mainId;
      sortOf(query.sort, { createdAt: 1 }, '-createdAt');
      const kinds = (query.kind ? [query.kind] : Object.keys(KINDS)) as Kind[];
      const take = query.page * query.pageSize;
      const items: Item[] = [];
      let total = 0;
      for (const kind of kinds) {
        const { table, item } = KINDS[kind];
        const where = filterOf(kind, mainId, query);
        const rows = await app.db
          .select()
          .from(table)
          .where(where)
          .orderBy(desc(table.createdAt), desc(table.id))
          .limit(take);
        items.push(...rows.map((row) => (item as (r: typeof row) => Item)(row)));
        total += (await app.db.select({ n: count() }).from(table).where(where))[0].n;
      }
      const ascending = query.sort === 'createdAt';
      items.sort(
        (a, b) => (ascending ? 1 : -1) * (a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)),
      );
      const counts = { unhandled: 0, lead: 0, enquiry: 0, quote: 0 };
      for (const kind of Object.keys(KINDS) as Kind[]) {
        const { table } = KINDS[kind];
        counts[kind] = (
          await app.db.select({ n: count() }).from(table).where(eq(table.main_id, mainId))
        )[0].n;
        counts.unhandled += (
          await app.db
            .select({ n: count() })
            .from(table)
            .where(and(eq(table.main_id, mainId), isNull(table.handled_at)))
        )[0].n;
      }
      const start = (query.page - 1) * query.pageSize;
      return {
        data: items.slice(start, start + query.pageSize),
        total,
        page: query.page,
        pageSize: query.pageSize,
        counts,
      };
    },
  );

  app.patch(
    `${ADMIN_API}/inbox/:kind/:id`,
    {
      preHandler: requireStaff('inbox.handle'),
      schema: { params: KindParams, body: InboxUpdateBody, response: { 200: ItemResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const { kind, id } = request.params;
      const body = request.body;
      await app.db.transaction(async (tx) => {
        const row = await lockMessage(tx, kind, staff.mainId, id);
        const set: { handled_at?: Date | null; handled_by?: string | null; staff_note?: string } = {};
        if (body.handled !== undefined) {
          set.handled_at = body.handled ? (row.handled_at ?? app.services.now()) : null;
          set.handled_by = body.handled ? staff.email : null;
        }
        if (body.note !== undefined) set.staff_note = body.note;
        const { table } = KINDS[kind];
        if (Object.keys(set).length > 0) await tx.update(table).set(set).where(eq(table.id, row.id));
        await writeAudit(tx, staff.mainId, staff, {
          action: `${kind}.update`,
          entity: kind,
          entityId: row.id,
          before: { handled: row.handled_at !== null, note: row.staff_note },
          after: {
            handled: body.handled ?? row.handled_at !== null,
            note: body.note ?? row.staff_note,
          },
        });
      });
      return { data: await readItem(app.db, kind, staff.mainId, id) };
    },
  );

  app.post(
    `${ADMIN_API}/inbox/quote/:id/answer`,
    {
      preHandler: requireStaff('inbox.handle'),
      schema: { params: QuoteParams, body: QuoteAnswerBody, response: { 200: ItemResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const { price, message } = request.body;
      await app.db.transaction(async (tx) => {
        const row = (await lockMessage(tx, 'quote', staff.mainId, request.params.id)) as Quote;
        const now = app.services.now();
        const [after] = await tx
          .update(quotes)
          .set({
            quoted_price: price,
            quote_message: message,
            quoted_at: now,
            handled_at: row.handled_at ?? now,
            handled_by: row.handled_by ?? staff.email,
          })
          .where(eq(quotes.id, row.id))
          .returning();
        await writeAudit(tx, staff.mainId, staff, {
          action: 'quote.answer',
          entity: 'quote',
          entityId: row.id,
          before: { price: row.quoted_price, message: row.quote_message },
          after: { price: after.quoted_price, message: after.quote_message },
        });
        const item = fromQuote(after);
        await enqueue(tx, {
          mainId: row.main_id,
          template: 'quote.answered.customer',
          recipient: row.email,
          // Each answer is its own mail (a corrected price is sent again).
          dedupeKey: `quote:${row.id}:answer:${now.getTime()}`,
          mail: quoteAnsweredToCustomer(await brandOf(tx, row.main_id), {
            name: row.name,
            price,
            message,
            items: item.quote?.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ') || '-',
          }),
        });
      });
      return { data: await readItem(app.db, 'quote', staff.mainId, request.params.id) };
    },
  );
};
