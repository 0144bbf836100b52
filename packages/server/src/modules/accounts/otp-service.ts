import { otpAttemptsLeft, otpEmailText, otpWait, SkateError, TEXTS } from '../../lib/core';
import { badRequest } from '../../http/errors';
import {
  checkOtp,
  checkResend,
  generateOtp,
  hashOtp,
  OTP_TTL_MS,
  OTP_VERIFIED_WINDOW_MS,
  type OtpPurpose,
} from '../../lib/otp';
import type { Services } from '../../services';
import type { AccountsRepository, OtpRow } from './repository';

/** 429 with the reason, for the resend limits. */
function tooMany(message: string, retryAfterSeconds: number): SkateError {
  const error = new SkateError('http', message, { status: 429 });
  return Object.assign(error, { retryAfterSeconds });
}

/** Sending, checking and spending one-time codes. */
export function createOtpService(repo: AccountsRepository, services: Services) {
  const hash = (mainId: string, email: string, purpose: OtpPurpose, code: string) =>
    hashOtp(services.otpSecret, { mainId, email, purpose }, code);

  /**
   * Makes and stores a code, then mails it (unless `deliver` is false: a reset for an unknown
   * address is stored but goes nowhere, so the answer and the limits look the same either way).
   */
  async function send(input: {
    mainId: string;
    email: string;
    purpose: OtpPurpose;
    company: string;
    deliver: boolean;
    /** The requester's address: the hourly limit is theirs, not the address owner's. */
    requestedIp: string;
  }) {
    const now = services.now();
    const sends = await repo.sendTimes(
      input.mainId,
      input.email,
      input.purpose,
      new Date(now.getTime() - 60 * 60 * 1000),
    );
    const resend = checkResend(
      sends.map((s) => s.at),
      now,
      sends.filter((s) => s.ip === input.requestedIp).map((s) => s.at),
    );
    if (!resend.ok) {
      throw tooMany(
        resend.reason === 'too-soon' ? otpWait(resend.retryAfterSeconds) : TEXTS.OTP_HOURLY_LIMIT,
        resend.retryAfterSeconds,
      );
    }
    const code = generateOtp();
    await repo.insertOtp({
      mainId: input.mainId,
      email: input.email,
      purpose: input.purpose,
      codeHash: hash(input.mainId, input.email, input.purpose, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      sentAt: now,
      requestedIp: input.requestedIp,
    });
    if (input.deliver) {
      await services.mailer.send({
        to: input.email,
        subject: `${TEXTS.OTP_EMAIL_SUBJECT}: ${code}`,
        text: otpEmailText(code, input.company, OTP_TTL_MS / 60_000),
      });
    }
  }

  /**
   * Checks a code against the newest pending one of the purpose for the address; 400 with the reason
   * when wrong. Codes of the two purposes never replace or spend each other.
   */
  async function verify(mainId: string, email: string, purpose: OtpPurpose, code: string): Promise<OtpRow> {
    const row = await repo.latestPendingOtp(mainId, email, purpose);
    if (!row) throw badRequest(TEXTS.OTP_NOT_REQUESTED);
    const candidate = hash(mainId, email, row.purpose, code.padStart(6, '0'));
    const now = services.now();
    if (row.verified_at) {
      // Verifying the same code twice answers the same; a different code changes nothing.
      if (
        checkOtp(
          { codeHash: row.code_hash, expiresAt: new Date(8.64e15), attempts: 0, verifiedAt: null },
          candidate,
          now,
        ).ok
      )
        return row;
      throw badRequest(TEXTS.OTP_INVALID);
    }
    const state = {
      codeHash: row.code_hash,
      expiresAt: row.expires_at,
      attempts: row.tries,
      verifiedAt: row.verified_at,
    };
    const precheck = checkOtp(state, candidate, now);
    if (!precheck.ok && precheck.reason !== 'wrong') {
      throw badRequest(precheck.reason === 'expired' ? TEXTS.OTP_EXPIRED : TEXTS.OTP_TOO_MANY_TRIES);
    }
    // Spend the try first: parallel guesses cannot exceed the limit.
    if (!(await repo.spendTry(row.id))) throw badRequest(TEXTS.OTP_TOO_MANY_TRIES);
    if (precheck.ok) {
      await repo.markVerified(row.id, now);
      return row;
    }
    throw badRequest(
      precheck.attemptsLeft > 0 ? otpAttemptsLeft(precheck.attemptsLeft) : TEXTS.OTP_TOO_MANY_TRIES,
    );
  }

  /** Uses up a verified code of the purpose (verified within 30 minutes); 400 when there is none. */
  async function consumeVerified(mainId: string, email: string, purpose: OtpPurpose): Promise<void> {
    const now = services.now();
    const row = await repo.verifiedOtp(
      mainId,
      email,
      purpose,
      new Date(now.getTime() - OTP_VERIFIED_WINDOW_MS),
    );
    if (!row || !(await repo.consumeOtp(row.id, now))) throw badRequest(TEXTS.OTP_NOT_VERIFIED);
  }

  return { send, verify, consumeVerified };
}

/** The OTP service's type. */
export type OtpService = ReturnType<typeof createOtpService>;
