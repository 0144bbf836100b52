import { otpAttemptsLeft, otpEmailText, otpWait, SkateError, TEXTS } from '../../platform/core';
import { badRequest } from '../../platform/errors';
import {
  checkOtp,
  checkResend,
  generateOtp,
  hashOtp,
  OTP_TTL_MS,
  OTP_VERIFIED_WINDOW_MS,
  type OtpPurpose,
} from '../../lib/otp';
import type { MailMessage } from '../../providers/mail';
import type { Services } from '../../services';
import type { AccountsRepository, OtpRow } from './repository';

/** 429 with the reason, for the resend limits. */
function tooMany(message: string, retryAfterSeconds: number): SkateError {
  const error = new SkateError('http', message, { status: 429 });
  return Object.assign(error, { retryAfterSeconds });
}

/** What the OTP service needs besides the repository and services. */
export interface OtpServiceOptions {
  /** Told about a mail handed off the request path that could not be delivered. */
  onDeliveryError?: (error: unknown) => void;
}

/** Sending, checking and spending one-time codes. */
export function createOtpService(
  repo: AccountsRepository,
  services: Services,
  options: OtpServiceOptions = {},
) {
  const hash = (mainId: string, email: string, purpose: OtpPurpose, code: string) =>
    hashOtp(services.otpSecret, { mainId, email, purpose }, code);

  // Mails handed off the request path, so closing the app can wait for them.
  const inFlight = new Set<Promise<void>>();

  /**
   * Delivers `message` (or nothing) once the request's promise chain has run, before any other I/O
   * (so a mail is in the outbox before the next request is read). Both a real and a null delivery
   * cost the request the same: one scheduled callback, nothing awaited.
   */
  function handOff(message: MailMessage | null): void {
    const job = new Promise<void>((resolve) => {
      process.nextTick(() => {
        const delivery = message ? services.mailer.send(message) : Promise.resolve();
        delivery.catch((error: unknown) => options.onDeliveryError?.(error)).finally(resolve);
      });
    });
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
  }

  /**
   * Makes and stores a code, then mails it (unless `deliver` is false: a reset for an unknown
   * address is stored but goes nowhere, so the answer and the limits look the same either way).
   * Every mail is handed off the request path, a reset's whether or not it goes anywhere: the request does
   * the same work, and takes the same time, for an address with an account and one without (and a
   * mail server's failure or slowness cannot tell them apart). A sign-up's mail goes the same way: a
   * hanging or failing mail server never holds a request (its failure is logged by `onDeliveryError`;
   * the user asks for a new code after the resend wait).
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
    const message: MailMessage = {
      to: input.email,
      subject: `${TEXTS.OTP_EMAIL_SUBJECT}: ${code}`,
      text: otpEmailText(code, input.company, OTP_TTL_MS / 60_000),
    };
    handOff(input.deliver ? message : null);
  }

  /** Resolves once every handed-off mail has been delivered or has failed, or after `limitMs`. */
  async function settled(limitMs = 5_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, limitMs);
      timer.unref();
    });
    await Promise.race([Promise.all([...inFlight]), limit]);
    clearTimeout(timer);
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

  return { send, verify, consumeVerified, settled };
}

/** The OTP service's type. */
export type OtpService = ReturnType<typeof createOtpService>;
