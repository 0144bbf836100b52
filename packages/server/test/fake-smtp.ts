import { createServer, type Server, type Socket } from 'node:net';

/** One mail the fake server took (answered 250 to its DATA). */
export interface ReceivedMail {
  /** The RCPT TO addresses. */
  to: string[];
  subject: string;
  /** The Message-ID header, e.g. `<outbox-…@skatekit>` for an outbox row. */
  messageId: string;
  /** The decoded message (headers and body, quoted-printable undone). */
  text: string;
}

/**
 * A mail server on 127.0.0.1 that speaks just enough SMTP for nodemailer (no TLS, no auth) and keeps
 * every message it takes: the other end of a compiled server's SMTP_URL, to count what was really sent.
 */
export interface FakeSmtp {
  url: string;
  mails: ReceivedMail[];
  /**
   * Messages whose sender was gone (its connection closed) before the 250 went back: never accepted, as
   * a mail server that had not answered yet drops the transaction. Not in `mails`.
   */
  cut: ReceivedMail[];
  /**
   * Called with each message once its data has arrived and before the 250 goes back: the moment the
   * provider has the mail but the sender has not heard so yet. `closed` resolves when the sender's
   * connection closes (a hook may hold the mail until then).
   */
  beforeAccept?: (mail: ReceivedMail, session: { closed: Promise<void> }) => Promise<void> | void;
  /** Polls every 50 ms until a mail matches; throws after `limitMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, limitMs?: number): Promise<ReceivedMail>;
  /** The 6-digit code of the first mail to `email` (for signUp's readCode). */
  readCode(email: string): Promise<string>;
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks and =XX) so a code split across lines reads whole. */
const unquote = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const sockets = new Set<Socket>();
  const smtp = { mails: [] as ReceivedMail[], cut: [] as ReceivedMail[] } as FakeSmtp;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    let busy = Promise.resolve();
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      busy = busy.then(async () => {
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            const raw = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
            buffer = buffer.slice(end + 5);
            inData = false;
            const split = raw.indexOf('\r\n\r\n');
            const head = split < 0 ? raw : raw.slice(0, split);
            const header = (name: string) =>
              new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
            // Quoted-printable is undone in the body only (a header's encoded word ends in "?=").
            const text = split < 0 ? raw : `${head}\r\n\r\n${unquote(raw.slice(split + 4))}`;
            const mail = { to, subject: header('Subject'), messageId: header('Message-ID'), text };
            to = [];
            await smtp.beforeAccept?.(mail, { closed });
            if (socket.destroyed) {
              smtp.cut.push(mail);
              return;
            }
            smtp.mails.push(mail);
            reply('250 OK queued');
            continue;
          }
          const newline = buffer.indexOf('\r\n');
          if (newline < 0) return;
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') reply('250 fake.smtp');
          else if (verb === 'MAIL') reply('250 OK');
          else if (verb === 'RCPT') {
            to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
            reply('250 OK');
          } else if (verb === 'DATA') {
            inData = true;
            reply('354 go on');
          } else if (verb === 'QUIT') {
            reply('221 bye');
            socket.end();
          } else reply('250 OK');
        }
      });
    });
    reply('220 fake.smtp ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.url = `smtp://127.0.0.1:${(server.address() as { port: number }).port}`;
  smtp.waitFor = async (match, limitMs = 20_000) => {
    const started = Date.now();
    for (;;) {
      const found = smtp.mails.find(match);
      if (found) return found;
      if (Date.now() - started > limitMs) throw new Error(`no such mail within ${limitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  smtp.readCode = async (email) => {
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const code = /\b(\d{6})\b/.exec(
      mail.text
        .split(/\r\n\r\n/)
        .slice(1)
        .join('\n'),
    )?.[1];
    if (!code) throw new Error(`no code in the mail to ${email}`);
    return code;
  };
  smtp.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return smtp;
}
