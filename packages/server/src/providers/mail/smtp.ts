import { SkateError } from '../../platform/core';
import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from './types';

/** How long the SMTP client waits for each step (milliseconds). */
export interface SmtpTimeouts {
  /** The TCP (and TLS) connection. */
  connectMs: number;
  /** The server's greeting once connected. */
  greetingMs: number;
  /** Silence on an open connection mid-conversation. */
  socketMs: number;
  /** The DNS lookup of the host. */
  dnsMs: number;
}

/** A few seconds each: a hanging mail server fails a send quickly instead of holding it for minutes. */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectMs: 5_000,
  greetingMs: 5_000,
  socketMs: 10_000,
  dnsMs: 5_000,
};

/** Real e-mail through nodemailer, e.g. `SMTP_URL=smtps://user:pass@smtp.example.com:465`. */
export function createSmtpMailer(options: {
  url: string;
  from: string;
  timeouts?: Partial<SmtpTimeouts>;
}): Mailer {
  const timeouts = { ...SMTP_TIMEOUTS, ...options.timeouts };
  // nodemailer's own defaults are 2 minutes to connect, 30 s for the greeting and 10 minutes of silence.
  // Given as the URL's query parameters (nodemailer reads its options from there when given a URL); a
  // value already in SMTP_URL (`?greetingTimeout=10000`) wins.
  const url = new URL(options.url);
  const settings = {
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.dnsMs,
  };
  for (const [key, value] of Object.entries(settings)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  const transport = createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      try {
        await transport.sendMail({ from: options.from, ...message });
      } catch (cause) {
        throw new SkateError('network', 'Could not send e-mail', { cause });
      }
    },
  };
}
