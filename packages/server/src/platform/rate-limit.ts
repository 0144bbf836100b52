import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SkateError, tooManyLoginAttempts, tooManyRequestsFor } from './core';
import { errorBody } from './errors';
import type { CounterStore } from '../lib/counters';

/*
 * The server's rate limits, in two parts.
 * - @fastify/rate-limit (app.ts, `global: false`): every plain per-route limit (a route's
 *   `config: { rateLimit: { max, timeWindow } }`) and the per-IP+e-mail bursts (perIpAndEmail's key
 *   generator). Its store is counterRateLimitStore below, not the plugin's Redis store: that one answers
 *   errors while Redis is down (or, with skipOnError, lifts every limit); the app's counters fall back to
 *   memory and the limits hold (test/redis-outage.test.ts).
 * - By hand (ABUSE_LIMITS, countAttempt, limitedAttempt), what the plugin cannot do: count failures only
 *   (an attempt that succeeded, or that another limit refused, is taken back; its store has no undo),
 *   several limits on one route (it reads one `rateLimit` per route), leave out an account's known
 *   addresses, forget an account's failures after a reset, and rules applied inside a handler once it
 *   knows what is being tried (otp-reset-account).
 */

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

/** A 429 message given the seconds left until the limit lifts. */
export type LimitMessage = (retryAfterSeconds: number) => string;

/**
 * Per-route limit keyed by client IP and the body's e-mail (@fastify/rate-limit, counted in the app's
 * counters: Redis when REDIS_URL is set, memory while Redis is down or unset). Runs in preHandler,
 * after the body is parsed and validated, so the key can use the address. The message says how long.
 */
export function perIpAndEmail(name: string, max: number, message: LimitMessage = tooManyRequestsFor) {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${name}|${request.ip}|${bodyEmail(request)}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      Object.assign(new Error(message(Math.ceil(context.ttl / 1000))), { statusCode: 429 }),
  };
}

/** One abuse limit: at most `max` counted requests per `windowMs` for one key. */
export interface AbuseLimit {
  name: string;
  max: number;
  windowMs: number;
  /**
   * What is counted against: the client IP (`ip`), the account whatever the IP (`account`), or the
   * account from that IP only (`account+ip`: a stranger's failures never count against the owner's).
   */
  by: 'ip' | 'account' | 'account+ip';
  /** `failures`: only answers of 400 and above count (wrong passwords); `all`: every request. */
  counts: 'failures' | 'all';
  /**
   * For `account` limits: an address the account has signed in from (see rememberAddress) is neither
   * counted nor refused, so strangers failing from elsewhere cannot lock the owner out.
   */
  exemptKnownAddresses?: boolean;
  /** The 429 message, told the seconds left (the answer also carries them as Retry-After). */
  message: LimitMessage;
}

/** A set of limits and whose account a request is about (for `account` and `account+ip` limits). */
export interface AbuseRule {
  limits: AbuseLimit[];
  /** The account a request is about; default: a customer (body `main_id` + `email`). */
  account?: (request: FastifyRequest) => string | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long an address stays known for an account after a sign-in, sign-up or reset from it. */
export const KNOWN_ADDRESS_TTL_MS = 30 * DAY;

/** Failed OTP checks from one address per day, across every account and code (verify and reset). */
const OTP_VERIFY_IP_DAY: AbuseLimit = {
  name: 'otp-verify-ip-day',
  max: 30,
  windowMs: DAY,
  by: 'ip',
  counts: 'failures',
  message: tooManyRequestsFor,
};

/**
 * OTP mails from one IP, whatever the addresses (each send costs a mail and fills someone's inbox);
 * `max` is the default of OTP_MAILS_PER_IP_HOUR, which installAbuseLimits applies.
 */
const OTP_SEND_IP: AbuseLimit = {
  name: 'otp-send-ip',
  max: 20,
  windowMs: HOUR,
  by: 'ip',
  counts: 'all',
  message: tooManyRequestsFor,
};

/**
 * THE rules against spraying, guessing and mail flooding, beside the per-IP+e-mail burst limits on the
 * routes (perIpAndEmail). Keys starting with `/` are routes, applied by installAbuseLimits before the
 * handler; other keys are applied by the code named in their comment (through `limitedAttempt`).
 * With TRUST_PROXY set the client IP is X-Forwarded-For's, read from the right past the trusted proxies
 * only; otherwise the socket's, so a forged header changes nothing.
 */
export const ABUSE_LIMITS: Record<string, AbuseRule> = {
  '/loginuser': {
    limits: [
      // One IP trying passwords on many accounts (spraying).
      {
        name: 'login-ip',
        max: 20,
        windowMs: 15 * MINUTE,
        by: 'ip',
        counts: 'failures',
        message: tooManyLoginAttempts,
      },
      // One IP guessing one account's password (also the owner's own typos: a reset lifts it).
      {
        name: 'login-account-ip',
        max: 10,
        windowMs: 15 * MINUTE,
        by: 'account+ip',
        counts: 'failures',
        message: tooManyLoginAttempts,
      },
      // Many IPs guessing one account's password; the owner's known addresses are exempt.
      {
        name: 'login-account',
        max: 30,
        windowMs: HOUR,
        by: 'account',
        counts: 'failures',
        exemptKnownAddresses: true,
        message: tooManyLoginAttempts,
      },
    ],
  },
  '/registeruser/api/send-otp': { limits: [OTP_SEND_IP] },
  '/registeruser/api/resetsend-otp': { limits: [OTP_SEND_IP] },
  '/registeruser/api/verify-otp': { limits: [OTP_VERIFY_IP_DAY] },
  '/registeruser/api/reset-password': { limits: [OTP_VERIFY_IP_DAY] },
  // Applied by the OTP routes (verify-otp, reset-password) once a code is known to be a reset code:
  // rotating codes and addresses cannot give more than 20 guesses a day at one account's reset.
  'otp-reset-account': {
    limits: [
      {
        name: 'otp-reset-account',
        max: 20,
        windowMs: DAY,
        by: 'account',
        counts: 'failures',
        exemptKnownAddresses: true,
        message: tooManyRequestsFor,
      },
    ],
  },
};

/** A customer account as the limits name it: merchant and e-mail. */
export function customerAccount(mainId: string, email: string): string {
  return `${mainId.trim().toUpperCase()}:${email.trim().toLowerCase()}`;
}

/** The customer a body is about (`main_id` + `email`), or null without an e-mail. */
function bodyAccount(request: FastifyRequest): string | null {
  const email = bodyEmail(request);
  return email ? customerAccount(bodyMerchant(request), email) : null;
}

/** Accounts are hashed into keys: no e-mail addresses in Redis. */
const accountId = (account: string) => createHash('sha256').update(account).digest('base64url').slice(0, 22);
const epochKey = (account: string) => `abuse-epoch:${accountId(account)}`;
const knownKey = (account: string, ip: string) => `abuse-known:${accountId(account)}:${ip}`;

/** Who one attempt comes from and is about. */
export interface AttemptSubject {
  ip: string;
  /** The account (customerAccount, or a console's own naming); null when the request names none. */
  account: string | null;
}

/** Why an attempt was refused: the limit, and how long until its window ends. */
export interface Refusal {
  limit: AbuseLimit;
  retryAfterSeconds: number;
  message: string;
}

/**
 * How a counted attempt ended: `succeeded` takes back what `failures` limits counted; `refused` (a 429
 * from another limit: nothing was tried, no mail sent) takes back everything it counted.
 */
export type Outcome = 'succeeded' | 'failed' | 'refused';

/** One counted attempt; `settle` says how it ended. */
export interface Attempt {
  refused: Refusal | null;
  settle(outcome: Outcome): Promise<void>;
}

/** The outcome of an answer with `status`. */
export const outcomeOf = (status: number): Outcome =>
  status === 429 ? 'refused' : status >= 400 ? 'failed' : 'succeeded';

/**
 * Counts one attempt against `limits`, atomically before the work (so a burst of parallel requests
 * cannot slip past). Over a limit, the attempt is refused and counts nowhere (a refused request tried
 * nothing). Reusable by any sign-in (customers here, the merchant console later): name the account.
 */
export async function countAttempt(
  counters: CounterStore,
  limits: readonly AbuseLimit[],
  subject: AttemptSubject,
): Promise<Attempt> {
  const { ip, account } = subject;
  const needsAccount = limits.some((limit) => limit.by !== 'ip');
  // A successful reset moves the account to a new epoch: every failure counted before is left behind.
  const epoch = account && needsAccount ? await counters.get(epochKey(account)) : 0;
  const known =
    account && limits.some((limit) => limit.exemptKnownAddresses)
      ? (await counters.get(knownKey(account, ip))) > 0
      : false;
  const counted: string[] = [];
  const onSuccess: string[] = [];
  for (const limit of limits) {
    let key: string;
    if (limit.by === 'ip') key = `abuse:${limit.name}:${ip}`;
    else if (!account) continue;
    else if (limit.exemptKnownAddresses && known) continue;
    else {
      key = `abuse:${limit.name}:${accountId(account)}#${epoch}`;
      if (limit.by === 'account+ip') key += `:${ip}`;
    }
    const hit = await counters.hit(key, limit.windowMs);
    counted.push(key);
    if (hit.count > limit.max) {
      for (const done of counted) await counters.undo(done);
      const retryAfterSeconds = Math.max(1, Math.ceil(hit.resetInMs / 1000));
      return {
        refused: { limit, retryAfterSeconds, message: limit.message(retryAfterSeconds) },
        settle: async () => {},
      };
    }
    if (limit.counts === 'failures') onSuccess.push(key);
  }
  return {
    refused: null,
    async settle(outcome) {
      const back = outcome === 'refused' ? counted : outcome === 'succeeded' ? onSuccess : [];
      for (const key of back) await counters.undo(key);
    },
  };
}

/** 429 with the limit's message and Retry-After (the error handler sends the header). */
export function tooManyAttempts(refusal: Refusal): SkateError {
  const error = new SkateError('http', refusal.message, { status: 429 });
  return Object.assign(error, { retryAfterSeconds: refusal.retryAfterSeconds });
}

/**
 * Runs `work` as one attempt under `limits`: refused with a 429 (tooManyAttempts) over a limit; a
 * `work` that throws counts as a failure (unless it throws a 429: then it counts nowhere), one that
 * returns is taken back from `failures` limits.
 */
export async function limitedAttempt<T>(
  counters: CounterStore,
  limits: readonly AbuseLimit[],
  subject: AttemptSubject,
  work: () => Promise<T>,
): Promise<T> {
  const attempt = await countAttempt(counters, limits, subject);
  if (attempt.refused) throw tooManyAttempts(attempt.refused);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    const status =
      (error as { status?: unknown; statusCode?: unknown }).status ??
      (error as { statusCode?: unknown }).statusCode;
    await attempt.settle(status === 429 ? 'refused' : 'failed');
    throw error;
  }
  await attempt.settle('succeeded');
  return result;
}

/**
 * Marks `ip` as known for `account` (after a sign-in, sign-up or reset from it): limits with
 * `exemptKnownAddresses` never count or refuse it.
 */
export async function rememberAddress(counters: CounterStore, account: string, ip: string): Promise<void> {
  await counters.mark(knownKey(account, ip), KNOWN_ADDRESS_TTL_MS);
}

/** Clears every failure counted against `account` (after a successful password reset). */
export async function clearAccountFailures(counters: CounterStore, account: string): Promise<void> {
  // The epoch outlives every window (a day at most), so counters of an older epoch are never seen again.
  await counters.hit(epochKey(account), 2 * DAY);
}

/**
 * Applies the route rules of ABUSE_LIMITS with the app's counters: before the handler each attempt
 * is counted (429 + Retry-After + the time left over a limit); afterwards a `failures` limit takes
 * back an attempt that succeeded, and an attempt another limit refused (429) counts nowhere.
 */
export function installAbuseLimits(app: FastifyInstance, settings: { otpMailsPerIpHour: number }): void {
  // The one setting of these limits (OTP_MAILS_PER_IP_HOUR): the mails per address per hour.
  const rules: Record<string, AbuseRule> = Object.fromEntries(
    Object.entries(ABUSE_LIMITS).map(([key, rule]) => [
      key,
      {
        ...rule,
        limits: rule.limits.map((limit) =>
          limit === OTP_SEND_IP ? { ...limit, max: settings.otpMailsPerIpHour } : limit,
        ),
      },
    ]),
  );
  const ruleOf = (request: FastifyRequest) => {
    const url = request.routeOptions.url ?? '';
    return url.startsWith('/') ? rules[url] : undefined;
  };
  const attempts = new WeakMap<FastifyRequest, Attempt>();

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const rule = ruleOf(request);
    if (!rule) return;
    const account = (rule.account ?? bodyAccount)(request);
    const attempt = await countAttempt(app.counters, rule.limits, { ip: request.ip, account });
    if (attempt.refused) {
      return reply
        .code(429)
        .header('retry-after', String(attempt.refused.retryAfterSeconds))
        .send(errorBody(attempt.refused.message));
    }
    attempts.set(request, attempt);
  };
  const onResponse = async (request: FastifyRequest, reply: FastifyReply) => {
    await attempts.get(request)?.settle(outcomeOf(reply.statusCode));
  };
  // On the limited routes only (every route is added after this, in buildApp): the others pay nothing.
  app.addHook('onRoute', (route) => {
    if (!(route.url.startsWith('/') && rules[route.url])) return;
    route.preHandler = [preHandler, ...hooksOf(route.preHandler)];
    route.onResponse = [...hooksOf(route.onResponse), onResponse];
  });
}

/** A route option's hooks as a list (none, one or several). */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/**
 * A store for @fastify/rate-limit that counts in the app's counters, so the per-route limits share
 * Redis across instances and fall back to memory with everything else while Redis is down (its own
 * Redis store with `skipOnError` would turn every limit off instead).
 */
export function counterRateLimitStore(counters: CounterStore, namespace = 'rl:') {
  return class CounterRateLimitStore {
    readonly prefix: string;
    readonly windowMs: number;
    constructor(options?: { timeWindow?: unknown }, prefix = namespace) {
      this.prefix = prefix;
      this.windowMs = typeof options?.timeWindow === 'number' ? options.timeWindow : 60_000;
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      counters.hit(`${this.prefix}${key}`, timeWindow ?? this.windowMs).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: { timeWindow?: unknown; routeInfo?: RouteInfo } & RouteInfo) {
      // At run time the route's own options are under `routeInfo` (the types say otherwise).
      const { method, url } = routeOptions.routeInfo ?? routeOptions;
      return new CounterRateLimitStore(routeOptions, `${this.prefix}${method}${url}-`);
    }
  };
}
