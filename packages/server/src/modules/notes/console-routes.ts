import {
  type InternalNote,
  InternalNoteBody,
  InternalNotesResponse,
  NOTE_ENTITIES,
  type NoteEntity,
  type Permission,
} from '@skatekit/console-contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { admissions, internalNotes, orders, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';

/*
 * Internal notes on orders, admissions and customers (docs/admin-api.md "Internal notes"): staff only,
 * never in a shopper's answer or a mail. Merchant-isolated (a record of another store is 404),
 * role-checked (who may read the record may note it), each note audited.
 */

const Params = z.object({ id: z.string().min(1).max(64) });

/** Who may read (and so note) each kind of record, and the table it is found in. */
const ENTITY = {
  order: { permission: 'orders.read', missing: 'Order not found', table: orders },
  admission: { permission: 'admissions.read', missing: 'Admission not found', table: admissions },
  customer: { permission: 'customers.read', missing: 'Customer not found', table: users },
} satisfies Record<NoteEntity, { permission: Permission; missing: string; table: unknown }>;

/** Whether the record is the merchant's (another store's is not found). */
async function exists(db: Db | Tx, entity: NoteEntity, mainId: string, id: string): Promise<boolean> {
  const table = ENTITY[entity].table as typeof orders;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.main_id, mainId), eq(table.id, id)))
    .limit(1);
  return rows.length > 0;
}

/** The notes of one record, oldest first. */
async function notesOf(db: Db | Tx, mainId: string, entity: NoteEntity, id: string): Promise<InternalNote[]> {
  const rows = await db
    .select()
    .from(internalNotes)
    .where(
      and(
        eq(internalNotes.main_id, mainId),
        eq(internalNotes.entity, entity),
        eq(internalNotes.entity_id, id),
      ),
    )
    .orderBy(asc(internalNotes.createdAt), asc(internalNotes.id));
  return rows.map((r) => ({
    id: r.id,
    note: r.note,
    staffEmail: r.staff_email,
    createdAt: r.createdAt.toISOString(),
  }));
}

export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [entity, path] of Object.entries(NOTE_ENTITIES) as [NoteEntity, string][]) {
    const { permission, missing } = ENTITY[entity];
    app.get(
      `${ADMIN_API}/${path}/:id/notes`,
      {
        preHandler: requireStaff(permission),
        schema: { params: Params, response: { 200: InternalNotesResponse } },
      },
      async (request) => {
        const who = request.staff as StaffContext;
        if (!(await exists(app.db, entity, who.mainId, request.params.id))) throw notFound(missing);
        return { data: await notesOf(app.db, who.mainId, entity, request.params.id) };
      },
    );
    app.post(
      `${ADMIN_API}/${path}/:id/notes`,
      {
        preHandler: requireStaff(permission),
        schema: { params: Params, body: InternalNoteBody, response: { 200: InternalNotesResponse } },
      },
      async (request) => {
        const who = request.staff as StaffContext;
        const { id } = request.params;
        return {
          data: await app.db.transaction(async (tx) => {
            if (!(await exists(tx, entity, who.mainId, id))) throw notFound(missing);
            const [row] = await tx
              .insert(internalNotes)
              .values({
                main_id: who.mainId,
                entity,
                entity_id: id,
                note: request.body.note,
                staff_id: who.staffId,
                staff_email: who.email,
              })
              .returning();
            await writeAudit(tx, who.mainId, who, {
              action: `${entity}.note`,
              entity,
              entityId: id,
              before: null,
              after: { note: row.id, text: row.note },
            });
            return notesOf(tx, who.mainId, entity, id);
          }),
        };
      },
    );
  }
};
