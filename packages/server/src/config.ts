import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { vaultKeysProblem } from './lib/aadhaar-vault';
import { ADMIN_DIST_DIR, PACKAGE_ROOT } from './paths';
import { WHATSAPP_API_VERSION } from './providers/messaging/types';
import { readServiceAccount } from './providers/push/firebase-admin';

const optionalText = z.string().trim().min(1).optional();
const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

/** The environment variables the server reads. Empty strings count as unset. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  // 'localhost' makes Fastify listen on both 127.0.0.1 and ::1, whichever a client resolves localhost to.
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: optionalText,
  DATABASE_URL: postgresUrl.optional(),
  PUBLIC_URL: z.url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().min(3).default('SkateKit <no-reply@skatekit.local>'),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GST_RATE: z.coerce.number().min(0).max(100).default(18),
  CORS_ORIGIN: optionalText,
  /** `false` never seeds. Outside production an empty database is seeded with the demo shops by default. */
  SEED: z.enum(['true', 'false']).optional(),
  /** `1`: seed the demo shops into an empty database in production too (never by default there). */
  SEED_DEMO: flag.optional(),
  /** `1`: production accepts Razorpay test keys (`rzp_test_...`): a staging server, never a live shop. */
  SKATEKIT_ALLOW_TEST_KEYS: flag.default(false),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024),
  /**
   * Sign-up and reset codes mailed to one client address per hour, whatever the e-mails (a front desk
   * or a campus network shares one address; the e2e run registers every test user from 127.0.0.1).
   */
  OTP_MAILS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Keys of the Aadhaar vault, `id:base64key,...` (32-byte keys, the current first): lib/aadhaar-vault.ts. */
  AADHAAR_KEYS: optionalText,
  /**
   * The OAuth client ids Google ID tokens may be issued for (`aud`), comma-separated: the web client
   * and the Android and iOS apps' client ids.
   */
  GOOGLE_CLIENT_ID: optionalText,
  /** Push sender: `fcm` (firebase-admin), `fake` (the local FCM fake, dev helpers), `off`. */
  PUSH_PROVIDER: z.enum(['off', 'fake', 'fcm']).optional(),
  /** The Firebase service account for PUSH_PROVIDER=fcm: the JSON file's path, or the JSON itself. */
  FIREBASE_SERVICE_ACCOUNT: optionalText,
  /** Where the `fake` sender posts FCM v1 requests; default this server's own /dev/fcm. */
  FCM_ENDPOINT: z.url().optional(),
  /** WhatsApp Cloud API (fee reminders): a system user's token and the sending phone number's id. */
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  /** The Cloud API's address (default https://graph.facebook.com; the dev fake: this server's /dev/whatsapp). */
  WHATSAPP_API_URL: z.url().optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must look like v21.0')
    .optional(),
  /** Google's Geocoding API key: the console finds a pincode's place and centre (else the dev fake, or typed). */
  GOOGLE_MAPS_API_KEY: optionalText,
  /** The Geocoding API's origin (default https://maps.googleapis.com; the dev fake: this server's /dev). */
  GEOCODING_API_URL: z.url().optional(),
  /** The storefront page a fee reminder's pay link opens (default: the first CORS_ORIGIN's /fees/pay). */
  FEE_PAY_URL: z.url().optional(),
  /** How often the fee billing and reminder jobs run in this process (0: never; default daily, off in tests). */
  FEE_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  /** `1` turns on the dev helpers: /dev/*, the sandbox checkout, `e2e-google:` tokens. Loopback only. */
  SKATEKIT_DEV_ROUTES: flag.default(false),
  /**
   * Trust X-Forwarded-For from the proxies in front: their number (`1` for one nginx) or a comma list of
   * their addresses and ranges (`10.0.0.5,10.0.0.0/8`). `true` is refused (any client could name its IP).
   */
  TRUST_PROXY: optionalText,
  /** Redis for rate-limit counters and short-lived de-duplication; memory/database when unset. */
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
    .optional(),
  /** Prefix of every Redis key (several shops, or test runs, can share one Redis). */
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('skatekit:'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * A request's deadline: past it no statement starts and the answer is 503 (platform/deadline.ts).
   * Above the Idempotency-Key claim's 10 s lease, which a shopper's retry may wait out.
   */
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** The longest wait for the mail server (or push, WhatsApp) on one outbox send; then it is retried later. */
  OUTBOX_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * How long a claimed outbox row is its sender's before another instance may take it over (its sender
   * died mid-send). Default the send timeout + 60 s; it must be longer than the send timeout.
   */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).max(86_400_000).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** A client must have sent its request line and headers within this long (slow-header attacks). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** ... and its whole request, body included, within this long (slow-body attacks). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** A built site (index.html + assets) to serve beside the API from the same process. */
  SITE_DIR: optionalText,
  /** The built merchant console served at /admin; default packages/admin/dist when it exists. */
  ADMIN_DIR: optionalText,
});

/** Settings production refuses to start without, with what each is for. */
const REQUIRED_IN_PRODUCTION = {
  RAZORPAY_KEY_ID: 'the live Razorpay key id (rzp_live_ and 14 letters or digits)',
  RAZORPAY_KEY_SECRET: 'the Razorpay key secret',
  RAZORPAY_WEBHOOK_SECRET: 'the Razorpay webhook secret',
  JWT_SECRET: 'at least 32 random characters that sign tokens',
  SMTP_URL: 'the mail server that sends OTP codes (smtp://user:pass@host:587)',
  CORS_ORIGIN: 'the comma-separated origins of your storefronts (https://shop.example)',
} as const;

/** Resolved server configuration; `buildApp` takes it as is. */
export interface AppConfig {
  port: number;
  host: string;
  /** Folder for the embedded database, the JWT secret and the dev mail outbox. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite in `dataDir` when absent. */
  databaseUrl?: string;
  /** Public origin used to turn relative image paths into full addresses; derived from the request when absent. */
  publicUrl?: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  smtpUrl?: string;
  mailFrom: string;
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string };
  jwtSecret: string;
  /** Default GST rate (percent) for merchants seeded without one. */
  gstRate: number;
  /**
   * Origins allowed to call the API with credentials. Empty: loopback origins only (http://localhost:*,
   * http://127.0.0.1:*), the default outside production. Never `*`, never `null`.
   */
  corsOrigin: string[];
  /** Dev helpers (/dev/*, sandbox checkout, `e2e-google:` tokens): only with SKATEKIT_DEV_ROUTES=1, on loopback. */
  devRoutes: boolean;
  /**
   * Which X-Forwarded-For entries name the client: none (`false`), past this many proxy hops, or past
   * these proxy addresses/ranges. Never "every entry" (a client could choose its own address).
   */
  trustProxy: false | number | string[];
  redisUrl?: string;
  redisKeyPrefix: string;
  /** PostgreSQL pool size and timeouts (milliseconds). */
  db: { poolMax: number; connectTimeoutMs: number; statementTimeoutMs: number };
  /**
   * The outbox's sender (notifications/worker.ts): the longest wait for the provider on one send, and
   * how long a claimed row is its sender's before another instance takes it over (longer than a send).
   */
  outbox: { sendTimeoutMs: number; leaseMs: number };
  /** How long SIGTERM waits for in-flight requests before closing anyway. */
  shutdownTimeoutMs: number;
  /**
   * Slow clients are cut off (408, connection closed): the headers must have arrived within
   * `headersMs`, the whole request within `requestMs` (the handler's own time does not count).
   */
  clientTimeouts: { headersMs: number; requestMs: number };
  /** Built site served beside the API (index fallback for client routes). */
  siteDir?: string;
  /** Built merchant console (index.html + assets) served at /admin; unset: /admin says it is not built. */
  adminDir?: string;
  /** Seed the demo merchants into an empty database (production: only with SEED_DEMO=1). */
  seed: boolean;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Sign-up and reset codes mailed to one client address per hour (the `otp-send-ip` limit). */
  otpMailsPerIpHour: number;
  /** AADHAAR_KEYS as set (unset: a key derived from the token secret). */
  aadhaarKeys: string | undefined;
  /** REQUEST_DEADLINE_MS: a request answers by then plus a second (503 with Retry-After at worst). */
  requestDeadlineMs: number;
  /** Google ID token audiences accepted (web, Android and iOS client ids); empty: Google sign-in refused. */
  googleClientIds: string[];
  /**
   * Push notifications: `fcm` through firebase-admin with the service account; `fake` to the local
   * FCM fake (default with the dev helpers on); `off` sends none (default otherwise).
   */
  push: { provider: 'off' | 'fake' | 'fcm'; serviceAccount?: string; fakeEndpoint?: string };
  /** WhatsApp Cloud API for fee reminders (providers/messaging): off without token and phone number id. */
  whatsapp: { token?: string; phoneNumberId?: string; apiUrl?: string; apiVersion: string };
  /** The maps service that finds a pincode's place (providers/geocoder): off without a key and dev helpers. */
  maps: { key?: string; apiUrl?: string };
  /** Fee jobs (modules/fees/jobs.ts): the pay link page, and the billing and reminder interval (0: off). */
  fees: { payUrl?: string; jobsIntervalMs: number };
}

/** Raised for a bad environment; the message names every offending variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function dropEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

/**
 * The JWT secret: from the environment, else the one persisted in the data directory, else a fresh one
 * written there - so tokens survive restarts on a machine with no configuration.
 */
function resolveJwtSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export interface LoadConfigOptions {
  /** NODE_ENV when the environment has none: `production` for the compiled server, else `development`. */
  defaultNodeEnv?: AppConfig['nodeEnv'];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** True for a host name or address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);
}

function parseOrigins(raw: string): string[] {
  return raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

function parseTrustProxy(raw: string | undefined): AppConfig['trustProxy'] {
  if (!raw || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(',').map((entry) => entry.trim());
}

/** proxy-addr's names for address ranges, usable in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True for an IP address, an address/prefix (10.0.0.0/8, fd00::/8) or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * What is wrong with TRUST_PROXY: `true` (it would let every client name its own address in
 * X-Forwarded-For and walk past every per-address limit) and entries that are not addresses. Refused
 * in every environment: one rule, and a development proxy is as easy to name as a production one.
 */
function trustProxyProblems(raw: string | undefined): string[] {
  if (!raw || raw === 'false' || raw === '0' || /^\d+$/.test(raw)) {
    return raw && Number(raw) > 10
      ? [`  TRUST_PROXY: ${raw} proxies in front is not a setup; count them (1 for one nginx)`]
      : [];
  }
  if (raw === 'true') {
    return [
      '  TRUST_PROXY: "true" lets any client choose its address (X-Forwarded-For) and walk past every per-address limit; ' +
        'set how many proxies are in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.0.0.0/8)',
    ];
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    return [
      `  TRUST_PROXY: ${bad.map((entry) => `"${entry}"`).join(', ')} is not a proxy address; ` +
        'give a hop count (1) or addresses and ranges (10.0.0.5,10.0.0.0/8)',
    ];
  }
  const everyone = (['IPv4', 'IPv6'] as const).filter((family) => coversEveryAddress(entries, family));
  return everyone.length > 0
    ? [
        `  TRUST_PROXY: ${raw} covers every ${everyone.join(' and every ')} address, the same as "true": any client ` +
          'could choose its address (X-Forwarded-For); name only the proxies in front (TRUST_PROXY=10.0.0.5 or 10.0.0.0/8)',
      ]
    : [];
}

/** The first and last address of an address/prefix entry of one family, as numbers; null for other entries. */
function rangeOf(entry: string, family: 'IPv4' | 'IPv6'): [bigint, bigint] | null {
  const [address = '', prefixText] = entry.split('/');
  const bits = family === 'IPv4' ? 32 : 128;
  if (isIP(address) !== (family === 'IPv4' ? 4 : 6)) return null;
  let value = 0n;
  if (family === 'IPv4') {
    for (const part of address.split('.')) value = (value << 8n) | BigInt(Number(part));
  } else {
    const [head = '', tail] = address.split('::');
    const groups = (text: string) => (text ? text.split(':') : []);
    const written = [
      ...groups(head),
      ...(tail === undefined ? [] : Array(8 - groups(head).length - groups(tail).length).fill('0')),
      ...groups(tail ?? ''),
    ];
    if (written.length !== 8 || written.some((group) => group.includes('.'))) return null;
    for (const group of written) value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  const span = (1n << BigInt(bits - prefix)) - 1n;
  const first = value & ~span & ((1n << BigInt(bits)) - 1n);
  return [first, first + span];
}

/** True when the entries' ranges of one family together cover every address of it (0.0.0.0/1,128.0.0.0/1). */
function coversEveryAddress(entries: string[], family: 'IPv4' | 'IPv6'): boolean {
  const ranges = entries
    .map((entry) => rangeOf(entry, family))
    .filter((range): range is [bigint, bigint] => range !== null)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let next = 0n;
  for (const [first, last] of ranges) {
    if (first > next) return false;
    if (last + 1n > next) next = last + 1n;
  }
  return next === 1n << BigInt(family === 'IPv4' ? 32 : 128);
}

/** A live Razorpay key id: `rzp_live_` and 14 letters or digits (`rzp_test_` the same for test keys). */
const LIVE_KEY_ID = /^rzp_live_[A-Za-z0-9]{14}$/;
const TEST_KEY_ID = /^rzp_test_[A-Za-z0-9]{14}$/;

/** Why production refuses this Razorpay key id, or null. Test keys only with SKATEKIT_ALLOW_TEST_KEYS=1. */
export function razorpayKeyProblem(keyId: string, allowTestKeys: boolean): string | null {
  if (LIVE_KEY_ID.test(keyId)) return null;
  if (TEST_KEY_ID.test(keyId)) {
    return allowTestKeys
      ? null
      : 'a test key (rzp_test_...) takes no money; set the live key, or SKATEKIT_ALLOW_TEST_KEYS=1 on a staging server';
  }
  if (keyId.startsWith('rzp_test_sandbox'))
    return 'the sandbox key id takes no money; set a real Razorpay key';
  return 'not a Razorpay key id (rzp_live_ and 14 letters or digits)';
}

/** Fewest distinct characters a secret may have: 32 characters of a random alphabet have far more. */
export const MIN_DISTINCT_SECRET_CHARACTERS = 16;

/**
 * Why a secret is too weak to sign tokens with, or null: shorter than 32 characters, or made of fewer
 * than 16 distinct characters (`aaaa...`, `abababab...`, `12341234...`): not random whatever its length.
 */
export function weakSecretProblem(secret: string): string | null {
  if (secret.length < 32) return 'must be at least 32 characters';
  const distinct = new Set(secret).size;
  if (distinct < MIN_DISTINCT_SECRET_CHARACTERS) {
    return `has only ${distinct} distinct characters (at least ${MIN_DISTINCT_SECRET_CHARACTERS}): use a random secret, e.g. openssl rand -base64 48`;
  }
  return null;
}

/**
 * What is wrong with the push settings: `fcm` without a readable service account (in any environment:
 * a push sender that cannot sign in would only fill the outbox with failures), `fake` with nowhere to send.
 */
function pushProblems(e: z.infer<typeof EnvSchema>): string[] {
  if (e.PUSH_PROVIDER === 'fcm') {
    if (!e.FIREBASE_SERVICE_ACCOUNT)
      return [
        '  FIREBASE_SERVICE_ACCOUNT: missing (PUSH_PROVIDER=fcm needs the Firebase service account JSON, or its path)',
      ];
    try {
      readServiceAccount(e.FIREBASE_SERVICE_ACCOUNT);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return [`  FIREBASE_SERVICE_ACCOUNT: not a usable service account (${why.slice(0, 120)})`];
    }
  }
  if (e.PUSH_PROVIDER === 'fake' && !e.SKATEKIT_DEV_ROUTES && !e.FCM_ENDPOINT)
    return ['  PUSH_PROVIDER: fake needs the dev helpers (SKATEKIT_DEV_ROUTES=1) or FCM_ENDPOINT'];
  return [];
}

/**
 * What is wrong with the settings as a whole (each variable alone already parsed): production's required
 * settings, the CORS list's shape, dev helpers beyond loopback. One line per problem, each naming its variable.
 */
function settingProblems(e: z.infer<typeof EnvSchema>, nodeEnv: AppConfig['nodeEnv']): string[] {
  const lines: string[] = [];
  if (e.CORS_ORIGIN) {
    for (const origin of parseOrigins(e.CORS_ORIGIN)) {
      if (origin === '*' || origin === 'null' || !/^https?:\/\/[^/\s]+$/.test(origin)) {
        lines.push(
          `  CORS_ORIGIN: "${origin}" is not an origin (list them: https://shop.example,https://app.example)`,
        );
      }
    }
  }
  lines.push(...trustProxyProblems(e.TRUST_PROXY));
  const vaultProblem = vaultKeysProblem(e.AADHAAR_KEYS);
  if (vaultProblem) lines.push(`  ${vaultProblem}`);
  if (e.SKATEKIT_DEV_ROUTES && !isLoopbackHost(e.HOST)) {
    lines.push(`  SKATEKIT_DEV_ROUTES: dev helpers listen on loopback only, not HOST=${e.HOST}`);
  }
  if (nodeEnv === 'production') {
    for (const [name, what] of Object.entries(REQUIRED_IN_PRODUCTION)) {
      if (!e[name as keyof typeof REQUIRED_IN_PRODUCTION]) lines.push(`  ${name}: missing (${what})`);
    }
    if (e.RAZORPAY_KEY_ID) {
      const problem = razorpayKeyProblem(e.RAZORPAY_KEY_ID, e.SKATEKIT_ALLOW_TEST_KEYS);
      if (problem) lines.push(`  RAZORPAY_KEY_ID: ${problem}`);
    }
    if (e.JWT_SECRET) {
      const weak = weakSecretProblem(e.JWT_SECRET);
      if (weak) lines.push(`  JWT_SECRET: ${weak}`);
    }
    if (e.SKATEKIT_DEV_ROUTES) lines.push('  SKATEKIT_DEV_ROUTES: dev helpers never run in production');
    if (e.PUSH_PROVIDER === 'fake')
      lines.push('  PUSH_PROVIDER: the fake FCM delivers to nobody; use fcm (or off) in production');
  }
  lines.push(...pushProblems(e));
  if (e.OUTBOX_LEASE_MS !== undefined && e.OUTBOX_LEASE_MS <= e.OUTBOX_SEND_TIMEOUT_MS)
    lines.push(
      `  OUTBOX_LEASE_MS: ${e.OUTBOX_LEASE_MS} is not longer than a send may take (OUTBOX_SEND_TIMEOUT_MS ` +
        `${e.OUTBOX_SEND_TIMEOUT_MS}): another instance could send a mail again while its sender still waits ` +
        'for the mail server; leave it unset (the send timeout + 60000) or set more than the send timeout',
    );
  if (Boolean(e.WHATSAPP_TOKEN) !== Boolean(e.WHATSAPP_PHONE_NUMBER_ID))
    lines.push('  WHATSAPP_TOKEN: WhatsApp needs both WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
  if (lines.length === 0) return [];
  const head =
    nodeEnv === 'production'
      ? 'Invalid server configuration for production (NODE_ENV=production):'
      : 'Invalid server configuration:';
  return [head, ...lines];
}

/**
 * Parses the environment into an `AppConfig`; throws `ConfigError` naming each bad variable.
 * @example const config = loadConfig(process.env);
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<AppConfig> = {},
  options: LoadConfigOptions = {},
): AppConfig {
  const parsed = EnvSchema.safeParse(dropEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV ?? options.defaultNodeEnv ?? 'development';
  const problems = settingProblems(e, nodeEnv);
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  const dataDirRaw = overrides.dataDir ?? e.DATA_DIR ?? '.data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(PACKAGE_ROOT, dataDirRaw);
  const corsOrigin = e.CORS_ORIGIN ? parseOrigins(e.CORS_ORIGIN) : [];
  const base: AppConfig = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    nodeEnv,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    },
    jwtSecret: overrides.jwtSecret ?? resolveJwtSecret(e.JWT_SECRET, dataDir),
    gstRate: e.GST_RATE,
    corsOrigin,
    // Production seeds nothing unless asked (SEED_DEMO=1): demo shops there would take real payments.
    seed: e.SEED === 'false' ? false : nodeEnv === 'production' ? e.SEED_DEMO === true : true,
    bodyLimit: e.BODY_LIMIT,
    otpMailsPerIpHour: e.OTP_MAILS_PER_IP_HOUR,
    aadhaarKeys: e.AADHAAR_KEYS,
    requestDeadlineMs: e.REQUEST_DEADLINE_MS,
    googleClientIds: e.GOOGLE_CLIENT_ID ? parseOrigins(e.GOOGLE_CLIENT_ID) : [],
    push: {
      provider: e.PUSH_PROVIDER ?? (e.SKATEKIT_DEV_ROUTES ? 'fake' : 'off'),
      serviceAccount: e.FIREBASE_SERVICE_ACCOUNT,
      fakeEndpoint: e.FCM_ENDPOINT?.replace(/\/+$/, ''),
    },
    whatsapp: {
      token: e.WHATSAPP_TOKEN,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      apiUrl: e.WHATSAPP_API_URL?.replace(/\/+$/, ''),
      apiVersion: e.WHATSAPP_API_VERSION ?? WHATSAPP_API_VERSION,
    },
    maps: { key: e.GOOGLE_MAPS_API_KEY, apiUrl: e.GEOCODING_API_URL?.replace(/\/+$/, '') },
    fees: {
      payUrl: e.FEE_PAY_URL,
      jobsIntervalMs: e.FEE_JOBS_INTERVAL_MS ?? (nodeEnv === 'test' ? 0 : 86_400_000),
    },
    devRoutes: e.SKATEKIT_DEV_ROUTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    db: {
      poolMax: e.DB_POOL_MAX,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    },
    outbox: {
      sendTimeoutMs: e.OUTBOX_SEND_TIMEOUT_MS,
      leaseMs: e.OUTBOX_LEASE_MS ?? e.OUTBOX_SEND_TIMEOUT_MS + 60_000,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    clientTimeouts: { headersMs: e.HEADERS_TIMEOUT_MS, requestMs: e.REQUEST_TIMEOUT_MS },
    siteDir: e.SITE_DIR ? resolve(e.SITE_DIR) : undefined,
    adminDir: e.ADMIN_DIR ? resolve(e.ADMIN_DIR) : existsSync(ADMIN_DIST_DIR) ? ADMIN_DIST_DIR : undefined,
  };
  return { ...base, ...overrides, dataDir };
}
