import { and, asc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { outsideDeadline } from '../../db/deadline';
import { outbox, pushTokens } from '../../db/schema';
import { templateFromData } from '../../providers/messaging/types';
import { outboxWrites } from './outbox';

/** Attempts before a notification is given up (`dead`, shown in /admin/api/notifications). */
export const MAX_ATTEMPTS = 12;
/** Wait after the first failure; doubled after each next one, up to RETRY_CAP_MS. */
export const RETRY_BASE_MS = 60_000;
/** The longest wait between two attempts: 12 attempts span about 20 hours. */
export const RETRY_CAP_MS = 6 * 3_600_000;

/** Wait before the next attempt after `attempts` failed ones: 1, 2, 4 ... 256 min, then 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** Tunables of the worker (tests shorten them). */
export interface WorkerOptions {
  /** How often the outbox is polled. */
  intervalMs: number;
  /** A send that takes longer is abandoned and retried later (a hung mail server never blocks the queue). */
  sendTimeoutMs: number;
  /**
   * How long a claimed row stays its sender's (OUTBOX_LEASE_MS): past it another instance takes it over,
   * as when its sender died mid-send. Default the send timeout + 60 s; longer than the send timeout.
   */
  leaseMs: number;
  /** Rows claimed per round. */
  batch: number;
}

/** The notification worker of one app instance. */
export interface NotificationWorker {
  options: WorkerOptions;
  /** Looks at the outbox now (after a write), rather than at the next poll. */
  poke(): void;
  /** One round: claims due rows and sends them. Answers how many were sent. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender (notifications/worker.ts). */
    notifications: NotificationWorker;
  }
}

class SendTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number, what = 'the mail server'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeout(`no answer from ${what} in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends the outbox through `app.services.mailer`. Each round claims due rows with
 * `FOR UPDATE SKIP LOCKED` and marks them `sending` with a lease (so two instances never send one row
 * twice, and a row whose sender died is picked up again once the lease ends), then sends them one by
 * one. A failure puts the row back with an exponential backoff; after MAX_ATTEMPTS it is `dead`.
 */
export function createNotificationWorker(
  app: FastifyInstance,
  options: Partial<WorkerOptions> = {},
): NotificationWorker {
  const sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
  const settings: WorkerOptions = {
    intervalMs: 1_000,
    sendTimeoutMs,
    leaseMs: sendTimeoutMs + 60_000,
    batch: 10,
    ...options,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;
  /**
   * Rows the provider took (a confirmed send) whose `sent` mark did not reach the database (it was
   * down): marked again at the start of every round, and never claimed meanwhile, so a database that
   * comes back after the lease cannot make this instance send them twice.
   */
  const confirmed = new Map<string, Date>();

  /** Marks a sent row; a failure keeps it in `confirmed` for the next round. */
  async function markSent(id: string, at: Date): Promise<void> {
    try {
      await app.db
        .update(outbox)
        .set({ status: 'sent', sent_at: at, last_error: '' })
        .where(eq(outbox.id, id));
      confirmed.delete(id);
    } catch (error) {
      confirmed.set(id, at);
      app.log.warn({ notification: id, err: error }, 'notification sent; its mark waits for the database');
    }
  }

  async function claim(): Promise<(typeof outbox.$inferSelect)[]> {
    for (const [id, at] of [...confirmed]) await markSent(id, at);
    const now = app.services.now();
    const lease = new Date(now.getTime() + settings.leaseMs);
    return app.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        // Due before the end of this millisecond: the clock reads whole milliseconds, while a row queued
        // a moment ago carries the database's microseconds (a just-queued mail is due now, not in 1 s).
        .where(
          and(
            inArray(outbox.status, ['pending', 'sending']),
            lt(outbox.next_attempt_at, new Date(now.getTime() + 1)),
            confirmed.size > 0 ? notInArray(outbox.id, [...confirmed.keys()]) : undefined,
          ),
        )
        .orderBy(asc(outbox.next_attempt_at))
        .limit(settings.batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(outbox)
        .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, next_attempt_at: lease })
        .where(
          inArray(
            outbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
      // UPDATE ... RETURNING answers rows in the table's order, not the query's: sent in the order they
      // were due, a shopper hears "packed" before "shipped".
      const place = new Map(due.map((row, index) => [row.id, index]));
      return claimed.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
    });
  }

  /**
   * A push to one device through the push sender. A token FCM calls dead is deleted from the
   * customer's devices and its row ends `dead` at once (retrying cannot help); answers false then.
   */
  async function sendPush(row: typeof outbox.$inferSelect): Promise<boolean> {
    const sender = app.services.push;
    if (!sender) throw new Error('push is off (PUSH_PROVIDER)');
    const outcome = await withTimeout(
      sender.send({ token: row.recipient, title: row.subject, body: row.text, data: row.data }),
      settings.sendTimeoutMs,
      'the push service',
    );
    if (outcome.status === 'sent') return true;
    await app.db.transaction(async (tx) => {
      await tx
        .delete(pushTokens)
        .where(and(eq(pushTokens.main_id, row.main_id), eq(pushTokens.device_token, row.recipient)));
      await tx
        .update(outbox)
        .set({ status: 'dead', last_error: `${outcome.reason}: the device token was removed` })
        .where(eq(outbox.id, row.id));
    });
    app.log.info({ notification: row.id, reason: outcome.reason }, 'dead push token pruned');
    return false;
  }

  async function sendOne(row: typeof outbox.$inferSelect): Promise<boolean> {
    try {
      if (row.channel === 'push') {
        if (!(await sendPush(row))) return false;
      } else if (row.channel === 'whatsapp') {
        const sender = app.services.messaging;
        if (!sender) throw new Error('WhatsApp is off (WHATSAPP_TOKEN)');
        await withTimeout(
          sender.send(templateFromData(row.recipient, row.data)),
          settings.sendTimeoutMs,
          'WhatsApp',
        );
      } else {
        await withTimeout(
          app.services.mailer.send({
            to: row.recipient,
            subject: row.subject,
            text: row.text,
            html: row.html,
            // The provider's idempotency key: one Message-ID per outbox row, however often it is tried.
            messageId: `<outbox-${row.id}@skatekit>`,
          }),
          settings.sendTimeoutMs,
        );
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const dead = row.attempts >= MAX_ATTEMPTS;
      await app.db
        .update(outbox)
        .set({
          status: dead ? 'dead' : 'pending',
          last_error: message.slice(0, 500),
          next_attempt_at: new Date(app.services.now().getTime() + retryDelayMs(row.attempts)),
        })
        .where(eq(outbox.id, row.id));
      app.log.warn(
        { notification: row.id, template: row.template, attempts: row.attempts, dead },
        'notification not sent',
      );
      return false;
    }
    // Sent: from here on nothing sends this row again, whether or not the database hears of it now.
    confirmed.set(row.id, app.services.now());
    await markSent(row.id, app.services.now());
    return true;
  }

  /** Claims and sends until nothing is due (a background round also ends when the worker stops). */
  async function round(untilEmpty: boolean): Promise<number> {
    let sent = 0;
    for (;;) {
      const leaseEnds = Date.now() + settings.leaseMs;
      const rows = await claim();
      // Rows are claimed in a batch under one lease and sent one by one: a send that could still be
      // waiting for its provider when the lease ends (slow sends before it) is not started, or another
      // instance could send the row too. Those rows go out once their lease ends.
      for (const row of rows) {
        if (Date.now() + settings.sendTimeoutMs >= leaseEnds) break;
        if (await sendOne(row)) sent += 1;
      }
      if (rows.length < settings.batch || (stopped && !untilEmpty)) return sent;
    }
  }

  function tick(untilEmpty = false): Promise<number> {
    if (running) {
      again = true;
      return running.then(() => (untilEmpty ? tick(true) : 0));
    }
    running = round(untilEmpty)
      .catch((error) => {
        if (!stopped) app.log.error({ err: error }, 'notification worker round failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void tick();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      await tick();
      schedule();
    }, settings.intervalMs);
    timer.unref();
  }

  return {
    options: settings,
    poke() {
      // Called as a request ends: the round is the worker's, not bound by that request's deadline.
      if (!stopped) outsideDeadline(() => void tick());
    },
    runOnce: () => tick(true),
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A round blocked on a hung mail server is not waited for past a moment: its rows keep their
      // lease and are sent by the next start.
      if (running) await Promise.race([running, new Promise((r) => setTimeout(r, 2_000).unref())]);
    },
  };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Decorates the app with its notification worker, started when the app is ready and stopped before it
 * closes; a write request that queued a notification pokes it once answered, so the mail goes out at
 * once. Other writes (an add to cart) cost the outbox nothing: its claim is a transaction of its own.
 * (The count is the process's: with several apps in one process, one may be poked for another's mail.)
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const worker = createNotificationWorker(app, app.config.outbox);
    app.decorate('notifications', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
    let seen = outboxWrites();
    app.addHook('onResponse', (request, _reply, done) => {
      if (WRITES.has(request.method) && outboxWrites() !== seen) {
        seen = outboxWrites();
        worker.poke();
      }
      done();
    });
  },
  { name: 'skatekit-notifications' },
);
