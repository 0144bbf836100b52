import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feeInvoices, feePayments, students } from '../../db/schema';
import { feeStatus, lateFine } from '../../platform/core';

type InvoiceRow = typeof feeInvoices.$inferSelect;

/** What core's fee rules read of a stored invoice. */
export const feeRuleView = (row: InvoiceRow) => ({
  amount: row.amount,
  due_date: row.due_date,
  fine: row.late_fine,
  paid_at: row.paid_at,
  waived: row.status === 'waived',
});

/** The fine and total of an invoice as of `today` (an India day); a paid one keeps the fine it was paid with. */
export function priced(row: InvoiceRow, today: string): { late_fine: number; total: number } {
  const fine = row.status === 'paid' ? (row.paid_fine ?? 0) : lateFine(feeRuleView(row), today);
  return { late_fine: fine, total: Math.round((row.amount + fine) * 100) / 100 };
}

/** An invoice on the wire (GET /fees/{user_id}). */
export function toWireFee(row: InvoiceRow & { student_name: string }, today: string) {
  return {
    invoice_id: row.id,
    student_id: row.student_id,
    student_name: row.student_name,
    batch_id: row.batch_id,
    period: row.period,
    amount: row.amount,
    ...priced(row, today),
    due_date: row.due_date,
    status: feeStatus(feeRuleView(row), today),
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    payment_id: row.payment_id,
  };
}

/** A parent's fee invoices, oldest month first, then by student. */
export async function feesOf(db: Db, mainId: string, userId: string, ids?: readonly string[]) {
  const rows = await db
    .select({ invoice: feeInvoices, student_name: students.name })
    .from(feeInvoices)
    .innerJoin(students, eq(students.id, feeInvoices.student_id))
    .where(
      and(
        eq(feeInvoices.main_id, mainId),
        eq(feeInvoices.user_id, userId),
        ids ? inArray(feeInvoices.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(feeInvoices.period), asc(students.createdAt), asc(feeInvoices.id));
  return rows.map((r) => ({ ...r.invoice, student_name: r.student_name }));
}

/** A parent's fee payments that also meet `condition`. */
export function feePaymentsOf(db: Db, claims: { mainId: string; userId: string }, condition: SQL) {
  return db
    .select()
    .from(feePayments)
    .where(and(eq(feePayments.main_id, claims.mainId), eq(feePayments.user_id, claims.userId), condition));
}
