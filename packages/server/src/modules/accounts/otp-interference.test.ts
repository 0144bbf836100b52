import { describe, expect, it } from 'vitest';
import { realClockAfterEach, serverForFile, TEST_MERCHANT } from '../../../test/helper';
import { call, readOtp, signUp } from '../../../test/session';
import { TEXTS } from '../../platform/core';

const server = serverForFile();
realClockAfterEach(server);

/** A call from a given client address (the app sees it as the socket's peer). */
async function from(ip: string, url: string, payload: Record<string, unknown>) {
  const res = await server.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

describe('OTP codes per purpose, limits per requester', () => {
  it('an anonymous reset request does not replace a pending sign-up code', async () => {
    const email = `newcomer.${Date.now()}@example.com`;
    const body = { email, main_id: TEST_MERCHANT };
    expect((await call(server, 'POST', '/registeruser/api/send-otp', { body })).status).toBe(200);
    const code = await readOtp(server, email);
    // A stranger asks for a reset of the same (not yet registered) address.
    expect((await from('203.0.113.9', '/registeruser/api/resetsend-otp', body)).status).toBe(200);

    const verified = await call(server, 'POST', '/registeruser/api/verify-otp', {
      body: { ...body, otp: code },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const created = await call(server, 'POST', '/registeruser/api/signup', {
      body: { ...body, mobile: '9876543210', full_name: 'Asha Patil', password: 'rolling-123' },
    });
    expect(created.status).toBe(200);
  });

  it('five anonymous reset requests slow the stranger but do not lock the owner out of reset', async () => {
    const owner = await signUp(server);
    const body = { email: owner.email, main_id: TEST_MERCHANT };
    const start = Date.now();
    let step = 0;
    const tick = () => {
      step += 1;
      const at = new Date(start + step * 31_000);
      server.app.services.now = () => at;
    };
    for (let i = 0; i < 5; i++) {
      tick();
      expect((await from('203.0.113.9', '/registeruser/api/resetsend-otp', body)).status).toBe(200);
    }
    // Too soon for anyone (the 30-second interval is the address's)...
    const tooSoon = await from('203.0.113.9', '/registeruser/api/resetsend-otp', body);
    expect(tooSoon.status).toBe(429);
    tick();
    // ...and the stranger's hour is used up...
    const stranger = await from('203.0.113.9', '/registeruser/api/resetsend-otp', body);
    // (the per-minute rate limit of the route answers first here; without it the hourly cap would).
    expect(stranger.status).toBe(429);
    // ...while the owner, from their own address, still gets a code and resets the password.
    expect((await from('198.51.100.7', '/registeruser/api/resetsend-otp', body)).status).toBe(200);
    const code = await readOtp(server, owner.email);
    expect((await from('198.51.100.7', '/registeruser/api/verify-otp', { ...body, otp: code })).status).toBe(
      200,
    );
    const reset = await from('198.51.100.7', '/registeruser/api/reset-password', {
      ...body,
      newPassword: 'rolling-456',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ message: TEXTS.PASSWORD_RESET_SUCCESS });
  });
});
