/** One e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header (`<id@host>`): one per outbox row, so a provider or inbox can drop a repeat. */
  messageId?: string;
}

/** A message kept by the local outbox. */
export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  /** ISO time it was "sent". */
  sentAt: string;
}

/** Sends e-mail. Throws SkateError (code network) when the transport fails. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** The offline mailer: keeps messages so a developer or an e2e test can read them. */
export interface OutboxMailer extends Mailer {
  readonly kind: 'outbox';
  /** Messages sent to `email` (case-insensitive), newest first. */
  list(email: string): Promise<OutboxEntry[]>;
}
