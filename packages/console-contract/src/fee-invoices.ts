import { FEE_STATUSES, isFeePeriod } from '@skatekit/core/academy';
import { z } from 'zod';
import { AdminListQuery, id, isoDate, page, rupees } from './fields';

/*
 * Wire schemas of the console's Fees screen (issue 38; `/admin/api/fees`, docs/admin-api.md "Fees"): the
 * fee invoices with their fine and status as of today (core's rules), the totals of the filtered set and
 * the day's collection, a payment taken at the rink's front desk, a fine waived or reduced (owners), and
 * a student's pause.
 */

/** A month `YYYY-MM`. */
export const feeMonth = z.string().refine(isFeePeriod, { message: 'Enter a month (YYYY-MM)' });

/** How a fee was paid: online, or at the front desk in cash or by UPI. */
export const FEE_PAY_METHODS = ['online', 'cash', 'upi'] as const;
/** The ways the front desk takes a fee. */
export const FEE_DESK_METHODS = ['cash', 'upi'] as const;

/** `GET /admin/api/fees?centre=&batch=&month=&status=&q=`: `q` matches the student's name. */
export const FeesQuery = AdminListQuery.extend({
  centre: z.string().trim().max(100).optional(),
  batch: id.optional(),
  month: feeMonth.optional(),
  status: z.enum(FEE_STATUSES).optional(),
});
export type FeesQuery = z.infer<typeof FeesQuery>;

/** One fee invoice as the Fees screen lists it, priced as of today (India). */
export const FeeRow = z.object({
  id,
  studentId: id,
  student: z.string(),
  parentName: z.string(),
  batchId: id,
  batch: z.string(),
  centre: z.string(),
  /** The month billed, `YYYY-MM`. */
  period: z.string(),
  amount: z.number(),
  /** Today's late fine (core's rule), or the fine it was paid with. */
  lateFine: z.number(),
  total: z.number(),
  dueDate: z.string(),
  status: z.enum(FEE_STATUSES),
  paidAt: isoDate.nullable(),
  /** How it was paid (null while unpaid). */
  paidBy: z.enum(FEE_PAY_METHODS).nullable(),
});
export type FeeRow = z.infer<typeof FeeRow>;

/** Money of the filtered set: unpaid and not yet late, unpaid and late (with today's fines), and paid. */
export const FeeTotals = z.object({ due: z.number(), overdue: z.number(), collected: z.number() });
export type FeeTotals = z.infer<typeof FeeTotals>;

/** What came in today (India day `day`), by how it was paid, over every fee of the store. */
export const FeeCollectedToday = z.object({
  day: z.string(),
  cash: z.number(),
  upi: z.number(),
  online: z.number(),
  total: z.number(),
});
export type FeeCollectedToday = z.infer<typeof FeeCollectedToday>;

export const FeesResponse = page(FeeRow).extend({
  totals: FeeTotals,
  collectedToday: FeeCollectedToday,
});
export type FeesResponse = z.infer<typeof FeesResponse>;

/**
 * `POST /admin/api/fees/:id/payments` (orders.collect): a fee taken at the desk. `total` is what the desk
 * showed and took; the server prices the fee again and refuses (409) another total.
 */
export const FeeDeskPaymentBody = z
  .strictObject({
    method: z.enum(FEE_DESK_METHODS),
    /** The UPI transaction reference the parent shows (UPI only, optional). */
    reference: z.string().trim().max(100).optional(),
    total: rupees.min(0),
  })
  .refine((body) => body.method === 'upi' || !body.reference, {
    message: 'A reference is noted for UPI only',
    path: ['reference'],
  });
export type FeeDeskPaymentBody = z.infer<typeof FeeDeskPaymentBody>;

export const FeeRowResponse = z.object({ data: FeeRow });
export type FeeRowResponse = z.infer<typeof FeeRowResponse>;

/** `POST /admin/api/fees/:id/fine` (fees.waive, owners): the fine from now on (0 waives it), with a reason. */
export const FeeFineBody = z.strictObject({
  lateFine: z.number().min(0).max(1_000_000),
  reason: z.string().trim().min(3, 'Give a reason').max(500),
});
export type FeeFineBody = z.infer<typeof FeeFineBody>;

export const FeeFineResponse = z.object({ data: z.object({ invoiceId: z.string(), lateFine: z.number() }) });

/** `POST /admin/api/academy/students/:id/pauses` (academy.manage): no fee for the months `from` to `to`. */
export const FeePauseBody = z
  .strictObject({
    from: feeMonth,
    to: feeMonth,
    reason: z.string().trim().min(3, 'Give a reason').max(500),
  })
  .refine((body) => body.from <= body.to, { message: 'The pause ends before it starts', path: ['to'] });
export type FeePauseBody = z.infer<typeof FeePauseBody>;

/** A student's pause; an ended one keeps its months up to the one before it was ended. */
export const FeePause = z.object({
  id,
  studentId: id,
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  endedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type FeePause = z.infer<typeof FeePause>;

export const FeePausesResponse = z.object({ data: z.array(FeePause) });
export type FeePausesResponse = z.infer<typeof FeePausesResponse>;
export const FeePauseResponse = z.object({ data: FeePause });

/** What the desk's fee routes and the Fees screen say. */
export const FEE_DESK_TEXTS = {
  totalChanged: (total: number) =>
    `The fee to collect is now INR ${total.toLocaleString('en-IN')}: check it with the parent and record it again`,
  PAUSE_NOT_FOUND: 'Pause not found',
  PAUSE_ENDED: 'This pause has already ended',
} as const;
