import { and, asc, eq, gte, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batches, enrolments, feeInvoices, feePlans, feeSettings, students } from '../../db/schema';
import { indiaDayStart } from '../../lib/india-days';
import { FEE_DEFAULTS, feeDueDate, feePeriodOf, siblingDiscount } from '../../platform/core';

/** The merchant's sibling discount in percent (core's default when it set none). */
export async function siblingDiscountPercent(db: Db, mainId: string): Promise<number> {
  const [row] = await db
    .select({ percent: feeSettings.sibling_discount_percent })
    .from(feeSettings)
    .where(eq(feeSettings.main_id, mainId));
  return row?.percent ?? FEE_DEFAULTS.siblingDiscountPercent;
}

/**
 * Issues the month's fee invoices as of `asOfDate` (an India day `YYYY-MM-DD`): one per student enrolled
 * by the end of the month's first day (a student joining later is billed from the next month), from the
 * batch's fee plan or, without one, its price with core's due day and fine. The second and later students
 * of a parent get the sibling discount. INSERT ... ON CONFLICT DO NOTHING on (merchant, student, month):
 * however many instances run it and however often, each student is billed once per month.
 */
export async function runFeeBilling(
  db: Db,
  mainId: string,
  asOfDate: string,
): Promise<{ period: string; issued: number }> {
  const period = feePeriodOf(asOfDate);
  const monthStart = `${period}-01`;
  const rows = await db
    .select({
      student_id: enrolments.student_id,
      user_id: students.user_id,
      batch_id: batches.id,
      price: batches.price,
      plan_amount: feePlans.amount,
      due_day: feePlans.due_day,
      late_fine: feePlans.late_fine,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.student_id))
    .innerJoin(batches, eq(batches.id, enrolments.batch_id))
    .leftJoin(feePlans, and(eq(feePlans.batch_id, batches.id), eq(feePlans.main_id, mainId)))
    .where(
      and(
        eq(enrolments.main_id, mainId),
        eq(enrolments.status, 'enrolled'),
        lt(enrolments.createdAt, indiaDayStart(monthStart, 1)),
        or(eq(batches.term_end, ''), gte(batches.term_end, monthStart)),
      ),
    )
    .orderBy(asc(students.user_id), asc(students.createdAt), asc(students.id), asc(enrolments.createdAt));
  const percent = await siblingDiscountPercent(db, mainId);
  const billed = new Set<string>();
  const siblings = new Map<string, number>();
  const values = [];
  for (const row of rows) {
    if (billed.has(row.student_id)) continue; // one invoice per student: the first batch they joined
    billed.add(row.student_id);
    const position = siblings.get(row.user_id) ?? 0;
    siblings.set(row.user_id, position + 1);
    const fee = row.plan_amount ?? row.price;
    const discount = siblingDiscount(fee, position, percent);
    values.push({
      main_id: mainId,
      student_id: row.student_id,
      user_id: row.user_id,
      batch_id: row.batch_id,
      period,
      amount: Math.round((fee - discount) * 100) / 100,
      discount,
      due_date: feeDueDate(period, row.due_day ?? FEE_DEFAULTS.dueDay),
      late_fine: row.late_fine ?? FEE_DEFAULTS.lateFine,
    });
  }
  if (values.length === 0) return { period, issued: 0 };
  const issued = await db
    .insert(feeInvoices)
    .values(values)
    .onConflictDoNothing({ target: [feeInvoices.main_id, feeInvoices.student_id, feeInvoices.period] })
    .returning({ id: feeInvoices.id });
  return { period, issued: issued.length };
}
