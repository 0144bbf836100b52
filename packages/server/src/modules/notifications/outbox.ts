import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { merchantSettings, merchants, outbox, storeProfiles } from '../../db/schema';
import type { Brand, Mail } from './templates';

/** One notification to send, as `enqueue` takes it. */
export interface Notification {
  mainId: string;
  /** What it tells of, e.g. `order.shipped.customer`. */
  template: string;
  recipient: string;
  mail: Mail;
  /** One message per key, ever: a replayed event (webhook redelivery, retried request) mails once. */
  dedupeKey: string;
}

let queued = 0;

/**
 * How many times this process has queued a notification: a write request that moved it pokes the
 * worker once answered (worker.ts); one that queued nothing (an add to cart) leaves the outbox alone.
 */
export const outboxWrites = (): number => queued;

/** Counts a notification queued (by `enqueue` and the push queue). */
export function countQueued(): void {
  queued += 1;
}

/**
 * Queues a mail in the transaction of the change it tells of: committed together, or not at all.
 * The worker (worker.ts) sends it; nothing here waits for a mail server. A recipient that is empty
 * (no address known) queues nothing. Answers whether a row was queued (false for a duplicate key).
 */
export async function enqueue(tx: Db | Tx, notification: Notification): Promise<boolean> {
  const recipient = notification.recipient.trim();
  if (!recipient) return false;
  const rows = await tx
    .insert(outbox)
    .values({
      main_id: notification.mainId,
      channel: 'mail',
      template: notification.template,
      recipient,
      subject: notification.mail.subject,
      text: notification.mail.text,
      html: notification.mail.html,
      dedupe_key: notification.dedupeKey,
    })
    .onConflictDoNothing({ target: outbox.dedupe_key })
    .returning({ id: outbox.id });
  if (rows.length > 0) countQueued();
  return rows.length > 0;
}

/** The store's name and colour for its mails: the company name of its settings, else the merchant's name. */
export async function brandOf(tx: Db | Tx, mainId: string): Promise<Brand> {
  const [row] = await tx
    .select({
      name: merchants.name,
      company: merchantSettings.company_name,
      color: merchantSettings.company_color,
    })
    .from(merchants)
    .leftJoin(merchantSettings, eq(merchantSettings.main_id, merchants.code))
    .where(eq(merchants.code, mainId))
    .limit(1);
  return { name: row?.company || row?.name || mainId, color: row?.color ?? '#111111' };
}

/** Where the merchant receives its notifications: its notify e-mail, else the store profile's e-mail. */
export async function merchantRecipient(tx: Db | Tx, mainId: string): Promise<string> {
  const [row] = await tx
    .select({ notify: merchantSettings.notify_email, profile: storeProfiles.email })
    .from(merchants)
    .leftJoin(merchantSettings, eq(merchantSettings.main_id, merchants.code))
    .leftJoin(storeProfiles, eq(storeProfiles.main_id, merchants.code))
    .where(eq(merchants.code, mainId))
    .limit(1);
  return row?.notify || row?.profile || '';
}
