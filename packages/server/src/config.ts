import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { PACKAGE_ROOT } from './paths';

const optionalText = z.string().trim().min(1).optional();

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
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().min(3).default('SkateKit <no-reply@skatekit.local>'),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GST_RATE: z.coerce.number().min(0).max(100).default(18),
  CORS_ORIGIN: optionalText,
  SEED: z.enum(['true', 'false']).default('true'),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024),
  GOOGLE_CLIENT_ID: optionalText,
});

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
  /** `true` reflects any origin; otherwise the allowed origins. */
  corsOrigin: true | string[];
  /** Seed the demo merchants into an empty database. */
  seed: boolean;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  googleClientId?: string;
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

/**
 * Parses the environment into an `AppConfig`; throws `ConfigError` naming each bad variable.
 * @example const config = loadConfig(process.env);
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = EnvSchema.safeParse(dropEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDirRaw = overrides.dataDir ?? e.DATA_DIR ?? '.data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(PACKAGE_ROOT, dataDirRaw);
  const corsOrigin =
    !e.CORS_ORIGIN || e.CORS_ORIGIN === '*' ? true : e.CORS_ORIGIN.split(',').map((origin) => origin.trim());
  const base: AppConfig = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
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
    seed: e.SEED === 'true',
    bodyLimit: e.BODY_LIMIT,
    googleClientId: e.GOOGLE_CLIENT_ID,
  };
  return { ...base, ...overrides, dataDir };
}
