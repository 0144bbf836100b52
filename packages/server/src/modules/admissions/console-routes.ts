import {
  AdmissionDetail,
  AdmissionReviewBody,
  AdmissionSummary,
  AdmissionsQuery,
  page,
  paymentStanding,
} from '@skatekit/console-contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { admissions, orders } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { IdParams } from '../../platform/params';
import { orderNumber } from '../../platform/core';
import type { AdmissionRow } from './repository';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { brandOf, enqueue } from '../notifications/outbox';
import { admissionConfirmedToCustomer } from '../notifications/templates';
import { admissionDecisionPushed } from '../notifications/push';
import { auditOf } from '../staff/audit';
import { pageOf, searching, sortOf } from '../../lib/lists';
import { asText } from '../../lib/values';

const ADMISSION_NOT_FOUND = 'Admission not found';
const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;

/** The course(s) of an admission: the names of the lines bought (or chosen). */
const courseOf = (row: AdmissionRow) =>
  row.cart_products
    .map((line) => asText(line.product_name))
    .filter(Boolean)
    .join(', ');

/** An admission as the console's list shows it. */
export function toAdmissionSummary(row: AdmissionRow): z.infer<typeof AdmissionSummary> {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    student: row.name,
    email: row.email,
    mobile: row.mobile,
    course: courseOf(row),
    center: row.center,
    feeStatus: row.status,
    fee: row.amountafterdiscount,
    reviewStatus: row.review_status,
  };
}

/** The admission page: the form as given (only the Aadhaar number's last 4 digits), the fee payments, the audit trail. */
async function admissionDetail(
  db: Db | Tx,
  mainId: string,
  id: string,
): Promise<z.infer<typeof AdmissionDetail>> {
  const [row] = await db
    .select()
    .from(admissions)
    .where(and(eq(admissions.main_id, mainId), eq(admissions.id, id)))
    .limit(1);
  if (!row) throw notFound(ADMISSION_NOT_FOUND);
  const payments = await db
    .select()
    .from(orders)
    .where(and(eq(orders.main_id, mainId), eq(orders.kind, 'admission'), eq(orders.admission_id, row.id)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return {
    ...toAdmissionSummary(row),
    fatherName: row.fatherName,
    motherName: row.motherName,
    dob: row.dob,
    gender: row.gender,
    school: row.school,
    address: row.address,
    pincode: row.pincode,
    aadharLast4: row.aadhar.replace(/\D/g, '').slice(-4),
    rulesAgreed: row.rulesAgreed === '1',
    parentMessage: row.review_note,
    reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
    userId: row.user_id,
    feePayments: payments.map((p) => ({
      id: p.id,
      number: orderNumber(p),
      createdAt: p.createdAt.toISOString(),
      amount: p.totalAmountbeforePay || p.amountafterdiscount,
      paymentStatus: p.status,
      paidAt: p.paid_at ? p.paid_at.toISOString() : null,
      refundNeeded: paymentStanding(p) === 'refund-needed',
    })),
    audit: await auditOf(db, mainId, 'admission', row.id),
  };
}

const AdmissionsResponse = page(AdmissionSummary);
const AdmissionResponse = z.object({ data: AdmissionDetail });

/** The console's admissions: list, detail with the fee payments, and the review (received, confirmed, rejected). */
export const admissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/admissions`,
    {
      preHandler: requireStaff('admissions.read'),
      schema: { querystring: AdmissionsQuery, response: { 200: AdmissionsResponse } },
    },
    async (request) => {
      const query = request.query;
      const where: (SQL | undefined)[] = [eq(admissions.main_id, staffOf(request).mainId)];
      if (query.status) where.push(eq(admissions.review_status, query.status));
      where.push(
        searching(query.q, [
          admissions.name,
          admissions.email,
          admissions.mobile,
          admissions.center,
          admissions.fatherName,
          admissions.motherName,
        ]),
      );
      const { field, descending } = sortOf(query.sort, { createdAt: 1, student: 1 }, '-createdAt');
      const key = field === 'student' ? admissions.name : admissions.createdAt;
      const { limit, offset } = pageOf(query);
      const rows = await app.db
        .select()
        .from(admissions)
        .where(and(...where))
        .orderBy(descending ? desc(key) : asc(key), asc(admissions.id))
        .limit(limit)
        .offset(offset);
      const [{ total }] = await app.db
        .select({ total: count() })
        .from(admissions)
        .where(and(...where));
      return { data: rows.map(toAdmissionSummary), total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    `${ADMIN_API}/admissions/:id`,
    {
      preHandler: requireStaff('admissions.read'),
      schema: { params: IdParams, response: { 200: AdmissionResponse } },
    },
    async (request) => ({ data: await admissionDetail(app.db, staffOf(request).mainId, request.params.id) }),
  );

  app.post(
    `${ADMIN_API}/admissions/:id/review`,
    {
      preHandler: requireStaff('admissions.review'),
      schema: { params: IdParams, body: AdmissionReviewBody, response: { 200: AdmissionResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      // The message to the parent: kept (review_note) and mailed with a confirmation.
      const { status, message } = request.body;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(admissions)
          .where(and(eq(admissions.main_id, staff.mainId), eq(admissions.id, request.params.id)))
          .for('update');
        if (!row) throw notFound(ADMISSION_NOT_FOUND);
        const [after] = await tx
          .update(admissions)
          .set({ review_status: status, review_note: message, reviewed_at: app.services.now() })
          .where(eq(admissions.id, row.id))
          .returning();
        await writeAudit(tx, staff.mainId, staff, {
          action: `admission.${status}`,
          entity: 'admission',
          entityId: row.id,
          before: { reviewStatus: row.review_status, parentMessage: row.review_note },
          after: { reviewStatus: after.review_status, parentMessage: after.review_note },
        });
        if (app.services.push && status !== 'received' && row.review_status !== status)
          await admissionDecisionPushed(tx, row, status);
        if (status === 'confirmed' && row.review_status !== 'confirmed') {
          await enqueue(tx, {
            mainId: row.main_id,
            template: 'admission.confirmed.customer',
            recipient: row.email,
            dedupeKey: `admission:${row.id}:confirmed`,
            mail: admissionConfirmedToCustomer(await brandOf(tx, row.main_id), {
              student: row.name,
              course: courseOf(row),
              center: row.center,
              note: message,
            }),
          });
        }
      });
      return { data: await admissionDetail(app.db, staff.mainId, request.params.id) };
    },
  );
};
