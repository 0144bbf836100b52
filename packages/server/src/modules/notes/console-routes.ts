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

/** Who may read (and so note) each kind of record, and how it is found in the merchant's store. */
const ENTITY: Record<
  NoteEntity,
  {
    permission: Permission;
    exists: (db: Db | Tx, mainId: string, id: string) => Promise<boolean>;
    missing: string;
  }
> = {
  order: {
    permission: 'orders.read',
    missing: 'Order not found',
    exists: async (db, mainId, id) =>
      (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.main_id, mainId), eq(orders.id, id)))
          .limit(1)
      ).length > 0,
  },
  admission: {
    permission: 'admissions.read',
    missing: 'Admission not found',
    exists: async (db, mainId, id) =>
      (
        await db
          .select({ id: admissions.id })
          .from(admissions)
          .where(and(eq(admissions.main_id, mainId), eq(admissions.id, id)))
          .limit(1)
      ).length > 0,
  },
  customer: {
    permission: 'customers.read',
    missing: 'Customer not found',
    exists: async (db, mainId, id) =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.main_id, mainId), eq(users.id, id)))
          .limit(1)
      ).length > 0,
  },
};

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
    const { permission, exists, missing } = ENTITY[entity];
    app.get(
      `${ADMIN_API}/${path}/:id/notes`,
      {
        preHandler: requireStaff(permission),
        schema: { params: Params, response: { 200: InternalNotesResponse } },
      },
      async (request) => {
        const who = request.staff as StaffContext;
        if (!(await exists(app.db, who.mainId, request.params.id))) throw notFound(missing);
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
            if (!(await exists(tx, who.mainId, id))) throw notFound(missing);
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
