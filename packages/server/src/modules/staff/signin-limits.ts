import { tooManySignIns } from '@skatekit/console-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SkateError } from '../../platform/core';

/**
 * Limits of the console's sign-in (password and second-factor code), counted in the app's counters
 * (Redis when REDIS_URL is set). Only failures count, and never per account alone: an attacker guessing
 * the owner's password from other addresses fills their own counters, not the owner's, so the owner
 * still signs in from their own address while others spray.
 */
export const SIGN_IN_LIMITS = [
  /** One address guessing one account. */
  { name: 'account-ip', max: 5, windowMs: 15 * 60_000 },
  /** One address guessing across accounts (spraying). */
  { name: 'ip', max: 30, windowMs: 15 * 60_000 },
] as const;

/** What a sign-in attempt is counted against. */
export interface SignInSubject {
  /** Store code (upper-case). */
  merchant: string;
  /** E-mail as typed (lower-cased here). */
  email: string;
}

/** The 429 of a spent limit, with `Retry-After` in seconds. */
export class SignInLimited extends SkateError {
  constructor(readonly retryAfterSeconds: number) {
    super('http', tooManySignIns(retryAfterSeconds), { status: 429 });
  }
}

/**
 * Windows are aligned to the clock (the key names its window), so a refusal can say exactly when the
 * window ends. The clock is the app's (`services.now`), so tests can move past a window.
 */
function windowOf(nowMs: number, windowMs: number) {
  const index = Math.floor(nowMs / windowMs);
  return { index, endsAt: (index + 1) * windowMs };
}

function keys(request: FastifyRequest, subject: SignInSubject, nowMs: number) {
  const account = `${subject.merchant.toUpperCase()}:${subject.email.trim().toLowerCase()}`;
  return SIGN_IN_LIMITS.map((limit) => {
    const { index, endsAt } = windowOf(nowMs, limit.windowMs);
    const who = limit.name === 'ip' ? request.ip : `${account}|${request.ip}`;
    return { limit, key: `admin-signin:${limit.name}:${who}:${index}`, endsAt };
  });
}

/**
 * Counts one sign-in attempt against every limit before the password is checked (atomically, so a
 * burst of parallel tries cannot slip past) and throws `SignInLimited` over a limit (429, `Retry-After`
 * set on the reply). Call `succeeded`
 * on a right password or code to take the attempt back: only failures stay counted.
 * @example const attempt = await countSignInAttempt(app, request, reply, { merchant, email }); ...; await attempt.succeeded();
 */
export async function countSignInAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  subject: SignInSubject,
): Promise<{ succeeded(): Promise<void> }> {
  const nowMs = app.services.now().getTime();
  const counted: string[] = [];
  const unavailable = (error: unknown) => {
    // Counters unreachable (Redis down): the passwords and the owner's second factor still hold.
    request.log.warn({ err: error }, 'sign-in counters unavailable');
    return { count: 0, resetInMs: 0 };
  };
  let refusal: SignInLimited | null = null;
  for (const { limit, key, endsAt } of keys(request, subject, nowMs)) {
    const used = (await app.counters.hit(key, limit.windowMs).catch(unavailable)).count;
    counted.push(key);
    if (used > limit.max) {
      const seconds = Math.max(1, Math.ceil((endsAt - nowMs) / 1000));
      if (!refusal || seconds > refusal.retryAfterSeconds) refusal = new SignInLimited(seconds);
    }
  }
  if (refusal) {
    reply.header('retry-after', String(refusal.retryAfterSeconds));
    throw refusal;
  }
  return {
    async succeeded() {
      for (const key of counted) await app.counters.undo(key).catch(unavailable);
    },
  };
}
