import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { students } from './academy';
import { cascadeRef, money, scoped, timestamps } from './common';

/**
 * Fee auto-pay (issue 38): a parent's recurring mandate for one student's monthly fee, as a subscription
 * to a plan at the payment provider (Razorpay subscriptions, UPI Autopay; the sandbox locally). One live
 * mandate per student (UNIQUE where created or authenticated). On the due day the fee job claims the
 * month's invoice on the mandate (`charged_invoice_id`, a conditional update: one instance charges it),
 * and the provider's `subscription.charged` webhook marks that invoice paid once.
 */
export const feeMandates = pgTable(
  'fee_mandates',
  {
    ...scoped(),
    user_id: cascadeRef('user_id', () => users.id),
    student_id: cascadeRef('student_id', () => students.id),
    /** razorpay | sandbox. */
    provider: text('provider').notNull(),
    plan_id: text('plan_id').notNull(),
    subscription_id: text('subscription_id').notNull(),
    /** Where the parent authorises the mandate (the provider's page). */
    short_url: text('short_url').notNull(),
    /** created (awaiting the parent) | authenticated | halted | cancelled. */
    status: text('status')
      .$type<'created' | 'authenticated' | 'halted' | 'cancelled'>()
      .notNull()
      .default('created'),
    /** The plan's monthly amount, in rupees (the student's fee when it was set up). */
    amount: money('amount').notNull(),
    /** The last invoice the fee job asked the provider to charge (charged once: the claim). */
    charged_invoice_id: text('charged_invoice_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('fee_mandates_subscription_uq').on(t.subscription_id),
    uniqueIndex('fee_mandates_live_student_uq')
      .on(t.main_id, t.student_id)
      .where(sql`${t.status} in ('created', 'authenticated')`),
  ],
);
