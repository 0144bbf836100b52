import {
  FEE_DESK_TEXTS,
  FeeDeskPaymentBody,
  type FeePause,
  FeePauseBody,
  FeePauseResponse,
  FeePausesResponse,
  type FeeRow,
  FeeRowResponse,
  FeesQuery,
  FeesResponse,
} from '@skatekit/console-contract';
import { and, asc, count, desc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { batches, feeInvoices, feePauses, feePayments, students, users } from '../../db/schema';
import { indiaDay, indiaDayStart } from '../../lib/india-days';
import { pageOf, searching } from '../../lib/lists';
import { FEE_TEXTS, feePeriodOf, feeStatus, shiftFeeDay } from '../../platform/core';
import { conflict, notFound } from '../../platform/errors';
import { IdParams } from '../../platform/params';
import { randomId } from '../../providers/payment/ids';
import { batchLabel, requireStudent } from '../academy/repository';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { openInvoiceForUpdate } from './console-routes';
import { feeRuleView, priced } from './repository';

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;
const cents = (rupees: number) => Math.round(rupees * 100);
const sum = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)::float`;

/** A status of FEE_STATUSES as of `today`, as a condition on stored invoices (core's feeStatus in SQL). */
function statusIs(status: FeeRow['status'], today: string): SQL | undefined {
  if (status === 'paid' || status === 'waived') return eq(feeInvoices.status, status);
  const open = eq(feeInvoices.status, 'open');
  return status === 'due'
    ? and(open, gte(feeInvoices.due_date, today))
    : and(open, lt(feeInvoices.due_date, today));
}

function invoiceRows(db: Db | Tx) {
  return db
    .select({
      invoice: feeInvoices,
      student: students.name,
      parentName: users.full_name,
      batch: batches,
      paidBy: feePayments.method,
    })
    .from(feeInvoices)
    .innerJoin(students, eq(students.id, feeInvoices.student_id))
    .innerJoin(users, eq(users.id, feeInvoices.user_id))
    .leftJoin(batches, eq(batches.id, feeInvoices.batch_id))
    .leftJoin(feePayments, eq(feePayments.id, feeInvoices.payment_id));
}
type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceRows>['where']>>[number];

function toFeeRow(row: InvoiceRow, today: string): FeeRow {
  const { invoice, batch } = row;
  return {
    id: invoice.id,
    studentId: invoice.student_id,
    student: row.student,
    parentName: row.parentName,
    batchId: invoice.batch_id,
    batch: batch ? batchLabel(batch) : '',
    centre: batch?.centre ?? '',
    period: invoice.period,
    amount: invoice.amount,
    lateFine: priced(invoice, today).late_fine,
    total: priced(invoice, today).total,
    dueDate: invoice.due_date,
    status: feeStatus(feeRuleView(invoice), today),
    paidAt: invoice.paid_at ? invoice.paid_at.toISOString() : null,
    paidBy: invoice.status === 'paid' ? (row.paidBy ?? 'online') : null,
  };
}

const toPause = (p: typeof feePauses.$inferSelect): FeePause => ({
  id: p.id,
  studentId: p.student_id,
  from: p.from_period,
  to: p.to_period,
  reason: p.reason,
  endedAt: p.ended_at ? p.ended_at.toISOString() : null,
  createdAt: p.createdAt.toISOString(),
});

/**
 * The console's Fees screen (issue 38; docs/admin-api.md "Fees"): the invoices with today's fines and the
 * totals, a fee taken at the rink's front desk (cash or UPI, priced again by the server, audited), and a
 * student's pauses (no fee for a paused month).
 */
export const feesDeskConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => indiaDay(app.services.now());

  app.get(
    `${ADMIN_API}/fees`,
    {
      preHandler: requireStaff('admissions.read'),
      schema: { querystring: FeesQuery, response: { 200: FeesResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const query = request.query;
      const day = today();
      const where = and(
        eq(feeInvoices.main_id, staff.mainId),
        query.centre ? eq(batches.centre, query.centre) : undefined,
        query.batch ? eq(feeInvoices.batch_id, query.batch) : undefined,
        query.month ? eq(feeInvoices.period, query.month) : undefined,
        query.status ? statusIs(query.status, day) : undefined,
        searching(query.q, [students.name]),
      );
      const { limit, offset } = pageOf(query);
      const rows = await invoiceRows(app.db)
        .where(where)
        .orderBy(desc(feeInvoices.period), asc(students.name), asc(feeInvoices.id))
        .limit(limit)
        .offset(offset);
      const open = eq(feeInvoices.status, 'open');
      const [totals] = await app.db
        .select({
          total: count(),
          due: sum(
            sql`case when ${and(open, gte(feeInvoices.due_date, day))} then ${feeInvoices.amount} end`,
          ),
          overdue: sum(
            sql`case when ${and(open, lt(feeInvoices.due_date, day))} then ${feeInvoices.amount} + ${feeInvoices.late_fine} end`,
          ),
          collected: sum(
            sql`case when ${eq(feeInvoices.status, 'paid')} then ${feeInvoices.amount} + coalesce(${feeInvoices.paid_fine}, 0) end`,
          ),
        })
        .from(feeInvoices)
        .innerJoin(students, eq(students.id, feeInvoices.student_id))
        .leftJoin(batches, eq(batches.id, feeInvoices.batch_id))
        .where(where);
      const byMethod = await app.db
        .select({ method: feePayments.method, amount: sum(sql`${feePayments.amount}`) })
        .from(feePayments)
        .where(
          and(
            eq(feePayments.main_id, staff.mainId),
            ne(feePayments.status, 'created'),
            gte(feePayments.paid_at, indiaDayStart(day)),
            lt(feePayments.paid_at, indiaDayStart(day, 1)),
          ),
        )
        .groupBy(feePayments.method);
      const taken = (method: string) => byMethod.find((m) => m.method === method)?.amount ?? 0;
      return {
        data: rows.map((row) => toFeeRow(row, day)),
        total: totals?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        totals: { due: totals?.due ?? 0, overdue: totals?.overdue ?? 0, collected: totals?.collected ?? 0 },
        collectedToday: {
          day,
          cash: taken('cash'),
          upi: taken('upi'),
          online: taken('online'),
          total: byMethod.reduce((all, m) => (cents(all) + cents(m.amount)) / 100, 0),
        },
      };
    },
  );

  app.post(
    `${ADMIN_API}/fees/:id/payments`,
    {
      preHandler: requireStaff('orders.collect'),
      schema: { params: IdParams, body: FeeDeskPaymentBody, response: { 200: FeeRowResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const body = request.body;
      const paidAt = app.services.now();
      const day = indiaDay(paidAt);
      return app.db.transaction(async (tx) => {
        const invoice = await openInvoiceForUpdate(tx, staff.mainId, request.params.id);
        const { late_fine, total } = priced(invoice, day);
        if (cents(body.total) !== cents(total)) throw conflict(FEE_DESK_TEXTS.totalChanged(total));
        const [payment] = await tx
          .insert(feePayments)
          .values({
            main_id: staff.mainId,
            user_id: invoice.user_id,
            receipt_id: randomId('fee_'),
            method: body.method,
            taken_by: staff.staffId,
            reference: body.reference ?? '',
            lines: [{ invoice_id: invoice.id, amount: invoice.amount, late_fine }],
            amount: total,
            status: 'paid',
            paid_at: paidAt,
          })
          .returning({ id: feePayments.id });
        await tx
          .update(feeInvoices)
          .set({ status: 'paid', paid_at: paidAt, paid_fine: late_fine, payment_id: payment?.id })
          .where(eq(feeInvoices.id, invoice.id));
        await writeAudit(tx, staff.mainId, staff, {
          action: 'fee.payment.desk',
          entity: 'fee_invoice',
          entityId: invoice.id,
          before: { status: 'open' },
          after: { status: 'paid', method: body.method, total, reference: body.reference ?? '' },
        });
        const [row] = await invoiceRows(tx).where(eq(feeInvoices.id, invoice.id));
        if (!row) throw notFound(FEE_TEXTS.NOT_FOUND);
        return { data: toFeeRow(row, day) };
      });
    },
  );

  // ------------------------------------------------------------------------------------ pauses
  const S = `${ADMIN_API}/academy/students`;
  app.get(
    `${S}/:id/pauses`,
    {
      preHandler: requireStaff('academy.manage'),
      schema: { params: IdParams, response: { 200: FeePausesResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const student = await requireStudent(app.db, staff.mainId, request.params.id);
      const rows = await app.db
        .select()
        .from(feePauses)
        .where(and(eq(feePauses.main_id, staff.mainId), eq(feePauses.student_id, student.id)))
        .orderBy(desc(feePauses.from_period), desc(feePauses.createdAt));
      return { data: rows.map(toPause) };
    },
  );

  app.post(
    `${S}/:id/pauses`,
    {
      preHandler: requireStaff('academy.manage'),
      schema: { params: IdParams, body: FeePauseBody, response: { 200: FeePauseResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const body = request.body;
      return app.db.transaction(async (tx) => {
        const student = await requireStudent(tx, staff.mainId, request.params.id);
        const [pause] = await tx
          .insert(feePauses)
          .values({
            main_id: staff.mainId,
            student_id: student.id,
            from_period: body.from,
            to_period: body.to,
            reason: body.reason,
            created_by: staff.staffId,
          })
          .returning();
        if (!pause) throw notFound(FEE_DESK_TEXTS.PAUSE_NOT_FOUND);
        await writeAudit(tx, staff.mainId, staff, {
          action: 'fee.pause.create',
          entity: 'student',
          entityId: student.id,
          before: null,
          after: { pauseId: pause.id, from: body.from, to: body.to, reason: body.reason },
        });
        return { data: toPause(pause) };
      });
    },
  );

  app.post(
    `${S}/:id/pauses/:pauseId/end`,
    {
      preHandler: requireStaff('academy.manage'),
      schema: {
        params: IdParams.extend({ pauseId: z.string().min(1).max(64) }),
        response: { 200: FeePauseResponse },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return app.db.transaction(async (tx) => {
        const [pause] = await tx
          .select()
          .from(feePauses)
          .where(
            and(
              eq(feePauses.id, request.params.pauseId),
              eq(feePauses.student_id, request.params.id),
              eq(feePauses.main_id, staff.mainId),
            ),
          )
          .for('update');
        if (!pause) throw notFound(FEE_DESK_TEXTS.PAUSE_NOT_FOUND);
        if (pause.ended_at) throw conflict(FEE_DESK_TEXTS.PAUSE_ENDED);
        // Billed again from this month: the pause keeps the months before it.
        const lastPaused = feePeriodOf(shiftFeeDay(`${feePeriodOf(today())}-01`, -1));
        const [to = lastPaused] = [pause.to_period, lastPaused].sort(); // the earlier month
        const [ended] = await tx
          .update(feePauses)
          .set({ to_period: to, ended_at: app.services.now() })
          .where(eq(feePauses.id, pause.id))
          .returning();
        if (!ended) throw notFound(FEE_DESK_TEXTS.PAUSE_NOT_FOUND);
        await writeAudit(tx, staff.mainId, staff, {
          action: 'fee.pause.end',
          entity: 'student',
          entityId: pause.student_id,
          before: { pauseId: pause.id, to: pause.to_period },
          after: { pauseId: pause.id, to },
        });
        return { data: toPause(ended) };
      });
    },
  );
};
