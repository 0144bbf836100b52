import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { batches, students } from './academy';
import { at, cascadeRef, createdAt, money, scoped, settingsKey, timestamps, updatedAt } from './common';

/*
 * The academy's monthly fees (issue 38): a plan per batch, the merchant's fee settings, one invoice per
 * student and month (the unique key makes billing exactly once however many runs), and the online
 * payments that settle invoices. The defaults (due day, fine) are core's FEE_DEFAULTS, written by the code.
 */

/** A batch's monthly fee plan; a batch without one bills its price monthly with core's defaults. */
export const feePlans = pgTable(
  'fee_plans',
  {
    ...scoped(),
    batch_id: cascadeRef('batch_id', () => batches.id),
    amount: money('amount').notNull(),
    due_day: integer('due_day').notNull(),
    late_fine: money('late_fine').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('fee_plans_batch_uq').on(t.main_id, t.batch_id)],
);

/** A merchant's fee settings (none: core's FEE_DEFAULTS). */
export const feeSettings = pgTable('fee_settings', {
  main_id: settingsKey(),
  sibling_discount_percent: integer('sibling_discount_percent').notNull().default(0),
  /** The day of the month (1-28) the month's fees are issued on. */
  billing_day: integer('billing_day').notNull().default(1),
  /** A student joining after the month's first day: billed `pro_rata` for it, or from the `next_month`. */
  joiners: text('joiners').$type<'pro_rata' | 'next_month'>().notNull().default('next_month'),
  updatedAt: updatedAt(),
});

/** One student's fee for one month: issued once (UNIQUE main_id, student_id, period). */
export const feeInvoices = pgTable(
  'fee_invoices',
  {
    ...scoped(),
    student_id: cascadeRef('student_id', () => students.id),
    user_id: cascadeRef('user_id', () => users.id),
    batch_id: text('batch_id').notNull(),
    /** The month billed, `YYYY-MM`. */
    period: text('period').notNull(),
    /** The plan's fee less the sibling discount, in rupees. */
    amount: money('amount').notNull(),
    discount: money('discount').notNull().default(0),
    /** Last day without the fine, `YYYY-MM-DD` (India). */
    due_date: text('due_date').notNull(),
    /** The fine once the due day has passed. */
    late_fine: money('late_fine').notNull(),
    status: text('status').$type<'open' | 'paid' | 'waived'>().notNull().default('open'),
    /** The fine charged when it was paid. */
    paid_fine: money('paid_fine'),
    paid_at: at('paid_at'),
    payment_id: text('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_invoices_student_period_uq').on(t.main_id, t.student_id, t.period),
    index('fee_invoices_user_idx').on(t.main_id, t.user_id, t.period),
  ],
);

/** How a fee was paid: online through the payment provider, or at the rink's front desk in cash or by UPI. */
export type FeePaymentMethod = 'online' | 'cash' | 'upi';

/**
 * A payment of one or more invoices, at the total the server priced: online (opened with a provider order,
 * then verified) or taken at the front desk (`cash` / `upi`, paid at once, by `taken_by`). Every rupee of
 * fees received is one row here: the one place the accountant reads fee money from.
 */
export const feePayments = pgTable(
  'fee_payments',
  {
    ...scoped(),
    user_id: cascadeRef('user_id', () => users.id),
    receipt_id: text('receipt_id').notNull(),
    /** The provider's order of an online payment; null for one taken at the desk. */
    provider_order_id: text('provider_order_id'),
    method: text('method').$type<FeePaymentMethod>().notNull().default('online'),
    /** The member of staff who took a desk payment. */
    taken_by: text('taken_by'),
    /** A desk UPI payment's reference (the UPI transaction id the parent shows), if noted. */
    reference: text('reference').notNull().default(''),
    /** `[{ invoice_id, amount, late_fine }]` as priced. */
    lines: jsonb('lines').$type<{ invoice_id: string; amount: number; late_fine: number }[]>().notNull(),
    amount: money('amount').notNull(),
    /** `overpaid`: verified, but some of its fees had been paid by another payment (a refund is due). */
    status: text('status').$type<'created' | 'paid' | 'overpaid'>().notNull().default('created'),
    provider_payment_id: text('provider_payment_id'),
    paid_at: at('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fee_payments_order_uq').on(t.provider_order_id)],
);

/**
 * A student's pause (holiday, injury): no fee invoice is issued for a month from `from_period` to
 * `to_period` (`YYYY-MM`, both included). Ending a pause early moves `to_period` back to the month before
 * the current one (a pause ended before it began covers no month).
 */
export const feePauses = pgTable(
  'fee_pauses',
  {
    ...scoped(),
    student_id: cascadeRef('student_id', () => students.id),
    from_period: text('from_period').notNull(),
    to_period: text('to_period').notNull(),
    reason: text('reason').notNull(),
    created_by: text('created_by'),
    ended_at: at('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [index('fee_pauses_student_idx').on(t.main_id, t.student_id)],
);
