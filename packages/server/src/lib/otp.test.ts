import { describe, expect, it } from 'vitest';
import {
  checkOtp,
  checkResend,
  generateOtp,
  hashOtp,
  isVerifiedRecently,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  OTP_VERIFIED_WINDOW_MS,
} from './otp';

const SECRET = 'x'.repeat(32);
const subject = { mainId: 'm1', email: 'Asha@Example.com', purpose: 'signup' as const };
const t0 = new Date('2025-01-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('otp', () => {
  it('generates six digits', () => {
    for (let i = 0; i < 50; i++) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it('binds the hash to merchant, purpose and address (case-insensitive address)', () => {
    const h = hashOtp(SECRET, subject, '123456');
    expect(h).toBe(hashOtp(SECRET, { ...subject, email: 'asha@example.com' }, '123456'));
    expect(h).not.toBe(hashOtp(SECRET, { ...subject, purpose: 'reset' }, '123456'));
    expect(h).not.toBe(hashOtp(SECRET, { ...subject, mainId: 'm2' }, '123456'));
    expect(h).not.toContain('123456');
  });

  it('accepts the right code until it expires after 10 minutes', () => {
    const state = {
      codeHash: hashOtp(SECRET, subject, '123456'),
      expiresAt: at(OTP_TTL_MS),
      attempts: 0,
      verifiedAt: null,
    };
    const good = hashOtp(SECRET, subject, '123456');
    expect(checkOtp(state, good, at(OTP_TTL_MS - 1))).toEqual({ ok: true });
    expect(checkOtp(state, good, at(OTP_TTL_MS))).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('counts down wrong tries and is dead after 5, even for the right code', () => {
    const good = hashOtp(SECRET, subject, '123456');
    const bad = hashOtp(SECRET, subject, '654321');
    const state = { codeHash: good, expiresAt: at(OTP_TTL_MS), attempts: 0, verifiedAt: null };
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      expect(checkOtp(state, bad, t0)).toEqual({
        ok: false,
        reason: 'wrong',
        attemptsLeft: OTP_MAX_ATTEMPTS - i - 1,
      });
      state.attempts += 1;
    }
    expect(checkOtp(state, good, t0)).toMatchObject({ ok: false, reason: 'locked' });
  });

  it('limits resends to one per 30 s and five per hour', () => {
    expect(checkResend([], t0)).toEqual({ ok: true });
    expect(checkResend([t0], at(OTP_RESEND_INTERVAL_MS - 1000))).toEqual({
      ok: false,
      reason: 'too-soon',
      retryAfterSeconds: 1,
    });
    expect(checkResend([t0], at(OTP_RESEND_INTERVAL_MS))).toEqual({ ok: true });
    const five = Array.from({ length: OTP_MAX_SENDS_PER_HOUR }, (_, i) => at(i * 60_000));
    const check = checkResend(five, at(10 * 60_000));
    expect(check).toEqual({ ok: false, reason: 'hourly-limit', retryAfterSeconds: 50 * 60 });
    expect(checkResend(five, at(60 * 60_000 + 1))).toEqual({ ok: true });
  });

  it("counts the hourly cap per requester: a stranger's five sends leave the owner free, the interval binds both", () => {
    const strangers = Array.from({ length: OTP_MAX_SENDS_PER_HOUR }, (_, i) => at(i * 60_000));
    expect(checkResend(strangers, at(10 * 60_000), [])).toEqual({ ok: true });
    expect(checkResend(strangers, at(10 * 60_000), strangers)).toMatchObject({
      ok: false,
      reason: 'hourly-limit',
    });
    expect(checkResend(strangers, at(4 * 60_000 + 1000), [])).toMatchObject({
      ok: false,
      reason: 'too-soon',
    });
  });

  it('a verified code authorises sign-up for 30 minutes', () => {
    expect(isVerifiedRecently(t0, at(OTP_VERIFIED_WINDOW_MS))).toBe(true);
    expect(isVerifiedRecently(t0, at(OTP_VERIFIED_WINDOW_MS + 1))).toBe(false);
    expect(isVerifiedRecently(null, t0)).toBe(false);
  });
});
