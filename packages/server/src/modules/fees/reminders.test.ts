import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolledAt, feeBatch } from '../../../test/fees';
import { realClockAfterEach, secondInstance, serverForFile } from '../../../test/helper';
import { apiAs, call, signUp } from '../../../test/session';
import { feeInvoices, feeReminders, outbox, users } from '../../db/schema';
import { FEE_TEXTS } from '../../platform/core';
import { createNotificationWorker } from '../notifications/worker';

const server = serverForFile();
realClockAfterEach(server);

const PERIOD = '2031-03';

/** A parent with one student enrolled before March 2031, and a WhatsApp mobile of its own. */
async function parentWithStudent(mobile: string) {
  const parent = await signUp(server);
  await server.app.db.update(users).set({ mobile }).where(eq(users.id, parent.userId));
  await enrolledAt(
    server,
    parent.userId,
    await feeBatch(server, 2500, 'Andheri'),
    'Isha Patil',
    '2031-02-01T10:00:00',
  );
  return parent;
}

const run = (date: string, on: Pick<typeof server, 'url'> = server) =>
  call<{ issued: number; reminded: number }>(on, 'POST', '/dev/fees/run', {
    body: { date, main_id: 'SKATE01' },
  });

const whatsapp = async (to: string) =>
  (
    await call<{ data: { template: string; params: string[]; link: string; body: unknown }[] }>(
      server,
      'GET',
      `/dev/whatsapp/messages?to=${to}`,
    )
  ).body.data;

describe('fee reminders and pay links (issue 38)', () => {
  it('a due-day WhatsApp reminder goes once with a pay link that pays without sign-in, then is refused', async () => {
    await parentWithStudent('9811100001');
    server.app.config.fees.payUrl = 'https://academy.example/fees/pay';
    server.app.services.now = () => new Date(`${PERIOD}-10T09:00:00+05:30`);
    const first = await run(`${PERIOD}-10`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await run(`${PERIOD}-10`);
    expect(again.body.reminded).toBe(0);
    await server.app.notifications.runOnce();
    const messages = await whatsapp('919811100001');
    expect(messages.map((m) => [m.template, m.params.slice(0, 5)])).toEqual([
      ['fee_reminder_due', ['Isha Patil', 'March 2031', '10 Mar 2031', '₹200', '₹2500']],
    ]);
    expect(messages[0].body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919811100001',
      type: 'template',
    });
    expect(messages[0].link.startsWith('https://academy.example/fees/pay?token=')).toBe(true);
    const token = new URL(messages[0].link).searchParams.get('token') ?? '';
    const opened = await call<{ data: { total: number; status: string }[] }>(
      server,
      'GET',
      `/fees/link?token=${token}`,
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data.map((f) => [f.total, f.status])).toEqual([[2500, 'due']]);
    const tampered = await call<{ message: string }>(
      server,
      'GET',
      `/fees/link?token=${token.slice(0, -2)}xx`,
    );
    expect([tampered.status, tampered.body.message]).toEqual([403, FEE_TEXTS.LINK_INVALID]);
    const other = await call<{ message: string }>(server, 'POST', '/fees/link/pay', {
      body: { token, invoice_ids: ['not-this-one'] },
    });
    expect([other.status, other.body.message]).toEqual([403, FEE_TEXTS.LINK_OTHER_INVOICE]);
    const paid = await call<{ amount: number; order_id: string }>(server, 'POST', '/fees/link/pay', {
      body: { token },
    });
    expect([paid.status, paid.body.amount]).toEqual([200, 2500]);
    const proof = server.app.services.sandbox.signPayment(paid.body.order_id);
    const verified = await call<{ status: string }>(server, 'POST', '/fees/pay/verify', {
      body: {
        razorpay_order_id: paid.body.order_id,
        razorpay_payment_id: proof.paymentId,
        razorpay_signature: proof.signature,
        link_token: token,
      },
    });
    expect([verified.status, verified.body.status]).toEqual([200, 'paid']);
    const after = await call<{ message: string }>(server, 'GET', `/fees/link?token=${token}`);
    expect([after.status, after.body.message]).toEqual([409, FEE_TEXTS.LINK_PAID]);
    // Paid: no overdue reminder the next day.
    server.app.services.now = () => new Date(`${PERIOD}-11T09:00:00+05:30`);
    await run(`${PERIOD}-11`);
    await server.app.notifications.runOnce();
    expect((await whatsapp('919811100001')).length).toBe(1);
    server.app.services.now = () => new Date(`${PERIOD}-30T09:00:00+05:30`);
    const expired = await call<{ message: string }>(server, 'GET', `/fees/link?token=${token}`);
    expect([expired.status, expired.body.message]).toEqual([410, FEE_TEXTS.LINK_EXPIRED]);
  });

  it('a reminder step is sent once when the sender fails after the claim, or dies mid-send and another worker takes over', async () => {
    await parentWithStudent('9811100002');
    // Only this test's workers send (the app's own would take the row on its timer).
    await server.app.notifications.stop();
    const at = new Date(`${PERIOD}-07T09:00:00+05:30`);
    server.app.services.now = () => at;
    const real = server.app.services.messaging;
    if (!real) throw new Error('the WhatsApp fake is off');
    // First the API is unreachable: the claimed row goes back to the outbox.
    server.app.services.messaging = {
      kind: 'fake',
      send: async () => {
        throw new Error('ECONNRESET');
      },
    };
    await run(`${PERIOD}-07`);
    await server.app.notifications.runOnce();
    expect(await whatsapp('919811100002')).toEqual([]);
    // Then a worker claims it and dies mid-send (its send never answers): the row is leased, not lost.
    let hung: () => void = () => {};
    server.app.services.messaging = {
      kind: 'fake',
      send: () =>
        new Promise((resolve) => {
          hung = () => resolve({ id: 'x', waId: 'x' });
        }),
    };
    server.app.services.now = () => new Date(at.getTime() + 61_000);
    const dying = createNotificationWorker(server.app);
    const abandoned = dying.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.app.services.messaging = real;
    const next = createNotificationWorker(server.app);
    expect(await next.runOnce()).toBe(0);
    // Past the dead worker's lease the new one sends it, once.
    server.app.services.now = () => new Date(at.getTime() + 61_000 + 31_000 + 61_000);
    expect(await next.runOnce()).toBe(1);
    expect(await next.runOnce()).toBe(0);
    await run(`${PERIOD}-08`);
    expect(await next.runOnce()).toBe(0);
    const messages = await whatsapp('919811100002');
    expect(messages.map((m) => m.template)).toEqual(['fee_reminder_before']);
    hung();
    await abandoned;
    server.app.notifications.start();
  });

  it('reminders run on two instances at once are sent once each, a push per step to a registered device', async () => {
    const parent = await parentWithStudent('9811100003');
    await apiAs(server, parent).push.registerToken({ user_id: parent.userId, deviceToken: 'fcm-isha-phone' });
    await server.app.notifications.stop();
    const second = await secondInstance(server);
    try {
      await second.app.notifications.stop();
      for (const app of [server.app, second.app]) app.config.fees.payUrl = 'https://academy.example/fees/pay';
      for (const day of ['07', '10']) {
        const at = new Date(`${PERIOD}-${day}T09:00:00+05:30`);
        server.app.services.now = () => at;
        second.app.services.now = () => at;
        const [a, b] = await Promise.all([run(`${PERIOD}-${day}`), run(`${PERIOD}-${day}`, second)]);
        expect([a.status, b.status]).toEqual([200, 200]);
        // One worker sends: each instance's fake FCM and WhatsApp keep what they got in its own memory.
        await server.app.notifications.runOnce();
      }
    } finally {
      await second.close();
      server.app.notifications.start();
    }
    const taken = await server.app.db
      .select({ step: feeReminders.step, channel: feeReminders.channel })
      .from(feeReminders)
      .innerJoin(feeInvoices, eq(feeInvoices.id, feeReminders.invoice_id))
      .where(eq(feeInvoices.user_id, parent.userId));
    expect(taken.map((t) => `${t.step}:${t.channel}`).sort()).toEqual([
      'before:mail',
      'before:push',
      'before:whatsapp',
      'due:mail',
      'due:push',
      'due:whatsapp',
    ]);
    const mails = await server.app.db
      .select({ template: outbox.template, status: outbox.status })
      .from(outbox)
      .where(eq(outbox.recipient, parent.email));
    expect(
      mails
        .filter((m) => m.template.startsWith('fee.'))
        .map((m) => `${m.template}:${m.status}`)
        .sort(),
    ).toEqual(['fee.before.mail:sent', 'fee.due.mail:sent']);
    const pushes = await call<{
      data: { notification: { title: string; body: string }; data: Record<string, string> }[];
    }>(server, 'GET', '/dev/fcm/messages?token=fcm-isha-phone');
    expect(pushes.body.data.map((m) => [m.notification.body, m.data.kind, m.data.step])).toEqual([
      ['Fees due by 10 Mar 2031: Isha Patil', 'fee', 'before'],
      ['Fees due today: Isha Patil', 'fee', 'due'],
    ]);
    expect(pushes.body.data[1].data.link.startsWith('https://academy.example/fees/pay?token=')).toBe(true);
    expect((await whatsapp('919811100003')).map((m) => m.template)).toEqual([
      'fee_reminder_before',
      'fee_reminder_due',
    ]);
  });
});
