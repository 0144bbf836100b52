import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_MERCHANT, type TestServer } from '../../../test/helper';
import { call } from '../../../test/session';
import { TEXTS } from '../../platform/core';
import { createSmtpMailer, SMTP_TIMEOUTS } from './smtp';

/** A mail server that accepts connections and never says a word (no greeting): it hangs every client. */
let silent: Server;
let silentUrl: string;
const sockets = new Set<Socket>();
let server: TestServer;

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  silentUrl = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  server = await startTestServer({ smtpUrl: silentUrl });
});
afterAll(async () => {
  await server.close();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('item 11: a hanging mail server hangs nothing', () => {
  it('item 11: the SMTP client gives up on a server that never greets within its few-second greeting timeout', async () => {
    expect(SMTP_TIMEOUTS).toEqual({ connectMs: 5_000, greetingMs: 5_000, socketMs: 10_000, dnsMs: 5_000 });
    const mailer = createSmtpMailer({ url: silentUrl, from: 'Shop <shop@example.com>' });
    const started = Date.now();
    await expect(mailer.send({ to: 'a@example.com', subject: 'x', text: 'y' })).rejects.toMatchObject({
      code: 'network',
      message: 'Could not send e-mail',
    });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(4_500);
    expect(took).toBeLessThan(8_000);
  }, 15_000);

  it('item 11: sign-up send-otp answers at once, like reset-send, while the mail server hangs', async () => {
    for (const [path, email] of [
      ['/registeruser/api/send-otp', 'new-shopper@example.com'],
      ['/registeruser/api/resetsend-otp', 'nobody-here@example.com'],
    ] as const) {
      const started = Date.now();
      const res = await call(server, 'POST', path, { body: { email, main_id: TEST_MERCHANT } });
      const took = Date.now() - started;
      expect(res.status, path).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: path.includes('reset') ? TEXTS.OTP_SENT_TO_EMAIL : TEXTS.OTP_SENT_SUCCESS,
      });
      expect(took, path).toBeLessThan(1_500);
    }
  });
});
