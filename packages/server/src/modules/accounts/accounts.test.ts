import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realClockAfterEach, serverForFile, shiftClock, TEST_MERCHANT } from '../../../test/helper';
import { accountBody as body, freshEmail as fresh, call, readOtp, signUp } from '../../../test/session';
import { users } from '../../db/schema';
import { TEXTS } from '../../platform/core';
import { OTP_VERIFIED_WINDOW_MS } from '../../lib/otp';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/tokens';

const server = serverForFile();
realClockAfterEach(server);

const freshEmail = () => fresh('acct');

describe('sign-up through the outbox', () => {
  it('signs up, then reads and updates the user record with its own token', async () => {
    const user = await signUp(server, { fullName: 'Riya Shah' });
    expect(user.accessToken).toMatch(/^ey/);

    const single = await call<{ data: Record<string, string> }>(
      server,
      'GET',
      `/registeruser/single/${user.userId}`,
      {
        token: user.accessToken,
      },
    );
    expect(single.status).toBe(200);
    expect(single.body.data).toMatchObject({
      user_id: user.userId,
      full_name: 'Riya Shah',
      email: user.email,
      mobile: '9876543210',
    });
    expect(JSON.stringify(single.body)).not.toContain('password');

    const updated = await call<{ data: Record<string, string> }>(
      server,
      'PUT',
      `/registeruser/api/user/${user.userId}`,
      {
        token: user.accessToken,
        body: { mobile: '9123456780', user_gstNo: '27ABCDE1234F1Z5' },
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ mobile: '9123456780', user_gstNo: '27ABCDE1234F1Z5' });
  });

  it('refuses a second account for the same e-mail', async () => {
    const user = await signUp(server);
    const again = await call(server, 'POST', '/registeruser/api/send-otp', { body: body(user.email) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: TEXTS.EMAIL_ALREADY_REGISTERED });
  });

  it('refuses sign-up without a verified OTP, and with one verified over 30 minutes ago', async () => {
    const email = freshEmail();
    const signup = {
      email,
      mobile: '9876543210',
      full_name: 'No Otp',
      password: 'secret-99',
      main_id: TEST_MERCHANT,
    };
    // A phone is optional but whole: 9 digits is refused before anything else is looked at.
    const short = await call(server, 'POST', '/registeruser/api/signup', {
      body: { ...signup, mobile: '987654321' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ message: 'mobile must be exactly 10 digits' });
    const without = await call(server, 'POST', '/registeruser/api/signup', { body: signup });
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({ message: TEXTS.OTP_NOT_VERIFIED });

    await call(server, 'POST', '/registeruser/api/send-otp', { body: body(email) });
    const otp = await readOtp(server, email);
    expect(
      (await call(server, 'POST', '/registeruser/api/verify-otp', { body: body(email, { otp }) })).status,
    ).toBe(200);
    shiftClock(server, OTP_VERIFIED_WINDOW_MS + 60_000);
    const late = await call(server, 'POST', '/registeruser/api/signup', { body: signup });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ message: TEXTS.OTP_NOT_VERIFIED });
  });
});

describe('login', () => {
  it('logs in with the right password and answers unknown e-mail and wrong password alike', async () => {
    const user = await signUp(server);
    const ok = await call<{
      user: { user_id: string };
      accessToken: string;
      refreshToken: string;
      message: string;
    }>(server, 'POST', '/loginuser', { body: body(user.email, { password: user.password }) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ user: { user_id: user.userId }, message: TEXTS.LOGIN_SUCCESS });
    expect(ok.body.accessToken).toBeTruthy();
    expect(ok.body.refreshToken).toBeTruthy();

    const wrong = await call(server, 'POST', '/loginuser', {
      body: body(user.email, { password: 'not-the-password' }),
    });
    const unknown = await call(server, 'POST', '/loginuser', {
      body: body(freshEmail(), { password: 'not-the-password' }),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ message: TEXTS.INVALID_CREDENTIALS });
  });

  it('rate limits login per address: the 6th try in a minute is 429, saying how long', async () => {
    const frozen = new Date();
    server.app.services.now = () => frozen;
    const email = freshEmail();
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(server, 'POST', '/loginuser', { body: body(email, { password: 'wrong-pass' }) })).status,
      ).toBe(401);
    }
    const limited = await call(server, 'POST', '/loginuser', {
      body: body(email, { password: 'wrong-pass' }),
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ message: 'Too many login attempts. Please try again in 1 minute.' });
    expect(limited.headers.get('retry-after')).toBe('60');
    // Another address from the same client is not blocked.
    expect(
      (await call(server, 'POST', '/loginuser', { body: body(freshEmail(), { password: 'wrong-pass' }) }))
        .status,
    ).toBe(401);
  });

  it('expires access tokens after 15 minutes', async () => {
    const user = await signUp(server);
    shiftClock(server, (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
    const res = await call(server, 'GET', `/registeruser/single/${user.userId}`, { token: user.accessToken });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: TEXTS.SESSION_EXPIRED });
  });
});

describe('user record access', () => {
  it('needs the token of that very user: 401 without, 403 with another, 404 when gone', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    expect((await call(server, 'GET', `/registeruser/single/${a.userId}`)).status).toBe(401);
    expect((await call(server, 'GET', `/registeruser/single/${a.userId}`, { token: 'garbage' })).status).toBe(
      401,
    );
    expect(
      (await call(server, 'GET', `/registeruser/single/${a.userId}`, { token: b.accessToken })).status,
    ).toBe(403);
    const put = await call(server, 'PUT', `/registeruser/api/user/${a.userId}`, {
      token: b.accessToken,
      body: { mobile: '9000000000' },
    });
    expect(put.status).toBe(403);

    await server.app.db.delete(users).where(eq(users.id, a.userId));
    const gone = await call(server, 'GET', `/registeruser/single/${a.userId}`, { token: a.accessToken });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ message: TEXTS.USER_NOT_FOUND });
  });

  it('rejects a malformed mobile with a message naming the field', async () => {
    const a = await signUp(server);
    const res = await call(server, 'PUT', `/registeruser/api/user/${a.userId}`, {
      token: a.accessToken,
      body: { mobile: '12' },
    });
    expect(res.status).toBe(400);
    expect(String((res.body as { message: string }).message)).toContain('mobile');
  });
});

describe('Google sign-in (extension)', () => {
  it('creates the user on first sign-in, then signs the same user in, and links an existing account', async () => {
    const existing = await signUp(server);
    server.app.services.google = {
      async verify(idToken: string) {
        if (idToken === 'good-new')
          return { sub: 'g-1', email: 'newgoogle@example.com', emailVerified: true, name: 'G User' };
        if (idToken === 'good-existing')
          return { sub: 'g-2', email: existing.email, emailVerified: true, name: 'X' };
        return null;
      },
    };
    const googleLogin = (idToken: string) =>
      call<{ user: { user_id: string } }>(server, 'POST', '/registeruser/api/google-login', {
        body: { idToken, main_id: TEST_MERCHANT },
      });
    const first = await googleLogin('good-new');
    expect(first.status).toBe(200);
    const second = await googleLogin('good-new');
    expect(second.body.user.user_id).toBe(first.body.user.user_id);

    const linked = await googleLogin('good-existing');
    expect(linked.status).toBe(200);
    expect(linked.body.user.user_id).toBe(existing.userId);

    const bad = await call(server, 'POST', '/registeruser/api/google-login', {
      body: { idToken: 'forged', main_id: TEST_MERCHANT },
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ message: TEXTS.GOOGLE_SIGN_IN_FAILED });
  });
});

describe("the whole journey through core's API client", () => {
  it('signs up, logs in, refreshes, reads and updates the user, resets the password', async () => {
    let token: string | undefined;
    const api = server.createApi({ getToken: () => token });
    const email = freshEmail();
    expect(await api.auth.sendOtp(email)).toMatchObject({ success: true, message: TEXTS.OTP_SENT_SUCCESS });
    expect(await api.auth.verifyOtp(email, await readOtp(server, email))).toMatchObject({
      message: TEXTS.OTP_VERIFIED,
    });
    const signed = await api.auth.signup({
      email,
      mobile: '9876543210',
      full_name: 'Client Journey',
      password: 'journey-1',
    });
    expect(signed).toMatchObject({
      message: TEXTS.REGISTRATION_SUCCESS,
      newUser: { email, full_name: 'Client Journey' },
    });
    const userId = signed.newUser?.user_id ?? '';

    const login = await api.auth.login({ email, password: 'journey-1' });
    expect(login.user?.user_id).toBe(userId);
    token = login.accessToken;
    const refreshed = await api.auth.refresh(login.refreshToken);
    token = refreshed.accessToken;

    expect(await api.users.get(userId)).toMatchObject({ user_id: userId, mobile: '9876543210' });
    expect(
      await api.users.update(userId, { mobile: '9000012345', user_gstNo: '27AAAAA0000A1Z5' }),
    ).toMatchObject({
      mobile: '9000012345',
      user_gstNo: '27AAAAA0000A1Z5',
    });

    await expect(api.auth.login({ email, password: 'wrong-password' })).rejects.toMatchObject({
      status: 401,
      message: TEXTS.INVALID_CREDENTIALS,
    });

    expect(await api.auth.sendResetOtp(email)).toMatchObject({ message: TEXTS.OTP_SENT_TO_EMAIL });
    const otp = await readOtp(server, email);
    expect(await api.auth.resetPassword({ email, newPassword: 'journey-2', otp })).toMatchObject({
      message: TEXTS.PASSWORD_RESET_SUCCESS,
    });
    expect((await api.auth.login({ email, password: 'journey-2' })).user?.user_id).toBe(userId);
  });
});
