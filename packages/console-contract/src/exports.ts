import { z } from 'zod';
import { calendarDay } from './calendar-day';

/*
 * Wire schemas and texts of the console's exports (`/admin/api/exports/{kind}.csv`).
 */

// ---------------------------------------------------------------------------------------- exports
/** The CSV exports for the accountant (`GET /admin/api/exports/{kind}.csv`). */
export const EXPORT_KINDS = ['orders', 'payments', 'refunds', 'admissions', 'fees'] as const;
export const ExportKind = z.enum(EXPORT_KINDS);
export type ExportKind = z.infer<typeof ExportKind>;

const indiaDay = calendarDay('Dates are YYYY-MM-DD').optional();

/** `from` / `to`: India dates (`YYYY-MM-DD`), both inclusive; either may be left out. */
export const ExportQuery = z
  .object({ from: indiaDay, to: indiaDay })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date is after the end date' });
export type ExportQuery = z.infer<typeof ExportQuery>;

/** What each export holds, as the console's Exports screen describes it. */
export const EXPORT_DESCRIPTIONS: Record<ExportKind, { title: string; description: string }> = {
  orders: {
    title: 'Orders',
    description: 'One row per shop order: customer, figures, taxable value, GST and the GSTIN when given.',
  },
  payments: {
    title: 'Payments',
    description: 'Every payment received online: shop orders, admission fees and extra payments.',
  },
  refunds: { title: 'Refunds', description: 'Every refund made or tried, with its order and status.' },
  admissions: { title: 'Admissions', description: 'Every admission form with its course, fee and review.' },
  fees: {
    title: 'Fees',
    description:
      'One row per monthly fee: student, parent, batch, month, sibling discount, fine charged and waived, taxable value, GST, and how it was paid.',
  },
};
