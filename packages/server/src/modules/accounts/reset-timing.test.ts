import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '../../../test/helper';
import { call, customerForFile, signUp } from '../../../test/session';
import { otps } from '../../db/schema';
import { TEXTS } from '../../platform/core';
import type { Mailer, MailMessage } from '../../providers/mail';

/*
 * Reset-send must not tell an address with an account from one without, by its answer or by its
 * timing. Checked deterministically: both paths do the same awaited work (one stored code each, the
 * mail handed off the request path), so a slow or failing mail server changes neither answer.
 */

const server = serverForFile();
const asha = customerForFile(server);
let realMailer: Mailer;

beforeAll(async () => {
  realMailer = server.app.services.mailer;
});
afterEach(() => {
  server.app.services.mailer = realMailer;
});

/** A mailer that holds every message until `open()` (or fails it, with `failing`). */
function gatedMailer(failing = false) {
  const sent: MailMessage[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      await gate;
      if (failing) throw new Error('SMTP server unreachable');
      sent.push(message);
    },
  };
  return { mailer, sent, open };
}

const resetSend = (email: string, ip: string) =>
  server.app.inject({
    method: 'POST',
    url: '/registeruser/api/resetsend-otp',
    payload: { email, main_id: asha.mainId },
    remoteAddress: ip,
  });

const storedCodes = async (email: string) =>
  server.app.db
    .select({ purpose: otps.purpose, ip: otps.requested_ip })
    .from(otps)
    .where(and(eq(otps.email, email), eq(otps.purpose, 'reset')));

describe('reset-send: the same work for a known and an unknown address', () => {
  it('a mail server that has not answered yet delays neither answer, and both answer alike', async () => {
    const gated = gatedMailer();
    server.app.services.mailer = gated.mailer;
    const stranger = `nobody.${Date.now()}@example.com`;

    // Neither request waits for the mail: with the gate shut, both still answer.
    const known = await resetSend(asha.email, '10.0.0.1');
    const unknown = await resetSend(stranger, '10.0.0.2');
    for (const answer of [known, unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: TEXTS.OTP_SENT_TO_EMAIL });
    }
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    expect(gated.sent).toEqual([]);

    // The same stored work: one reset code for each address, from its requester.
    expect(await storedCodes(asha.email)).toEqual([{ purpose: 'reset', ip: '10.0.0.1' }]);
    expect(await storedCodes(stranger)).toEqual([{ purpose: 'reset', ip: '10.0.0.2' }]);

    // Once the mail server answers, only the real account gets mail.
    gated.open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gated.sent.map((m) => m.to)).toEqual([asha.email]);
    expect(gated.sent[0].subject).toMatch(/^.+: \d{6}$/);
  });

  it('a failing mail server does not turn the known address into a 5xx', async () => {
    const other = await signUp(server);
    const gated = gatedMailer(true);
    server.app.services.mailer = gated.mailer;
    gated.open();
    const known = await resetSend(other.email, '10.0.0.3');
    const unknown = await resetSend(`nobody2.${Date.now()}@example.com`, '10.0.0.4');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
  });

  it('the code mailed afterwards is the stored one: the reset goes through', async () => {
    const other = await signUp(server);
    const sent = await call(server, 'POST', '/registeruser/api/resetsend-otp', {
      body: { email: other.email, main_id: other.mainId },
    });
    expect(sent.status).toBe(200);
    const outbox = await call<{ data: { text: string }[] }>(
      server,
      'GET',
      `/dev/outbox/${encodeURIComponent(other.email)}`,
    );
    const otp = /\b(\d{6})\b/.exec(outbox.body.data[0]?.text ?? '')?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const reset = await call(server, 'POST', '/registeruser/api/reset-password', {
      body: { email: other.email, newPassword: 'rolling-456', otp, main_id: other.mainId },
    });
    expect(reset).toEqual({ status: 200, body: { success: true, message: TEXTS.PASSWORD_RESET_SUCCESS } });
  });
});
