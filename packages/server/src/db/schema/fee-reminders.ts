import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { outbox } from './admin';
import { cascadeRef, createdAt, scoped } from './common';
import { feeInvoices } from './fees';

/**
 * The fee reminders queued (issue 38): one row per invoice, step (core's FEE_REMINDER_STEPS) and channel
 * (mail, push, whatsapp), taken by INSERT ... ON CONFLICT DO NOTHING in the transaction that queues the
 * message in the outbox. However many instances run the reminder job and however often, each invoice
 * hears of each step once per channel; the outbox's worker then sends each message once.
 */
export const feeReminders = pgTable(
  'fee_reminders',
  {
    ...scoped(),
    invoice_id: cascadeRef('invoice_id', () => feeInvoices.id),
    /** before | due | overdue. */
    step: text('step').$type<'before' | 'due' | 'overdue'>().notNull(),
    /** mail | push | whatsapp. */
    channel: text('channel').$type<'mail' | 'push' | 'whatsapp'>().notNull(),
    /** The outbox message that carried it (a message may carry several of a parent's invoices). */
    outbox_id: text('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fee_reminders_invoice_step_channel_uq').on(t.invoice_id, t.step, t.channel)],
);
