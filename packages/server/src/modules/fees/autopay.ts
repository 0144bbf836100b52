import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { feeInvoices, feeMandates, feePayments, students } from '../../db/schema';
import { indiaDay } from '../../lib/india-days';
import { toPaise } from '../../platform/core';
import type { WebhookEvent } from '../../providers/payment';
import { randomId } from '../../providers/payment/ids';
import { priced } from './repository';

/*
 * Fee auto-pay (issue 38): a parent's mandate per student is a subscription at the payment provider
 * (Razorpay's plans and subscriptions, UPI Autopay; the sandbox speaks the same protocol locally). On the
 * due day the fee job asks the provider to charge each authorised mandate's invoice of the month, claimed
 * on the mandate first (one instance charges it); `subscription.charged` then marks that invoice paid,
 * once, if it paid the server's price. A failed or halted charge leaves it open: the reminders go on.
 */

type Mandate = typeof feeMandates.$inferSelect;

/** The notes every auto-pay plan, subscription and charge carries (a webhook names its merchant by them). */
export const autopayNotes = (mainId: string, extra: Record<string, string>) => ({
  kind: 'fees-autopay',
  main_id: mainId,
  ...extra,
});

/**
 * Charges, as of `day` (an India day), every authorised mandate of the merchant whose student's open
 * invoice falls due that day. Answers how many charges were asked for. The claim (charged_invoice_id set
 * from anything else to this invoice) makes one run of one instance ask; a charge that could not be asked
 * (network) gives the claim back so that the next run asks again.
 */
export async function runAutoPay(app: FastifyInstance, mainId: string, day: string): Promise<number> {
  const due = await app.db
    .select({ mandate: feeMandates, invoice: feeInvoices })
    .from(feeMandates)
    .innerJoin(
      feeInvoices,
      and(
        eq(feeInvoices.main_id, feeMandates.main_id),
        eq(feeInvoices.student_id, feeMandates.student_id),
        eq(feeInvoices.status, 'open'),
        eq(feeInvoices.due_date, day),
      ),
    )
    .where(and(eq(feeMandates.main_id, mainId), eq(feeMandates.status, 'authenticated')));
  let asked = 0;
  for (const { mandate, invoice } of due) {
    const [claimed] = await app.db
      .update(feeMandates)
      .set({ charged_invoice_id: invoice.id, updatedAt: app.services.now() })
      .where(
        and(
          eq(feeMandates.id, mandate.id),
          eq(feeMandates.status, 'authenticated'),
          or(isNull(feeMandates.charged_invoice_id), ne(feeMandates.charged_invoice_id, invoice.id)),
        ),
      )
      .returning({ id: feeMandates.id });
    if (!claimed) continue;
    try {
      const provider = await app.services.paymentFor(mainId);
      await provider.chargeSubscription(
        mandate.subscription_id,
        toPaise(priced(invoice, day).total),
        autopayNotes(mainId, { invoice_id: invoice.id, student_id: invoice.student_id }),
      );
      asked += 1;
    } catch (error) {
      await app.db
        .update(feeMandates)
        .set({ charged_invoice_id: mandate.charged_invoice_id })
        .where(and(eq(feeMandates.id, mandate.id), eq(feeMandates.charged_invoice_id, invoice.id)));
      app.log.error({ err: error, mandate: mandate.id }, 'auto-pay charge not asked; the next run retries');
    }
  }
  return asked;
}

const STATUS_OF_EVENT: Record<string, Mandate['status']> = {
  'subscription.authenticated': 'authenticated',
  'subscription.activated': 'authenticated',
  'subscription.charged': 'authenticated',
  'subscription.pending': 'halted',
  'subscription.halted': 'halted',
  'subscription.cancelled': 'cancelled',
  'subscription.completed': 'cancelled',
};

/** What one verified subscription event did: its words for the webhook's answer. */
export type AutopayOutcome = 'paid' | 'mismatch' | 'already-paid' | 'noted';

/**
 * Acts on a verified `subscription.*` event of `mandate`: the mandate's status follows the subscription's
 * (a cancelled one stays cancelled), and `subscription.charged` pays the invoice the job charged (else the
 * student's open invoice due by the charge's day) when it paid exactly the server's price of it that day.
 * A payment row per provider payment (UNIQUE provider_order_id) makes a replay change nothing.
 */
export async function applySubscriptionEvent(
  app: FastifyInstance,
  mandate: Mandate,
  event: WebhookEvent,
  chargedAt: Date,
): Promise<AutopayOutcome> {
  const status = STATUS_OF_EVENT[event.event];
  if (status && mandate.status !== 'cancelled' && mandate.status !== status) {
    await app.db
      .update(feeMandates)
      .set({ status, updatedAt: app.services.now() })
      .where(and(eq(feeMandates.id, mandate.id), ne(feeMandates.status, 'cancelled')));
  }
  if (event.event !== 'subscription.charged' || !event.paymentId) return 'noted';
  const day = indiaDay(chargedAt);
  const invoice = await chargedInvoice(app, mandate, day);
  if (!invoice) {
    const [known] = await app.db
      .select({ id: feePayments.id })
      .from(feePayments)
      .where(eq(feePayments.provider_order_id, event.orderId ?? event.paymentId));
    if (!known)
      app.log.error(
        { mandate: mandate.id, payment: event.paymentId },
        'auto-pay charge for no open fee: refund due',
      );
    return 'already-paid';
  }
  const { late_fine, total } = priced(invoice, day);
  if (event.amountPaise !== toPaise(total) || event.currency?.toUpperCase() !== 'INR') {
    app.log.error(
      { mandate: mandate.id, invoice: invoice.id, paid: event.amountPaise ?? null, expected: toPaise(total) },
      'auto-pay charge does not match the fee: not marked paid',
    );
    return 'mismatch';
  }
  return app.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(feePayments)
      .values({
        main_id: mandate.main_id,
        user_id: mandate.user_id,
        receipt_id: randomId('fee_'),
        provider_order_id: event.orderId ?? event.paymentId ?? '',
        lines: [{ invoice_id: invoice.id, amount: invoice.amount, late_fine }],
        amount: total,
        status: 'paid',
        provider_payment_id: event.paymentId,
        paid_at: chargedAt,
      })
      .onConflictDoNothing({ target: feePayments.provider_order_id })
      .returning({ id: feePayments.id });
    if (!payment) return 'already-paid' as const;
    const marked = await tx
      .update(feeInvoices)
      .set({ status: 'paid', paid_at: chargedAt, paid_fine: late_fine, payment_id: payment.id })
      .where(and(eq(feeInvoices.id, invoice.id), eq(feeInvoices.status, 'open')))
      .returning({ id: feeInvoices.id });
    if (marked.length > 0) return 'paid' as const;
    // Paid another way meanwhile (the parent at the rink or online): the money is on record as due back.
    await tx.update(feePayments).set({ status: 'overpaid' }).where(eq(feePayments.id, payment.id));
    app.log.error(
      { mandate: mandate.id, invoice: invoice.id },
      'auto-pay charged a fee already paid: refund due',
    );
    return 'already-paid' as const;
  });
}

/**
 * The open invoice a charge pays: the one the job charged, else the student's oldest open one due by `day`
 * (Razorpay may charge on its cycle before the job ran that day). A paid one is never chosen: a replayed
 * payment then meets another fee only to be refused by its payment id (UNIQUE provider_order_id).
 */
async function chargedInvoice(app: FastifyInstance, mandate: Mandate, day: string) {
  const open = await app.db
    .select()
    .from(feeInvoices)
    .where(
      and(
        eq(feeInvoices.main_id, mandate.main_id),
        eq(feeInvoices.student_id, mandate.student_id),
        eq(feeInvoices.status, 'open'),
      ),
    )
    .orderBy(feeInvoices.period);
  return (
    open.find((row) => row.id === mandate.charged_invoice_id) ??
    open.find((row) => row.due_date <= day) ??
    null
  );
}

/** A mandate on the wire. */
export function toWireMandate(row: Mandate & { student_name: string }) {
  return {
    id: row.id,
    student_id: row.student_id,
    student_name: row.student_name,
    status: row.status,
    amount: row.amount,
    provider: row.provider,
    subscription_id: row.subscription_id,
    short_url: row.short_url,
    created_at: row.createdAt.toISOString(),
  };
}

/** A parent's mandates (or the one `id`), newest first. */
export async function mandatesOf(app: FastifyInstance, mainId: string, userId: string, id?: string) {
  const rows = await app.db
    .select({ mandate: feeMandates, student_name: students.name })
    .from(feeMandates)
    .innerJoin(students, eq(students.id, feeMandates.student_id))
    .where(
      and(
        eq(feeMandates.main_id, mainId),
        eq(feeMandates.user_id, userId),
        id ? eq(feeMandates.id, id) : undefined,
      ),
    )
    .orderBy(feeMandates.createdAt);
  return rows.reverse().map((row) => ({ ...row.mandate, student_name: row.student_name }));
}
