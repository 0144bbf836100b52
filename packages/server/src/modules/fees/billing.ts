import { and, asc, eq, gte, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  batches,
  enrolments,
  feeInvoices,
  feePauses,
  feePlans,
  feeSettings,
  students,
} from '../../db/schema';
import { indiaDay, indiaDayStart } from '../../lib/india-days';
import {
  FEE_DEFAULTS,
  type FeeJoinerBilling,
  feePeriodOf,
  joinerDueDate,
  proRataFee,
  siblingDiscount,
} from '../../platform/core';

/** A merchant's fee settings: the sibling discount, the billing day and how mid-month joiners are billed. */
export interface FeeSettings {
  siblingDiscountPercent: number;
  billingDay: number;
  joiners: FeeJoinerBilling;
}

/** The merchant's fee settings (core's FEE_DEFAULTS when it set none). */
export async function feeSettingsOf(db: Db, mainId: string): Promise<FeeSettings> {
  const [row] = await db.select().from(feeSettings).where(eq(feeSettings.main_id, mainId));
  return {
    siblingDiscountPercent: row?.sibling_discount_percent ?? FEE_DEFAULTS.siblingDiscountPercent,
    billingDay: row?.billing_day ?? FEE_DEFAULTS.billingDay,
    joiners: row?.joiners ?? FEE_DEFAULTS.joiners,
  };
}

/** The students with a pause covering `period`: billing issues them no invoice for it. */
export async function pausedStudents(db: Db, mainId: string, period: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: feePauses.student_id })
    .from(feePauses)
    .where(
      and(
        eq(feePauses.main_id, mainId),
        lte(feePauses.from_period, period),
        gte(feePauses.to_period, period),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Issues the month's fee invoices as of `asOfDate` (an India day `YYYY-MM-DD`), on or after the merchant's
 * billing day only: one per student enrolled by the end of the month's first day, from the batch's fee plan
 * or, without one, its price with core's due day and fine. A student who joined later in the month is billed
 * from the next month, or, when the merchant bills joiners `pro_rata`, once enrolled by `asOfDate`, core's
 * proRataFee of the month from their join day. The second and later students of a parent get the sibling
 * discount. INSERT ... ON CONFLICT DO NOTHING on (merchant, student, month):
 * however many instances run it and however often, each student is billed once per month.
 */
export async function runFeeBilling(
  db: Db,
  mainId: string,
  asOfDate: string,
): Promise<{ period: string; issued: number }> {
  const period = feePeriodOf(asOfDate);
  const monthStart = `${period}-01`;
  const settings = await feeSettingsOf(db, mainId);
  if (Number(asOfDate.slice(8, 10)) < settings.billingDay) return { period, issued: 0 };
  const enrolledBy =
    settings.joiners === 'pro_rata' ? indiaDayStart(asOfDate, 1) : indiaDayStart(monthStart, 1);
  const rows = await db
    .select({
      student_id: enrolments.student_id,
      user_id: students.user_id,
      batch_id: batches.id,
      price: batches.price,
      plan_amount: feePlans.amount,
      due_day: feePlans.due_day,
      late_fine: feePlans.late_fine,
      joined_at: enrolments.createdAt,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.student_id))
    .innerJoin(batches, eq(batches.id, enrolments.batch_id))
    .leftJoin(feePlans, and(eq(feePlans.batch_id, batches.id), eq(feePlans.main_id, mainId)))
    .where(
      and(
        eq(enrolments.main_id, mainId),
        eq(enrolments.status, 'enrolled'),
        lt(enrolments.createdAt, enrolledBy),
        or(eq(batches.term_end, ''), gte(batches.term_end, monthStart)),
      ),
    )
    .orderBy(asc(students.user_id), asc(students.createdAt), asc(students.id), asc(enrolments.createdAt));
  // Paused students are skipped as if billed already.
  const billed = await pausedStudents(db, mainId, period);
  const siblings = new Map<string, number>();
  const values = [];
  for (const row of rows) {
    if (billed.has(row.student_id)) continue; // one invoice per student: the first batch they joined
    billed.add(row.student_id);
    const position = siblings.get(row.user_id) ?? 0;
    siblings.set(row.user_id, position + 1);
    const joined = indiaDay(row.joined_at);
    const dueDay = row.due_day ?? FEE_DEFAULTS.dueDay;
    const fee = proRataFee(row.plan_amount ?? row.price, joined, period);
    const discount = siblingDiscount(fee, position, settings.siblingDiscountPercent);
    values.push({
      main_id: mainId,
      student_id: row.student_id,
      user_id: row.user_id,
      batch_id: row.batch_id,
      period,
      amount: Math.round((fee - discount) * 100) / 100,
      discount,
      due_date: joinerDueDate(period, dueDay, joined),
      late_fine: row.late_fine ?? FEE_DEFAULTS.lateFine,
    });
  }
  // In statements of INVOICES_PER_INSERT rows: PostgreSQL takes at most 65,535 parameters in one
  // (10,000 students' 10 columns would be 100,000). Each row is exactly once by the key on its own.
  let issued = 0;
  for (let from = 0; from < values.length; from += INVOICES_PER_INSERT) {
    const rows = await db
      .insert(feeInvoices)
      .values(values.slice(from, from + INVOICES_PER_INSERT))
      .onConflictDoNothing({ target: [feeInvoices.main_id, feeInvoices.student_id, feeInvoices.period] })
      .returning({ id: feeInvoices.id });
    issued += rows.length;
  }
  return { period, issued };
}

/** Invoices written by one INSERT of the billing run (10 parameters each). */
const INVOICES_PER_INSERT = 1_000;
