import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../platform/errors';
import { IdParams } from '../../platform/params';
import { writeAudit } from './audit';
import { ADMIN_API, requireStaff, type StaffContext } from './guard';

/*
 * The console's writes of one merchant's records (a delivery band, a slide, a coupon): each route locks
 * the row, writes it and audits it in one transaction, and answers the record as the console shows it.
 */

/** Who is signed in on a console route (set by `requireStaff`, which every console route runs first). */
export const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;

/** A table of merchants' rows, each keyed by `id`. */
export type MerchantTable = PgTable & { id: PgColumn; main_id: PgColumn };

/** One row of the merchant's, locked for the write; 404 `message` when absent or another merchant's. */
export async function lockOwn<T extends MerchantTable>(
  tx: Tx,
  table: T,
  mainId: string,
  id: string,
  message: string,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.main_id, mainId), eq(table.id, id)))
    .for('update');
  if (!row) throw notFound(message);
  return row as T['$inferSelect'];
}

/** How the console writes one kind of record: its table, its body and the record it answers. */
export interface RecordWrites<T extends MerchantTable, Body, View> {
  /** The collection, e.g. `/delivery-bands` under `/admin/api`: POST adds, PUT and DELETE `/:id`. */
  path: string;
  /** The audit's entity, e.g. `delivery-band`; the actions are `<entity>.create`, `.update`, `.delete`. */
  entity: string;
  table: T;
  permission: NonNullable<Parameters<typeof requireStaff>[0]>;
  /** The routes' config, e.g. CATALOGUE_WRITE (the storefront's cached reads see the write). */
  config?: Record<string, unknown>;
  body: z.ZodType<Body>;
  /** The record as the console shows it: answered as `{ data }`, and what the audit keeps. */
  record: z.ZodType<View>;
  toRecord(row: T['$inferSelect']): View;
  /** The columns a body writes (`before` is the stored row on an update). */
  columns(body: Body, before: T['$inferSelect'] | null): Record<string, unknown>;
  notFound: string;
  /** The 409's message when a unique index refuses the write. */
  taken?(body: Body): string;
  /** Refuses a write, in its transaction: `body` absent on a delete, `before` absent on a create. */
  check?(tx: Tx, who: StaffContext, change: { body?: Body; before?: T['$inferSelect'] }): Promise<void>;
  /** More writes of an update, after the row's and before the audit. */
  afterUpdate?(tx: Tx, who: StaffContext, before: T['$inferSelect'], after: T['$inferSelect']): Promise<void>;
}

/**
 * Registers the console's add (POST `path`), edit (PUT `path/:id`) and delete (DELETE `path/:id`, 204)
 * of one kind of record, as `routes` lists them: guarded by `permission`, each in a transaction with
 * its audit row.
 */
export function recordWriteRoutes<T extends MerchantTable, Body, View>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  spec: RecordWrites<T, Body, View>,
  routes: readonly ('create' | 'update' | 'delete')[] = ['create', 'update', 'delete'],
): void {
  type Row = T['$inferSelect'];
  const { table, entity } = spec;
  const path = `${ADMIN_API}${spec.path}`;
  const options = { preHandler: requireStaff(spec.permission), config: spec.config ?? {} };
  const Answer = z.object({ data: spec.record });
  const lock = (tx: Tx, who: StaffContext, id: string): Promise<Row> =>
    lockOwn(tx, table, who.mainId, id, spec.notFound);
  const refusingTaken = async <R>(body: Body, write: () => Promise<R>): Promise<R> => {
    try {
      return await write();
    } catch (error) {
      if (spec.taken && isUniqueViolation(error)) throw conflict(spec.taken(body));
      throw error;
    }
  };

  if (routes.includes('create'))
    app.post(
      path,
      { ...options, schema: { body: spec.body, response: { 200: Answer } } },
      async (request) => {
        const who = staffOf(request);
        const body = request.body as Body;
        const row = await refusingTaken(body, () =>
          app.db.transaction(async (tx) => {
            await spec.check?.(tx, who, { body });
            const [created] = (await tx
              .insert(table)
              .values({ main_id: who.mainId, ...spec.columns(body, null) } as never)
              .returning()) as Row[];
            const after = spec.toRecord(created);
            await writeAudit(tx, who.mainId, who, {
              action: `${entity}.create`,
              entity,
              entityId: (created as { id: string }).id,
              after,
            });
            return created;
          }),
        );
        return { data: spec.toRecord(row) };
      },
    );

  if (routes.includes('update'))
    app.put(
      `${path}/:id`,
      { ...options, schema: { params: IdParams, body: spec.body, response: { 200: Answer } } },
      async (request) => {
        const who = staffOf(request);
        const body = request.body as Body;
        const row = await refusingTaken(body, () =>
          app.db.transaction(async (tx) => {
            const before = await lock(tx, who, request.params.id);
            const id = (before as { id: string }).id;
            await spec.check?.(tx, who, { body, before });
            const [after] = (await tx
              .update(table)
              .set(spec.columns(body, before) as never)
              .where(eq(table.id, id))
              .returning()) as Row[];
            await spec.afterUpdate?.(tx, who, before, after);
            await writeAudit(tx, who.mainId, who, {
              action: `${entity}.update`,
              entity,
              entityId: id,
              before: spec.toRecord(before),
              after: spec.toRecord(after),
            });
            return after;
          }),
        );
        return { data: spec.toRecord(row) };
      },
    );

  if (routes.includes('delete'))
    app.delete(
      `${path}/:id`,
      { ...options, schema: { params: IdParams, response: { 204: z.undefined() } } },
      async (request, reply) => {
        const who = staffOf(request);
        await app.db.transaction(async (tx) => {
          const before = await lock(tx, who, request.params.id);
          const id = (before as { id: string }).id;
          await spec.check?.(tx, who, { before });
          await tx.delete(table).where(eq(table.id, id));
          await writeAudit(tx, who.mainId, who, {
            action: `${entity}.delete`,
            entity,
            entityId: id,
            before: spec.toRecord(before),
          });
        });
        return reply.code(204).send();
      },
    );
}
