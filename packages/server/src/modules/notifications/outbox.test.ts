import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, adminSession } from '../../../test/admin';
import { orderRow, paidOrder } from '../../../test/console';
import type { TestServer } from '../../../test/helper';
import type { SignedUpUser } from '../../../test/session';
import { openShop } from '../../../test/shop';
import { outbox } from '../../db/schema';
import { createSmtpMailer, type Mailer, type MailMessage } from '../../providers/mail';
import { SEED_REFS } from '../../seed';
import { enqueue } from './outbox';
import { createNotificationWorker, MAX_ATTEMPTS, retryDelayMs } from './worker';

let server: TestServer;
let asha: SignedUpUser;
let ashaHome: string;
let staff: AdminSession;
let working: Mailer;

/** A mailer that sends, refuses or never answers, as the test says. */
function switchableMailer() {
  const sent: MailMessage[] = [];
  let mode: 'ok' | 'refuse' | 'hang' = 'ok';
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      if (mode === 'refuse') throw new Error('Could not send e-mail');
      if (mode === 'hang') return new Promise<void>(() => {});
      sent.push(message);
      await working.send(message);
    },
  };
  return {
    mailer,
    sent,
    set(next: typeof mode) {
      mode = next;
    },
  };
}

/** The clock the worker reads, moved on by `later` (and back to real time by `realTime`). */
let offset = 0;
const later = (ms: number) => {
  offset += ms;
  server.app.services.now = () => new Date(Date.now() + offset);
};
const realTime = () => {
  offset = 0;
  server.app.services.now = () => new Date();
};

beforeAll(async () => {
  ({ server, asha, ashaHome } = await openShop());
  staff = await adminSession(server, { role: 'staff' });
  working = server.app.services.mailer;
  // The test turns the worker's rounds itself.
  await server.app.notifications.stop();
  server.app.notifications.options.sendTimeoutMs = 300;
});
afterAll(async () => {
  server.app.services.mailer = working;
  await server.close();
});

/** Queues a test mail of SKATE01 (its subject also its text) under `dedupeKey`; answers whether it was new. */
const queueMail = (template: string, recipient: string, dedupeKey: string, subject: string) =>
  enqueue(server.app.db, {
    mainId: 'SKATE01',
    template,
    recipient,
    dedupeKey,
    mail: { subject, text: subject, html: `<p>${subject}</p>` },
  });

const rowsOf = async (orderId: string) =>
  server.app.db
    .select()
    .from(outbox)
    .where(like(outbox.dedupe_key, `order:${orderId}:%`));

describe('the notification outbox', () => {
  it('a mail server that hangs, then refuses, leaves the order change committed and the request fast; the mail goes once it works', async () => {
    const switchable = switchableMailer();
    server.app.services.mailer = switchable.mailer;
    realTime();
    const order = await paidOrder(server, asha, ashaHome, [{ id: SEED_REFS.products.cheap }]);
    await server.app.notifications.runOnce();
    switchable.set('hang');
    await staff.call('POST', `/orders/${order.id}/actions`, { action: 'confirm' });
    await staff.call('POST', `/orders/${order.id}/actions`, { action: 'pack' });
    const started = Date.now();
    const shipped = await staff.call<{ data: { orderStatus: string } }>(
      'POST',
      `/orders/${order.id}/actions`,
      {
        action: 'ship',
        courier: 'Blue Dart',
        trackingNumber: 'BD777',
      },
    );
    expect(shipped.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await orderRow(server, order.id)).orderStatus).toBe('Shipped');

    const key = `order:${order.id}:shipped:customer`;
    const row = async () => (await server.app.db.select().from(outbox).where(eq(outbox.dedupe_key, key)))[0];
    expect(await row()).toMatchObject({ status: 'pending', attempts: 0, recipient: asha.email });

    // Hung: the attempt is abandoned after the send timeout and retried later.
    await server.app.notifications.runOnce();
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'no answer from the mail server in 300 ms',
    });
    // Not due again until the backoff has passed.
    switchable.set('refuse');
    await server.app.notifications.runOnce();
    expect((await row()).attempts).toBe(1);
    later(retryDelayMs(1) + 1_000);
    await server.app.notifications.runOnce();
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 2,
      last_error: 'Could not send e-mail',
    });

    switchable.set('ok');
    later(retryDelayMs(2) + 60_000);
    await server.app.notifications.runOnce();
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3, last_error: '' });
    const number = order.receipt_id
      .replace(/^rcpt_/, '')
      .slice(-8)
      .toUpperCase();
    expect(switchable.sent.filter((m) => m.subject === `Order #${number} shipped`)).toHaveLength(1);
    const inbox = await server.app.services.outbox?.list(asha.email);
    expect(inbox?.some((m) => m.text.includes('Tracking number: BD777'))).toBe(true);
    // Sent once: another round sends nothing more.
    await server.app.notifications.runOnce();
    expect((await row()).attempts).toBe(3);
  });

  it('a mail queued within the clock’s millisecond is due at once (the database keeps microseconds)', async () => {
    // The clock reads whole milliseconds; the row was queued 0.4 ms into the same one.
    const at = new Date('2026-11-28T11:22:40.123Z');
    server.app.services.now = () => at;
    await queueMail('test.micro', 'micro@example.com', 'test:micro:1', 'Now');
    await server.app.db.execute(
      sql`update outbox set next_attempt_at = '2026-11-28T11:22:40.123400Z' where dedupe_key = 'test:micro:1'`,
    );
    await server.app.notifications.runOnce();
    const [row] = await server.app.db.select().from(outbox).where(eq(outbox.dedupe_key, 'test:micro:1'));
    expect({ status: row.status, attempts: row.attempts }).toEqual({ status: 'sent', attempts: 1 });
    realTime();
  });

  it('a real SMTP client against a server that never greets, or a closed port: retried, never lost', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    realTime();
    server.app.services.mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'shop@example.com',
    });
    await queueMail('test.smtp', 'smtp-check@example.com', 'test:smtp:1', 'Hello');
    const row = async () =>
      (await server.app.db.select().from(outbox).where(eq(outbox.dedupe_key, 'test:smtp:1')))[0];
    await server.app.notifications.runOnce();
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'no answer from the mail server in 300 ms',
    });
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    later(retryDelayMs(1) + 1_000);
    await server.app.notifications.runOnce();
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 2,
      last_error: 'Could not send e-mail',
    });
    server.app.services.mailer = working;
    later(retryDelayMs(2) + 1_000);
    await server.app.notifications.runOnce();
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('one event mails once; a mail that keeps failing is given up after the last attempt and shown to the owner', async () => {
    const first = await queueMail('t', 'x@example.com', 'test:once', 'Once');
    const again = await queueMail('t', 'x@example.com', 'test:once', 'Once');
    expect([first, again]).toEqual([true, false]);

    const switchable = switchableMailer();
    switchable.set('refuse');
    server.app.services.mailer = switchable.mailer;
    realTime();
    await server.app.db
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outbox.dedupe_key, 'test:once'));
    await server.app.notifications.runOnce();
    const [dead] = await server.app.db.select().from(outbox).where(eq(outbox.dedupe_key, 'test:once'));
    expect(dead).toMatchObject({ status: 'dead', attempts: 12, last_error: 'Could not send e-mail' });
    const owner = await adminSession(server, { role: 'owner' });
    const list = await owner.call<{ data: { subject: string; status: string; attempts: number }[] }>(
      'GET',
      '/notifications?pageSize=100',
    );
    expect(list.body.data.find((r) => r.subject === 'Once')).toMatchObject({ status: 'dead', attempts: 12 });
    const overview = await owner.call<{ notificationsFailing: number }>('GET', '/overview');
    expect(overview.body.notificationsFailing).toBeGreaterThanOrEqual(1);
    server.app.services.mailer = working;
  });

  it('messages queued one after another go out in that order, however their ids sort (a shopper hears "packed" before "shipped")', async () => {
    realTime();
    const counted = switchableMailer();
    server.app.services.mailer = counted.mailer;
    const steps = ['confirmed', 'packed', 'shipped', 'out for delivery', 'delivered', 'a', 'b', 'c'];
    for (const [i, step] of steps.entries()) {
      await queueMail('test.order', 'order-steps@example.com', `test:order-steps:${i}`, `Step ${step}`);
    }
    // A row written again since (a retry's bookkeeping does so) sits elsewhere in the table now: the
    // database hands rows back in its own order, not in the order they were queued.
    await server.app.db.execute(
      sql`update outbox set last_error = '' where dedupe_key in ('test:order-steps:0', 'test:order-steps:2')`,
    );
    // One round claims them all in one batch.
    await server.app.notifications.runOnce();
    expect(counted.sent.map((m) => m.subject)).toEqual(steps.map((step) => `Step ${step}`));
    server.app.services.mailer = working;
  });

  it('two workers (two instances) never send one row twice', async () => {
    realTime();
    const counted = switchableMailer();
    server.app.services.mailer = counted.mailer;
    for (let i = 0; i < 15; i += 1) {
      await queueMail('test.race', `race${i}@example.com`, `test:race:${i}`, `Race ${i}`);
    }
    const other = createNotificationWorker(server.app, { sendTimeoutMs: 300, batch: 4 });
    await Promise.all([server.app.notifications.runOnce(), other.runOnce()]);
    const race = counted.sent.filter((m) => m.subject.startsWith('Race '));
    expect(race).toHaveLength(15);
    expect(new Set(race.map((m) => m.subject)).size).toBe(15);
    const rows = await server.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'test.race'), eq(outbox.status, 'sent')));
    expect(rows).toHaveLength(15);
    server.app.services.mailer = working;
  });

  // Issue 40, item 7: rows are claimed in a batch under one lease; a send started late in the batch could
  // still be waiting for the mail server when the lease ends and another instance sends the row too.
  it('item 7: a round starts no send that could outlast its lease: after a hung send the rest of the batch waits out the lease, then goes once', async () => {
    realTime();
    const counted = switchableMailer();
    server.app.services.mailer = counted.mailer;
    for (let i = 0; i < 3; i += 1) {
      await queueMail('test.lease', `lease${i}@example.com`, `test:lease:${i}`, `Lease ${i}`);
    }
    const statuses = async () =>
      (
        await server.app.db
          .select({ status: outbox.status })
          .from(outbox)
          .where(eq(outbox.template, 'test.lease'))
          .orderBy(outbox.recipient)
      ).map((row) => row.status);
    const worker = createNotificationWorker(server.app, { sendTimeoutMs: 300, leaseMs: 500, batch: 4 });
    try {
      counted.set('hang');
      // The first send hangs for its 300 ms; a second could then run to 600 ms, past the 500 ms lease.
      await worker.runOnce();
      expect(await statuses()).toEqual(['pending', 'sending', 'sending']);
      counted.set('ok');
      await new Promise((resolve) => setTimeout(resolve, 600));
      await worker.runOnce();
      expect(counted.sent.map((m) => m.subject)).toEqual(['Lease 1', 'Lease 2']);
      expect(await statuses()).toEqual(['pending', 'sent', 'sent']);
    } finally {
      server.app.services.mailer = working;
      await server.app.db.delete(outbox).where(eq(outbox.template, 'test.lease'));
    }
  });

  // Issue 40, item 7: a hard database stop after a confirmed send left the row `sending`; once its lease
  // ended the mail went again ("Payment received" twice, 90 s apart).
  it('item 7: a mail the provider took is never sent again, even when its sent mark fails and the lease runs out', async () => {
    realTime();
    const counted = switchableMailer();
    server.app.services.mailer = counted.mailer;
    await queueMail('test.once-only', 'once-only@example.com', 'test:once-only', 'Payment received');
    // The database goes away right after the provider answers: the first write after the send fails.
    const db = server.app.db;
    const update = db.update.bind(db);
    let failing = true;
    counted.mailer.send = (async (message: MailMessage) => {
      counted.sent.push(message);
      failing = true;
    }) as Mailer['send'];
    (db as { update: unknown }).update = ((...args: Parameters<typeof update>) => {
      if (failing) {
        failing = false;
        throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
      }
      return update(...args);
    }) as typeof update;
    try {
      expect(await server.app.notifications.runOnce()).toBe(1);
      // The lease of the claimed row ends; the database is back.
      later(10 * 60_000);
      await server.app.notifications.runOnce();
      await server.app.notifications.runOnce();
    } finally {
      (db as { update: unknown }).update = update;
      server.app.services.mailer = working;
      realTime();
    }
    expect(counted.sent.map((m) => [m.subject, m.messageId?.startsWith('<outbox-')])).toEqual([
      ['Payment received', true],
    ]);
    const [row] = await server.app.db.select().from(outbox).where(eq(outbox.dedupe_key, 'test:once-only'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a paid order queues the merchant and the shopper mails with it; the order number is in the subject', async () => {
    realTime();
    const order = await paidOrder(server, asha, ashaHome, [{ id: SEED_REFS.products.cheap }]);
    const number = order.receipt_id
      .replace(/^rcpt_/, '')
      .slice(-8)
      .toUpperCase();
    const rows = await rowsOf(order.id);
    expect(rows.map((r) => [r.template, r.recipient, r.subject]).sort()).toEqual([
      ['order.new.merchant', 'hello@skatekit.in', `New order #${number}: ₹549`],
      ['order.paid.customer', asha.email, `Payment received for order #${number}`],
    ]);
  });
});
