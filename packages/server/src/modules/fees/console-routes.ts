import { FeeFineBody, FeeFineResponse } from '@skatekit/console-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Tx } from '../../db/client';
import { feeInvoices } from '../../db/schema';
import { FEE_TEXTS } from '../../platform/core';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { IdParams } from '../../platform/params';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';

/** The merchant's open fee invoice `id`, locked for the transaction's write: 404 unknown, 409 paid or waived. */
export async function openInvoiceForUpdate(tx: Tx, mainId: string, id: string) {
  const [invoice] = await tx
    .select()
    .from(feeInvoices)
    .where(and(eq(feeInvoices.id, id), eq(feeInvoices.main_id, mainId)))
    .for('update');
  if (!invoice) throw notFound(FEE_TEXTS.NOT_FOUND);
  if (invoice.status !== 'open') throw conflict(FEE_TEXTS.ALREADY_PAID);
  return invoice;
}

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;

/** The console's fee routes (issue 38): the owner waives or reduces a fee's late fine, with a reason, audited. */
export const feesConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${ADMIN_API}/fees/:id/fine`,
    {
      preHandler: requireStaff('fees.waive'),
      schema: { params: IdParams, body: FeeFineBody, response: { 200: FeeFineResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const { lateFine, reason } = request.body;
      return app.db.transaction(async (tx) => {
        const invoice = await openInvoiceForUpdate(tx, staff.mainId, request.params.id);
        if (lateFine > invoice.late_fine) throw badRequest(FEE_TEXTS.FINE_NOT_RAISED);
        await tx.update(feeInvoices).set({ late_fine: lateFine }).where(eq(feeInvoices.id, invoice.id));
        await writeAudit(tx, staff.mainId, staff, {
          action: lateFine === 0 ? 'fee.fine.waive' : 'fee.fine.reduce',
          entity: 'fee_invoice',
          entityId: invoice.id,
          before: { lateFine: invoice.late_fine },
          after: { lateFine, reason },
        });
        return { data: { invoiceId: invoice.id, lateFine } };
      });
    },
  );
};
