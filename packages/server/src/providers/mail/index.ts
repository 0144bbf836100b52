import { join } from 'node:path';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';
import type { Mailer } from './types';

export { createOutboxMailer, type OutboxOptions } from './outbox';
export { createSmtpMailer, SMTP_TIMEOUTS, type SmtpTimeouts } from './smtp';
export type { Mailer, MailMessage, OutboxEntry, OutboxMailer } from './types';

/** Name of the outbox file inside the data directory. */
export const OUTBOX_FILE = 'outbox.jsonl';

/** SMTP when `smtpUrl` is set, else the outbox in `dataDir` (or in memory when `dataDir` is absent). */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir?: string;
  now?: () => Date;
}): Mailer {
  if (options.smtpUrl) return createSmtpMailer({ url: options.smtpUrl, from: options.from });
  return createOutboxMailer({
    from: options.from,
    file: options.dataDir ? join(options.dataDir, OUTBOX_FILE) : undefined,
    now: options.now,
  });
}
