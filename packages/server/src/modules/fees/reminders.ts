import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { feeInvoices, feeReminders, outbox, pushTokens, students, users } from '../../db/schema';
import {
  type FeeReminderStep,
  feeReminderStep,
  formatIndiaDate,
  ROUTES,
  shiftFeeDay,
} from '../../platform/core';
import { templateData, whatsappNumber } from '../../providers/messaging/types';
import { brandOf, countQueued, enqueue } from '../notifications/outbox';
import { enqueueCustomerPush } from '../notifications/push';
import { type Brand, type FeeReminderFacts, feeReminderToParent } from '../notifications/templates';
import { payLinkUrl } from './pay-links';
import { priced } from './repository';

/*
 * Fee reminders (issue 38): before the due day, on it and after it (core's FEE_REMINDER_STEPS, with the
 * fine), by mail, push and WhatsApp, each with a signed pay link naming its invoices. A parent hears once
 * per step and channel about all of their students' open fees at that step. Exactly once: each (invoice,
 * step, channel) is taken in fee_reminders (UNIQUE) in the transaction that queues its message in the
 * outbox, so a second run, a second instance or a retry queues nothing; the outbox's worker then sends
 * each message once (a claim with a lease; a send that failed is retried, one that went out is marked).
 */

/** The WhatsApp template of each step (approved at Meta; body parameters in docs/deploy.md). */
export const FEE_REMINDER_TEMPLATES: Record<FeeReminderStep, string> = {
  before: 'fee_reminder_before',
  due: 'fee_reminder_due',
  overdue: 'fee_reminder_overdue',
};

type Channel = 'mail' | 'push' | 'whatsapp';

interface OpenFee {
  invoice: typeof feeInvoices.$inferSelect;
  student: string;
  email: string;
  mobile: string;
}

/** `A`, `A and B`, `A, B and C`. */
const listNames = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

const monthLabel = (period: string) =>
  new Date(`${period}-01T00:00:00Z`).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const round = (value: number) => Math.round(value * 100) / 100;

/** What one reminder of `fees` (one parent, one step) says as of `day`. */
function factsOf(fees: OpenFee[], step: FeeReminderStep, day: string, link: string): FeeReminderFacts {
  const prices = fees.map((fee) => priced(fee.invoice, day));
  const first = fees[0].invoice;
  return {
    step,
    students: listNames(fees.map((fee) => fee.student)),
    month: monthLabel(first.period),
    dueDate: formatIndiaDate(`${first.due_date}T12:00:00+05:30`),
    // Before the due day, the fine that will apply; after it, the fine that does.
    fine: round(
      step === 'overdue'
        ? prices.reduce((s, p) => s + p.late_fine, 0)
        : fees.reduce((s, f) => s + f.invoice.late_fine, 0),
    ),
    total: round(prices.reduce((s, p) => s + p.total, 0)),
    link,
  };
}

/** Queues one channel's message; answers the outbox row's id (mail, WhatsApp), or null. */
async function queueMessage(
  tx: Tx,
  channel: Channel,
  fees: OpenFee[],
  facts: FeeReminderFacts,
  brand: Brand,
  dedupeKey: string,
): Promise<string | null> {
  const { invoice, email, mobile } = fees[0];
  const template = `fee.${facts.step}.${channel}`;
  if (channel === 'mail') {
    await enqueue(tx, {
      mainId: invoice.main_id,
      template,
      recipient: email,
      mail: feeReminderToParent(brand, facts),
      dedupeKey,
    });
  } else if (channel === 'push') {
    const mail = feeReminderToParent(brand, facts);
    await enqueueCustomerPush(tx, {
      mainId: invoice.main_id,
      userId: invoice.user_id,
      template,
      title: brand.name,
      body: mail.subject,
      data: { kind: 'fee', step: facts.step, link: facts.link, route: ROUTES.myAccount },
      dedupeKey,
    });
    return null;
  } else {
    const params = [
      facts.students,
      facts.month,
      facts.dueDate,
      `₹${facts.fine}`,
      `₹${facts.total}`,
      facts.link,
    ];
    await tx
      .insert(outbox)
      .values({
        main_id: invoice.main_id,
        channel: 'whatsapp',
        template,
        recipient: whatsappNumber(mobile),
        subject: FEE_REMINDER_TEMPLATES[facts.step],
        text: params.join(' | '),
        data: templateData({ template: FEE_REMINDER_TEMPLATES[facts.step], language: 'en', params }),
        dedupe_key: dedupeKey,
      })
      .onConflictDoNothing({ target: outbox.dedupe_key });
    countQueued();
  }
  const [row] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.dedupe_key, dedupeKey));
  return row?.id ?? null;
}

/**
 * Queues the reminders due as of `asOfDate` (an India day) for the merchant's open fees: each fee's latest
 * step reached (core's feeReminderStep), grouped by parent, on every channel the parent can be reached by
 * (an e-mail, a registered device, a mobile with WhatsApp on). Paid and waived fees get none. Answers how
 * many messages were queued.
 */
export async function runFeeReminders(
  app: FastifyInstance,
  mainId: string,
  asOfDate: string,
): Promise<number> {
  const rows = await app.db
    .select({ invoice: feeInvoices, student: students.name, email: users.email, mobile: users.mobile })
    .from(feeInvoices)
    .innerJoin(students, eq(students.id, feeInvoices.student_id))
    .innerJoin(users, eq(users.id, feeInvoices.user_id))
    .where(
      and(
        eq(feeInvoices.main_id, mainId),
        eq(feeInvoices.status, 'open'),
        // The first step comes 3 days before the due day: a fee due later has none yet.
        lte(feeInvoices.due_date, shiftFeeDay(asOfDate, 3)),
      ),
    )
    .orderBy(asc(feeInvoices.user_id), asc(feeInvoices.period), asc(students.createdAt), asc(feeInvoices.id));
  const groups = new Map<string, { step: FeeReminderStep; fees: OpenFee[] }>();
  for (const row of rows) {
    const step = feeReminderStep(row.invoice.due_date, asOfDate);
    if (!step) continue;
    const key = `${row.invoice.user_id}:${step}`;
    const group = groups.get(key) ?? { step, fees: [] };
    group.fees.push(row);
    groups.set(key, group);
  }
  if (groups.size === 0) return 0;
  const parentIds = [...new Set(rows.map((row) => row.invoice.user_id))];
  const withDevices = new Set(
    (
      await app.db
        .selectDistinct({ user_id: pushTokens.user_id })
        .from(pushTokens)
        .where(and(eq(pushTokens.main_id, mainId), inArray(pushTokens.user_id, parentIds)))
    ).map((row) => row.user_id),
  );
  const brand = await brandOf(app.db, mainId);
  let queued = 0;
  for (const { step, fees } of groups.values()) {
    const parent = fees[0];
    const channels: Channel[] = [];
    if (parent.email.trim()) channels.push('mail');
    if (withDevices.has(parent.invoice.user_id)) channels.push('push');
    if (app.services.messaging && whatsappNumber(parent.mobile)) channels.push('whatsapp');
    for (const channel of channels)
      if (await remindOnce(app, channel, step, fees, brand, asOfDate)) queued += 1;
  }
  return queued;
}

/** Takes the fees' (step, channel) in fee_reminders and queues the message of those it took, in one transaction. */
function remindOnce(
  app: FastifyInstance,
  channel: Channel,
  step: FeeReminderStep,
  fees: OpenFee[],
  brand: Brand,
  day: string,
): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const taken = await tx
      .insert(feeReminders)
      .values(
        fees.map((fee) => ({ main_id: fee.invoice.main_id, invoice_id: fee.invoice.id, step, channel })),
      )
      .onConflictDoNothing({ target: [feeReminders.invoice_id, feeReminders.step, feeReminders.channel] })
      .returning({ id: feeReminders.id, invoice_id: feeReminders.invoice_id });
    if (taken.length === 0) return false;
    const fresh = fees.filter((fee) => taken.some((t) => t.invoice_id === fee.invoice.id));
    const invoiceIds = fresh.map((fee) => fee.invoice.id);
    const link = await payLinkUrl(app, {
      mainId: fresh[0].invoice.main_id,
      userId: fresh[0].invoice.user_id,
      invoiceIds,
    });
    // Invoices are taken once per step and channel, so no two messages carry the same set.
    const dedupeKey = `fee:${step}:${channel}:${createHash('sha256').update(invoiceIds.sort().join(',')).digest('base64url').slice(0, 32)}`;
    const outboxId = await queueMessage(
      tx,
      channel,
      fresh,
      factsOf(fresh, step, day, link),
      brand,
      dedupeKey,
    );
    if (outboxId)
      await tx
        .update(feeReminders)
        .set({ outbox_id: outboxId })
        .where(
          inArray(
            feeReminders.id,
            taken.map((t) => t.id),
          ),
        );
    return true;
  });
}
