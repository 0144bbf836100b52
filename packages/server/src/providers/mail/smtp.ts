import { SkateError } from '@skatekit/core';
import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from './types';

/** Real e-mail through nodemailer, e.g. `SMTP_URL=smtps://user:pass@smtp.example.com:465`. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = createTransport(options.url);
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
