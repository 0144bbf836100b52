import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  batches,
  feeInvoices,
  feePayments,
  merchantSettings,
  students,
  users,
} from '../../db/schema';
import { feeStatus, gstIncluded } from '../../platform/core';
import { feeRuleView, priced } from '../fees/repository';
import { csvIndiaTime, csvMoney } from './csv';
import type { ExportSpec } from './data';

/*
 * The accountant's fees.csv (issue 38): one line per fee invoice, with its student, parent, batch and month;
 * the fee, the sibling discount, the late fine charged (paid: the fine paid; open: the fine due today by
 * core's rule) and the fine waived or reduced (the audit's first fine less the fine now); the total, and
 * inside it the taxable value and GST at the merchant's rate by core's gstIncluded, as orders.csv takes
 * them; the status today and, once paid, when, how (online, cash, UPI) and the payment's ids.
 */

type FeeRow = typeof feeInvoices.$inferSelect & {
  student: string;
  parent: { name: string; email: string; mobile: string };
  batch: { course: string; centre: string } | null;
  payment: {
    id: string;
    method: string;
    receipt_id: string;
    provider_payment_id: string | null;
    reference: string;
  } | null;
  gstRate: number;
  /** The fine before the first waiver or reduction, if the owner ever changed it. */
  fineBefore: number | null;
};

/** The fine each invoice had before its first waiver or reduction (audited by POST /admin/api/fees/{id}/fine). */
async function finesBefore(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: auditLog.entity_id, before: auditLog.before })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'fee_invoice'),
        inArray(auditLog.action, ['fee.fine.waive', 'fee.fine.reduce']),
        inArray(auditLog.entity_id, ids),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const first = new Map<string, number>();
  for (const row of rows) {
    const fine = Number((row.before as { lateFine?: unknown } | null)?.lateFine);
    if (!first.has(row.id) && Number.isFinite(fine)) first.set(row.id, fine);
  }
  return first;
}

/** The fee's amounts in fees.csv, in order: from the fee to the total the parent pays. */
export const FEE_AMOUNT_COLUMNS = [
  'Fee',
  'Sibling discount',
  'Fee after discount',
  'Late fine',
  'Fine waived or reduced',
  'Total',
] as const;

export const feesSpec: ExportSpec<FeeRow> = {
  header: [
    'Issued at (IST)',
    'Invoice id',
    'Student',
    'Parent',
    'Parent e-mail',
    'Parent phone',
    'Batch',
    'Centre',
    'Period',
    'Due date',
    ...FEE_AMOUNT_COLUMNS,
    'GST rate %',
    'Taxable value',
    'GST',
    'Status',
    'Paid at (IST)',
    'Method',
    'Payment id',
    'Receipt id',
    'UPI reference',
  ],
  time: feeInvoices.createdAt,
  id: feeInvoices.id,
  async read(db: Db, where: SQL, limit: number) {
    const rows = await db
      .select({
        invoice: feeInvoices,
        student: students.name,
        parent: { name: users.full_name, email: users.email, mobile: users.mobile },
        batch: { course: batches.course, centre: batches.centre },
        payment: {
          id: feePayments.id,
          method: feePayments.method,
          receipt_id: feePayments.receipt_id,
          provider_payment_id: feePayments.provider_payment_id,
          reference: feePayments.reference,
        },
        gstRate: merchantSettings.gst_rate,
        cursor: sql<string>`${feeInvoices.createdAt}::text`,
      })
      .from(feeInvoices)
      .innerJoin(students, eq(students.id, feeInvoices.student_id))
      .innerJoin(users, eq(users.id, feeInvoices.user_id))
      .leftJoin(batches, eq(batches.id, feeInvoices.batch_id))
      .leftJoin(feePayments, eq(feePayments.id, feeInvoices.payment_id))
      .leftJoin(merchantSettings, eq(merchantSettings.main_id, feeInvoices.main_id))
      .where(where)
      .orderBy(asc(feeInvoices.createdAt), asc(feeInvoices.id))
      .limit(limit);
    const before = await finesBefore(
      db,
      rows.map((r) => r.invoice.id),
    );
    return rows.map((r) => ({
      ...r.invoice,
      student: r.student,
      parent: r.parent,
      batch: r.batch,
      payment: r.payment,
      gstRate: r.gstRate ?? 0,
      fineBefore: before.get(r.invoice.id) ?? null,
      cursor: r.cursor,
      rowId: r.invoice.id,
    }));
  },
  lines(row, today) {
    const { late_fine: fine, total } = priced(row, today);
    const gst = gstIncluded(total, row.gstRate);
    const waived = row.fineBefore === null ? 0 : Math.max(0, row.fineBefore - row.late_fine);
    const payment = row.payment;
    return [
      [
        csvIndiaTime(row.createdAt),
        row.id,
        row.student,
        row.parent.name,
        row.parent.email,
        row.parent.mobile,
        row.batch?.course ?? '',
        row.batch?.centre ?? '',
        row.period,
        row.due_date,
        csvMoney(row.amount + row.discount),
        csvMoney(row.discount),
        csvMoney(row.amount),
        csvMoney(fine),
        csvMoney(waived),
        csvMoney(total),
        row.gstRate,
        csvMoney(gst.net),
        csvMoney(gst.tax),
        feeStatus(feeRuleView(row), today),
        csvIndiaTime(row.paid_at),
        payment?.method ?? '',
        payment ? payment.provider_payment_id || payment.id : '',
        payment?.receipt_id ?? '',
        payment?.reference ?? '',
      ],
    ];
  },
};
