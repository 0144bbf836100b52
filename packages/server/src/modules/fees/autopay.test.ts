import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolledAt, feeBatch } from '../../../test/fees';
import { realClockAfterEach, serverForFile } from '../../../test/helper';
import { call, type SignedUpUser, signUp } from '../../../test/session';
import { feeInvoices, feeMandates, feeReminders } from '../../db/schema';
import { ACADEMY_TEXTS, FEE_TEXTS } from '../../platform/core';

const server = serverForFile();
realClockAfterEach(server);

interface Mandate {
  id: string;
  student_id: string;
  student_name: string;
  status: string;
  amount: number;
  provider: string;
  subscription_id: string;
  short_url: string;
}
interface Fee {
  invoice_id: string;
  period: string;
  late_fine: number;
  total: number;
  status: string;
}

/** When this file's students joined: before March 2031, the first month billed. */
const JOINED = '2031-02-01T10:00:00';

/** The parents of this file, signed in again whenever the clock moves (their tokens follow it). */
const parents: SignedUpUser[] = [];

/** A parent with one student enrolled in a INR 2500 batch of its own before March 2031. */
async function family(name: string): Promise<{ parent: SignedUpUser; studentId: string }> {
  const parent = await signUp(server);
  parents.push(parent);
  const batchId = await feeBatch(server, 2500, 'Andheri');
  return { parent, studentId: await enrolledAt(server, parent.userId, batchId, name, JOINED) };
}

/** Runs the fee jobs as of `day`, the server's clock at 09:00 India time that day. */
async function runOn(day: string) {
  server.app.services.now = () => new Date(`${day}T09:00:00+05:30`);
  const ran = await call<{ issued: number; charged: number; reminded: number }>(
    server,
    'POST',
    '/dev/fees/run',
    { body: { date: day, main_id: 'SKATE01' } },
  );
  expect(ran.status, JSON.stringify(ran.body)).toBe(200);
  for (const parent of parents) {
    const answer = await call<{ accessToken: string }>(server, 'POST', '/loginuser', {
      body: { email: parent.email, password: parent.password, main_id: parent.mainId },
    });
    expect(answer.status).toBe(200);
    parent.accessToken = answer.body.accessToken;
  }
  return ran.body;
}

const feesOf = async (parent: SignedUpUser) =>
  (await call<{ data: Fee[] }>(server, 'GET', `/fees/${parent.userId}`, { token: parent.accessToken })).body
    .data;

/** The provider's webhook, posted as Razorpay posts it: the raw body and its signature. */
async function webhook(raw: string, signature: string, eventId: string) {
  const response = await fetch(`${server.url}/fees/autopay/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string } };
}

const paymentsOf = async (invoiceId: string) =>
  (
    (await server.app.db.execute(
      sql`select status, amount::float as amount from fee_payments where lines @> ${JSON.stringify([{ invoice_id: invoiceId }])}::jsonb`,
    )) as unknown as { rows: { status: string; amount: number }[] }
  ).rows;

describe('fee auto-pay (issue 38)', () => {
  it("a parent's mandate, authorised at the sandbox, pays the month's fee on its due day once; a halted charge falls back to the reminders, a later charge pays the oldest fee due", async () => {
    const { parent, studentId } = await family('Isha Patil');
    const other = await family('Kiran Das');
    await runOn('2031-03-01');
    const body = { user_id: parent.userId, student_id: studentId };
    expect((await call(server, 'POST', '/fees/autopay', { body })).status).toBe(401);
    const notHers = await call<{ message: string }>(server, 'POST', '/fees/autopay', {
      body: { ...body, student_id: other.studentId },
      token: parent.accessToken,
    });
    expect([notHers.status, notHers.body.message]).toEqual([404, ACADEMY_TEXTS.STUDENT_NOT_FOUND]);

    const made = await call<{ message: string; data: Mandate }>(server, 'POST', '/fees/autopay', {
      body,
      token: parent.accessToken,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const mandate = made.body.data;
    expect([
      made.body.message,
      mandate.status,
      mandate.amount,
      mandate.provider,
      mandate.student_name,
    ]).toEqual([FEE_TEXTS.AUTOPAY_CREATED, 'created', 2500, 'sandbox', 'Isha Patil']);
    expect(mandate.short_url).toBe(`${server.url}/sandbox/subscriptions/${mandate.subscription_id}`);
    const twice = await call<{ message: string }>(server, 'POST', '/fees/autopay', {
      body,
      token: parent.accessToken,
    });
    expect([twice.status, twice.body.message]).toEqual([409, FEE_TEXTS.AUTOPAY_EXISTS]);

    // The parent authorises the mandate on the sandbox's page (Razorpay's short_url).
    const page = await fetch(mandate.short_url);
    expect([page.status, (await page.text()).includes('Monthly charge: INR 2500.00')]).toEqual([200, true]);
    const authorised = await fetch(`${mandate.short_url}/authorise`, { method: 'POST' });
    expect(authorised.status).toBe(200);
    const listed = await call<{ data: Mandate[] }>(server, 'GET', `/fees/autopay/${parent.userId}`, {
      token: parent.accessToken,
    });
    expect(listed.body.data.map((m) => [m.id, m.status])).toEqual([[mandate.id, 'authenticated']]);

    // Not before the due day; on it, charged once however often the job runs.
    expect((await runOn('2031-03-09')).charged).toBe(0);
    expect((await runOn('2031-03-10')).charged).toBe(1);
    expect((await runOn('2031-03-10')).charged).toBe(0);
    const [march] = await feesOf(parent);
    expect([march.period, march.status, march.late_fine, march.total]).toEqual(['2031-03', 'paid', 0, 2500]);
    expect(await paymentsOf(march.invoice_id)).toEqual([{ status: 'paid', amount: 2500 }]);
    // Paid before the reminders ran: the step before the due day went (by mail), none on it.
    const reminded = await server.app.db
      .select({ step: feeReminders.step, channel: feeReminders.channel })
      .from(feeReminders)
      .where(eq(feeReminders.invoice_id, march.invoice_id));
    expect(reminded.map((r) => `${r.step}:${r.channel}`).sort()).toEqual(['before:mail', 'before:whatsapp']);

    // The provider redelivers subscription.charged (same event id, then under a new one): nothing changes.
    const charged = server.app.services.sandbox
      .webhooks()
      .filter((w) => JSON.parse(w.raw).event === 'subscription.charged')
      .at(-1);
    if (!charged) throw new Error('the sandbox sent no subscription.charged');
    expect((await webhook(charged.raw, charged.signature, charged.eventId)).body.message).toBe(
      'Already processed',
    );
    expect((await webhook(charged.raw, charged.signature, 'evt_redelivered')).status).toBe(200);
    expect(await paymentsOf(march.invoice_id)).toEqual([{ status: 'paid', amount: 2500 }]);
    expect((await webhook(charged.raw, `${charged.signature.slice(0, -2)}00`, 'evt_forged')).status).toBe(
      400,
    );

    // April: the charge fails (the mandate halts); the fee stays open and the due-day reminder goes.
    await runOn('2031-04-01');
    server.app.services.sandbox.failCharges(mandate.subscription_id, 1);
    expect((await runOn('2031-04-10')).charged).toBe(1);
    const [, april] = await feesOf(parent);
    expect([april.period, april.status]).toEqual(['2031-04', 'due']);
    const [halted] = await server.app.db
      .select({ status: feeMandates.status })
      .from(feeMandates)
      .where(eq(feeMandates.id, mandate.id));
    expect(halted.status).toBe('halted');
    const aprilSteps = await server.app.db
      .select({ step: feeReminders.step, channel: feeReminders.channel })
      .from(feeReminders)
      .where(eq(feeReminders.invoice_id, april.invoice_id));
    expect(aprilSteps.map((r) => `${r.step}:${r.channel}`).sort()).toEqual(['due:mail', 'due:whatsapp']);

    // A charge of another amount (signed, but not the server's price) pays nothing.
    const forgedAmount = JSON.parse(charged.raw);
    forgedAmount.payload.payment.entity.id = 'pay_sbx_other0000000';
    forgedAmount.payload.payment.entity.order_id = 'order_sbx_other000000';
    forgedAmount.payload.payment.entity.amount = 100;
    forgedAmount.payload.payment.entity.created_at = Math.floor(
      Date.parse('2031-04-10T10:00:00+05:30') / 1000,
    );
    const raw = JSON.stringify(forgedAmount);
    const wrong = await webhook(raw, server.app.services.sandbox.signWebhook(raw), 'evt_wrong_amount');
    expect([wrong.status, wrong.body.success]).toEqual([200, false]);
    expect((await feesOf(parent))[1].status).toBe('due');

    // Razorpay charges on its own cycle, maybe before the job claimed the month (the claim still names
    // March): its charge on the 12th pays April, the oldest open fee due, at the server's price with the fine.
    await server.app.db
      .update(feeMandates)
      .set({ charged_invoice_id: march.invoice_id })
      .where(eq(feeMandates.id, mandate.id));
    const retried = JSON.parse(raw);
    retried.payload.payment.entity.id = 'pay_sbx_retry0000000';
    retried.payload.payment.entity.order_id = 'order_sbx_retry000000';
    retried.payload.payment.entity.amount = 270000;
    retried.payload.payment.entity.created_at = Math.floor(Date.parse('2031-04-12T10:00:00+05:30') / 1000);
    const retriedRaw = JSON.stringify(retried);
    const late = await webhook(retriedRaw, server.app.services.sandbox.signWebhook(retriedRaw), 'evt_retry');
    expect([late.status, late.body.message]).toEqual([200, FEE_TEXTS.PAID]);
    const [, aprilPaid] = await feesOf(parent);
    expect([aprilPaid.status, aprilPaid.late_fine, aprilPaid.total]).toEqual(['paid', 200, 2700]);
    expect(await paymentsOf(march.invoice_id)).toEqual([{ status: 'paid', amount: 2500 }]);

    // Cancelled at the provider; again is the same answer; another parent's or an unknown id is not found.
    const cancelled = await call<{ message: string; data: Mandate }>(
      server,
      'DELETE',
      `/fees/autopay/${mandate.id}`,
      { token: parent.accessToken },
    );
    expect([cancelled.status, cancelled.body.message, cancelled.body.data.status]).toEqual([
      200,
      FEE_TEXTS.AUTOPAY_CANCELLED,
      'cancelled',
    ]);
    expect(server.app.services.sandbox.subscription(mandate.subscription_id)?.status).toBe('cancelled');
    expect(
      (await call(server, 'DELETE', `/fees/autopay/${mandate.id}`, { token: parent.accessToken })).status,
    ).toBe(200);
    expect(
      (await call(server, 'DELETE', `/fees/autopay/${mandate.id}`, { token: other.parent.accessToken }))
        .status,
    ).toBe(404);
    expect((await call(server, 'DELETE', '/fees/autopay/nope', { token: parent.accessToken })).status).toBe(
      404,
    );
    const [settled] = await server.app.db
      .select({ status: feeInvoices.status })
      .from(feeInvoices)
      .where(and(eq(feeInvoices.id, april.invoice_id)));
    expect(settled.status).toBe('paid');
  });

  it('auto-pay waits for a billed fee', async () => {
    const { parent, studentId } = await family('Tara Rao');
    const early = await call<{ message: string }>(server, 'POST', '/fees/autopay', {
      body: { user_id: parent.userId, student_id: studentId },
      token: parent.accessToken,
    });
    expect([early.status, early.body.message]).toEqual([409, FEE_TEXTS.AUTOPAY_NO_FEE]);
  });
});
