import { createHmac, randomInt } from 'node:crypto';
import { safeEqualHex } from '../providers/payment/hmac';

/** An OTP is good for 10 minutes. */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** After 5 wrong codes the OTP is dead; the user must ask for a new one. */
export const OTP_MAX_ATTEMPTS = 5;
/** One send per 30 seconds per address and purpose. */
export const OTP_RESEND_INTERVAL_MS = 30 * 1000;
/** At most 5 sends per hour per address and purpose. */
export const OTP_MAX_SENDS_PER_HOUR = 5;
/** A verified OTP authorises the following sign-up or reset for 30 minutes. */
export const OTP_VERIFIED_WINDOW_MS = 30 * 60 * 1000;
/** Digits in a code (spec: six boxes). */
export const OTP_LENGTH = 6;

/** What an OTP is for; a code for one purpose never opens the other. */
export type OtpPurpose = 'signup' | 'reset';

/** The parts of a stored OTP that the rules look at. */
export interface OtpState {
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  verifiedAt: Date | null;
}

/** Whom a code belongs to; bound into its hash so a stored hash is useless for anyone else. */
export interface OtpSubject {
  mainId: string;
  email: string;
  purpose: OtpPurpose;
}

/** A uniformly random six-digit code (leading zeros kept). */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Keyed hash of a code: a database leak does not reveal live codes (a plain hash of 10^6 values would). */
export function hashOtp(secret: string, subject: OtpSubject, code: string): string {
  return createHmac('sha256', secret)
    .update(`otp|${subject.mainId}|${subject.purpose}|${subject.email.toLowerCase()}|${code}`)
    .digest('hex');
}

/** Outcome of one verification attempt. */
export type OtpCheck =
  | { ok: true }
  | { ok: false; reason: 'expired' | 'locked' | 'wrong'; attemptsLeft: number };

/**
 * Judges one attempt. The caller must store `attempts + 1` when the answer is `wrong`
 * (an attempt on a dead code is not counted again).
 */
export function checkOtp(state: OtpState, candidateHash: string, now: Date): OtpCheck {
  if (state.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'locked', attemptsLeft: 0 };
  if (state.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired', attemptsLeft: 0 };
  if (safeEqualHex(state.codeHash, candidateHash)) return { ok: true };
  return { ok: false, reason: 'wrong', attemptsLeft: Math.max(0, OTP_MAX_ATTEMPTS - state.attempts - 1) };
}

/** Whether another code may be sent now, given the send times of the last hour. */
export type ResendCheck =
  | { ok: true }
  | { ok: false; reason: 'too-soon' | 'hourly-limit'; retryAfterSeconds: number };

/**
 * Applies the resend limits: one per 30 seconds for the address (`sentAt`, every requester), five per
 * hour for one requester (`ownSentAt`, default all). Counting the hourly cap per requester keeps a
 * stranger's requests from locking the owner out of their own codes; the interval still slows them.
 */
export function checkResend(
  sentAt: readonly Date[],
  now: Date,
  ownSentAt: readonly Date[] = sentAt,
): ResendCheck {
  const t = now.getTime();
  const recent = (dates: readonly Date[]) =>
    dates
      .map((d) => d.getTime())
      .filter((s) => s > t - 60 * 60 * 1000 && s <= t)
      .sort((a, b) => a - b);
  const latest = recent(sentAt).at(-1);
  const lastHour = recent(ownSentAt);
  if (latest !== undefined && t - latest < OTP_RESEND_INTERVAL_MS) {
    return {
      ok: false,
      reason: 'too-soon',
      retryAfterSeconds: Math.ceil((OTP_RESEND_INTERVAL_MS - (t - latest)) / 1000),
    };
  }
  if (lastHour.length >= OTP_MAX_SENDS_PER_HOUR) {
    const oldest = lastHour[lastHour.length - OTP_MAX_SENDS_PER_HOUR];
    return {
      ok: false,
      reason: 'hourly-limit',
      retryAfterSeconds: Math.ceil((oldest + 60 * 60 * 1000 - t) / 1000),
    };
  }
  return { ok: true };
}

/** True while a verified OTP still authorises its sign-up or reset. */
export function isVerifiedRecently(verifiedAt: Date | null, now: Date): boolean {
  return verifiedAt !== null && now.getTime() - verifiedAt.getTime() <= OTP_VERIFIED_WINDOW_MS;
}
