import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realClockAfterEach, serverForFile, shiftClock, TEST_MERCHANT } from '../../../test/helper';
import { accountBody as body, freshEmail as fresh, call, readOtp, signUp } from '../../../test/session';
import { otpAttemptsLeft, otpWait, TEXTS } from '../../platform/core';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '../../lib/otp';
import { REFRESH_GRACE_SECONDS } from '../../lib/tokens';

const server = serverForFile();
realClockAfterEach(server);

const freshEmail = () => fresh('otp');

describe('OTP rules', () => {
  it('expires a code after 10 minutes', async () => {
    const email = freshEmail();
    await call(server, 'POST', '/registeruser/api/send-otp', { body: body(email) });
    const otp = await readOtp(server, email);
    shiftClock(server, OTP_TTL_MS + 1000);
    const late = await call(server, 'POST', '/registeruser/api/verify-otp', { body: body(email, { otp }) });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ message: TEXTS.OTP_EXPIRED });
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const email = freshEmail();
    await call(server, 'POST', '/registeruser/api/send-otp', { body: body(email) });
    const otp = await readOtp(server, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      const res = await call(server, 'POST', '/registeruser/api/verify-otp', {
        body: body(email, { otp: wrong }),
      });
      expect(res.status).toBe(400);
      const left = OTP_MAX_ATTEMPTS - i;
      expect(res.body).toMatchObject({
        message: left > 0 ? otpAttemptsLeft(left) : TEXTS.OTP_TOO_MANY_TRIES,
      });
    }
    const right = await call(server, 'POST', '/registeruser/api/verify-otp', { body: body(email, { otp }) });
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ message: TEXTS.OTP_TOO_MANY_TRIES });
  });

  it('allows one send per 30 seconds, and a new code replaces the old one', async () => {
    const email = freshEmail();
    expect((await call(server, 'POST', '/registeruser/api/send-otp', { body: body(email) })).status).toBe(
      200,
    );
    const first = await readOtp(server, email);
    const soon = await call(server, 'POST', '/registeruser/api/send-otp', { body: body(email) });
    expect(soon.status).toBe(429);
    expect(String((soon.body as { message: string }).message)).toMatch(
      /^Please wait \d+ seconds before requesting another OTP\.$/,
    );
    expect(otpWait(30)).toBe('Please wait 30 seconds before requesting another OTP.');

    shiftClock(server, 31_000);
    expect((await call(server, 'POST', '/registeruser/api/send-otp', { body: body(email) })).status).toBe(
      200,
    );
    const second = await readOtp(server, email);
    if (first !== second) {
      const old = await call(server, 'POST', '/registeruser/api/verify-otp', {
        body: body(email, { otp: first }),
      });
      expect(old.status).toBe(400);
    }
    expect(
      (await call(server, 'POST', '/registeruser/api/verify-otp', { body: body(email, { otp: second }) }))
        .status,
    ).toBe(200);
  });

  it('stores only a hash of the code', async () => {
    const email = freshEmail();
    await call(server, 'POST', '/registeruser/api/send-otp', { body: body(email) });
    const otp = await readOtp(server, email);
    const { otps } = await import('../../db/schema');
    const rows = await server.app.db.select().from(otps).where(eq(otps.email, email));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(otp);
  });
});

describe('refresh tokens', () => {
  it('rotates: a used token is dead past the grace window, and reusing it revokes the whole family', async () => {
    const user = await signUp(server);
    const first = await call<{ accessToken: string; refreshToken: string }>(
      server,
      'POST',
      '/registeruser/api/refresh-token',
      {
        body: { refreshToken: user.refreshToken },
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(user.refreshToken);
    const check = await call(server, 'GET', `/registeruser/single/${user.userId}`, {
      token: first.body.accessToken,
    });
    expect(check.status).toBe(200);

    // Within REFRESH_GRACE_SECONDS a second tab's refresh of the same token is served (refresh-grace.test.ts).
    shiftClock(server, (REFRESH_GRACE_SECONDS + 1) * 1000);
    const replay = await call(server, 'POST', '/registeruser/api/refresh-token', {
      body: { refreshToken: user.refreshToken },
    });
    expect(replay.status).toBe(401);
    // The replay revoked the token issued by the rotation as well.
    const next = await call(server, 'POST', '/registeruser/api/refresh-token', {
      body: { refreshToken: first.body.refreshToken },
    });
    expect(next.status).toBe(401);
    expect(next.body).toMatchObject({ message: TEXTS.SESSION_EXPIRED });
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses, mails only the known one', async () => {
    const user = await signUp(server);
    const unknownEmail = freshEmail();
    const known = await call(server, 'POST', '/registeruser/api/resetsend-otp', { body: body(user.email) });
    const unknown = await call(server, 'POST', '/registeruser/api/resetsend-otp', {
      body: body(unknownEmail),
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toMatchObject({ success: true, message: TEXTS.OTP_SENT_TO_EMAIL });
    const outbox = await call<{ data: unknown[] }>(
      server,
      'GET',
      `/dev/outbox/${encodeURIComponent(unknownEmail)}`,
    );
    expect(outbox.body.data).toHaveLength(0);
  });

  it('needs a verified reset OTP, changes the password and ends every session', async () => {
    const user = await signUp(server);
    const reset = { email: user.email, newPassword: 'brand-new-pass', main_id: TEST_MERCHANT };
    const early = await call(server, 'POST', '/registeruser/api/reset-password', { body: reset });
    expect(early.status).toBe(400);

    await call(server, 'POST', '/registeruser/api/resetsend-otp', { body: body(user.email) });
    const otp = await readOtp(server, user.email);
    expect(
      (await call(server, 'POST', '/registeruser/api/verify-otp', { body: body(user.email, { otp }) }))
        .status,
    ).toBe(200);
    const done = await call(server, 'POST', '/registeruser/api/reset-password', { body: reset });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, message: TEXTS.PASSWORD_RESET_SUCCESS });

    // The verification opens one reset only.
    expect((await call(server, 'POST', '/registeruser/api/reset-password', { body: reset })).status).toBe(
      400,
    );
    expect(
      (await call(server, 'POST', '/loginuser', { body: body(user.email, { password: user.password }) }))
        .status,
    ).toBe(401);
    expect(
      (await call(server, 'POST', '/loginuser', { body: body(user.email, { password: 'brand-new-pass' }) }))
        .status,
    ).toBe(200);
    const refresh = await call(server, 'POST', '/registeruser/api/refresh-token', {
      body: { refreshToken: user.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });
});
