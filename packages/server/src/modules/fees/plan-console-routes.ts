import { FeePlan, FeePlanBody, FeeSettings, FeeSettingsBody } from '@skatekit/console-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { batches, feePlans, feeSettings } from '../../db/schema';
import { FEE_DEFAULTS } from '../../platform/core';
import { notFound } from '../../platform/errors';
import { IdParams } from '../../platform/params';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { feeSettingsOf } from './billing';

const PlanResponse = z.object({ data: FeePlan });
const SettingsResponse = z.object({ data: FeeSettings });
const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;

/** A batch's fee plan as the console shows it: its own, or the batch's price with core's due day and fine. */
async function planOf(db: Db | Tx, mainId: string, batchId: string): Promise<FeePlan> {
  const [row] = await db
    .select({ price: batches.price, plan: feePlans })
    .from(batches)
    .leftJoin(feePlans, and(eq(feePlans.batch_id, batches.id), eq(feePlans.main_id, mainId)))
    .where(and(eq(batches.id, batchId), eq(batches.main_id, mainId)));
  if (!row) throw notFound('Batch not found');
  return {
    batchId,
    amount: row.plan?.amount ?? row.price,
    dueDay: row.plan?.due_day ?? FEE_DEFAULTS.dueDay,
    lateFine: row.plan?.late_fine ?? FEE_DEFAULTS.lateFine,
    frequency: FEE_DEFAULTS.frequency,
    custom: Boolean(row.plan),
  };
}

/**
 * A batch's fee plan and the merchant's fee settings (issue 38): staff who read admissions read them, owners
 * (`settings.update`) set them, audited with the values before and after. The next billing run uses them.
 */
export const feePlanConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/fee-plans/:id`,
    {
      preHandler: requireStaff('admissions.read'),
      schema: { params: IdParams, response: { 200: PlanResponse } },
    },
    async (request) => ({ data: await planOf(app.db, staffOf(request).mainId, request.params.id) }),
  );

  app.put(
    `${ADMIN_API}/fee-plans/:id`,
    {
      preHandler: requireStaff('settings.update'),
      schema: { params: IdParams, body: FeePlanBody, response: { 200: PlanResponse } },
    },
    async (request) => {
      const who = staffOf(request);
      const batchId = request.params.id;
      const { amount, dueDay, lateFine } = request.body;
      const after = await app.db.transaction(async (tx) => {
        const before = await planOf(tx, who.mainId, batchId);
        await tx
          .insert(feePlans)
          .values({ main_id: who.mainId, batch_id: batchId, amount, due_day: dueDay, late_fine: lateFine })
          .onConflictDoUpdate({
            target: [feePlans.main_id, feePlans.batch_id],
            set: { amount, due_day: dueDay, late_fine: lateFine, updatedAt: new Date() },
          });
        const plan = await planOf(tx, who.mainId, batchId);
        await writeAudit(tx, who.mainId, who, {
          action: 'fee-plan.update',
          entity: 'batch',
          entityId: batchId,
          before,
          after: plan,
        });
        return plan;
      });
      return { data: after };
    },
  );

  app.get(
    `${ADMIN_API}/fee-settings`,
    { preHandler: requireStaff('admissions.read'), schema: { response: { 200: SettingsResponse } } },
    async (request) => ({ data: await feeSettingsOf(app.db, staffOf(request).mainId) }),
  );

  app.put(
    `${ADMIN_API}/fee-settings`,
    {
      preHandler: requireStaff('settings.update'),
      schema: { body: FeeSettingsBody, response: { 200: SettingsResponse } },
    },
    async (request) => {
      const who = staffOf(request);
      const body = request.body;
      const values = {
        sibling_discount_percent: body.siblingDiscountPercent,
        billing_day: body.billingDay,
        joiners: body.joiners,
      };
      await app.db.transaction(async (tx) => {
        const before = await feeSettingsOf(tx, who.mainId);
        await tx
          .insert(feeSettings)
          .values({ main_id: who.mainId, ...values })
          .onConflictDoUpdate({ target: feeSettings.main_id, set: { ...values, updatedAt: new Date() } });
        await writeAudit(tx, who.mainId, who, {
          action: 'fee-settings.update',
          entity: 'settings',
          entityId: who.mainId,
          before,
          after: body,
        });
      });
      return { data: body };
    },
  );
};
