import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors';
import { TEXTS } from './core';

/** The e-mail of a body, lower-cased, for per-address limits. */
function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** The merchant of a body (accounts are per merchant). */
function bodyMerchant(request: FastifyRequest): string {
  const body = request.body as { main_id?: unknown } | undefined;
  return typeof body?.main_id === 'string' ? body.main_id.trim().toUpperCase() : '';
}

/**
 * Per-route limit keyed by client IP and the body's e-mail (@fastify/rate-limit, in Redis when
 * REDIS_URL is set). Runs in preHandler, after the body is parsed and validated, so the key can use
 * the address.
 */
export function perIpAndEmail(name: string, max: number, message: string = TEXTS.TOO_MANY_REQUESTS) {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${name}|${request.ip}|${bodyEmail(request)}`,
    errorResponseBuilder: () => Object.assign(new Error(message), { statusCode: 429 }),
  };
}

/** One abuse limit: at most `max` counted requests per `windowMs` for one key. */
export interface AbuseLimit {
  name: string;
  max: number;
  windowMs: number;
  /** What is counted against: the client IP, or the account (merchant + e-mail) whatever the IP. */
  by: 'ip' | 'account';
  /** `failures`: only answers of 400 and above count (wrong passwords); `all`: every request. */
  counts: 'failures' | 'all';
  message: string;
}

const MINUTE = 60_000;

/**
 * The limits against spraying and guessing, beside the per-IP+address ones on the routes, by route.
 * With TRUST_PROXY set the client IP is X-Forwarded-For's (from trusted proxies only); otherwise the
 * socket's, so a forged header changes nothing.
 */
export const ABUSE_LIMITS: Record<string, AbuseLimit[]> = {
  '/loginuser': [
    // One IP trying passwords on many accounts (spraying).
    {
      name: 'login-ip',
      max: 20,
      windowMs: 15 * MINUTE,
      by: 'ip',
      counts: 'failures',
      message: TEXTS.TOO_MANY_LOGIN_ATTEMPTS,
    },
    // Many IPs guessing one account's password.
    {
      name: 'login-account',
      max: 10,
      windowMs: 15 * MINUTE,
      by: 'account',
      counts: 'failures',
      message: TEXTS.TOO_MANY_LOGIN_ATTEMPTS,
    },
  ],
  // OTP mails from one IP, whatever the addresses (each send costs a mail and fills someone's inbox).
  '/registeruser/api/send-otp': [
    {
      name: 'otp-send-ip',
      max: 20,
      windowMs: 60 * MINUTE,
      by: 'ip',
      counts: 'all',
      message: TEXTS.TOO_MANY_REQUESTS,
    },
  ],
  '/registeruser/api/resetsend-otp': [
    {
      name: 'otp-send-ip',
      max: 20,
      windowMs: 60 * MINUTE,
      by: 'ip',
      counts: 'all',
      message: TEXTS.TOO_MANY_REQUESTS,
    },
  ],
  '/registeruser/api/verify-otp': [
    {
      name: 'otp-verify-ip',
      max: 60,
      windowMs: 15 * MINUTE,
      by: 'ip',
      counts: 'failures',
      message: TEXTS.TOO_MANY_REQUESTS,
    },
  ],
};

function limitKey(limit: AbuseLimit, request: FastifyRequest): string | null {
  if (limit.by === 'ip') return `abuse:${limit.name}:${request.ip}`;
  const email = bodyEmail(request);
  return email ? `abuse:${limit.name}:${bodyMerchant(request)}:${email}` : null;
}

/**
 * Applies ABUSE_LIMITS with the app's counters. Every attempt is counted atomically before the handler
 * (so a burst of parallel requests cannot slip past), and refused with 429 over the limit; for a
 * `failures` limit, an attempt that succeeds is taken back afterwards.
 */
export function installAbuseLimits(app: FastifyInstance): void {
  const limitsOf = (request: FastifyRequest) => ABUSE_LIMITS[request.routeOptions.url ?? ''];
  const counted = new WeakMap<FastifyRequest, string[]>();
  const unavailable = (request: FastifyRequest) => (error: unknown) => {
    // Counters unreachable (Redis down): serve rather than lock every shopper out.
    request.log.warn({ err: error }, 'rate-limit counters unavailable');
    return 0;
  };

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const limits = limitsOf(request);
    if (!limits) return;
    const undoOnSuccess: string[] = [];
    for (const limit of limits) {
      const key = limitKey(limit, request);
      if (!key) continue;
      const used = await app.counters.hit(key, limit.windowMs).catch(unavailable(request));
      if (used > limit.max) {
        return reply
          .code(429)
          .header('retry-after', String(Math.ceil(limit.windowMs / 1000)))
          .send(errorBody(limit.message));
      }
      if (limit.counts === 'failures') undoOnSuccess.push(key);
    }
    counted.set(request, undoOnSuccess);
  });

  app.addHook('onResponse', async (request, reply) => {
    const keys = counted.get(request);
    if (!keys || reply.statusCode >= 400) return;
    for (const key of keys) await app.counters.undo(key).catch(unavailable(request));
  });
}
