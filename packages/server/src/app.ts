import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { once } from 'node:events';
import { join } from 'node:path';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { sealPlaintextAadhaar, vaultKeys } from './lib/aadhaar-vault';
import { corsDelegator } from './platform/cors';
import { installDeadline } from './platform/deadline';
import { LOG_REDACT, loggableError } from './platform/log-safety';
import { installSecurityHeaders } from './platform/security-headers';
import { serveSite } from './site/site';
import { frameworkErrors, installErrorHandling } from './platform/error-handler';
import { installJsonParser } from './platform/json-depth';
import { AnswerReplay, replayingServer } from './platform/replay';
import { strictBodyValidatorCompiler } from './platform/validation';
import {
  createFallbackCounters,
  createMemoryCounters,
  createRedisCounters,
  createSqlCounters,
} from './lib/counters';
import { counterRateLimitStore, installAbuseLimits } from './platform/rate-limit';
import { COMPRESS_MIN_BYTES } from './modules/catalogue/cache';
import { modules } from './modules/index';
import { installOpenApi } from './openapi/plugin';
import { PUBLIC_DIR } from './paths';
import { ensureDemoAcademyPasswords, ensureDemoOwners } from './seed/demo-owners';
import { seedIfEmpty } from './seed/index';
import './types';

/** How long a Redis command may take before the counters fall back to memory for a while. */
const REDIS_COMMAND_TIMEOUT_MS = 200;

/** Logger options with secrets and personal data redacted from every line. */
function loggerOptions(logger: NonNullable<BuildAppOptions['logger']>) {
  if (logger === false) return false;
  return { ...(logger === true ? { level: 'info' } : logger), redact: LOG_REDACT };
}

export interface BuildAppOptions {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Close a given `database` with the app too (as one the app opened itself always is). */
  closeDatabase?: boolean;
  /** Pino logger options (a `stream` too) or false; defaults to the config's log level. Always redacted. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Told about every route as it is added: the route table, for tools and the route fuzzer. */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the commerce API: plugins, error handling, every module of `modules/index.ts`, a migrated
 * and (when empty) seeded database. Call `listen` on the result, or `inject` in tests.
 * @example const app = await buildApp(loadConfig()); await app.listen({ port: 4000 });
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}) {
  // Node's own defaults leave a slow client a minute for its headers and Fastify's none for its body.
  const requestTimeout = config.clientTimeouts.requestMs;
  const headersTimeout = Math.min(config.clientTimeouts.headersMs, requestTimeout);
  // Hot reads (kept catalogue answers, a guest's coupon check) answered again before Fastify routes them.
  const replay = new AnswerReplay();
  const app = Fastify({
    serverFactory: replayingServer(replay),
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout,
      // Node looks for overdue connections this often (its default, 30 s, would stretch every limit).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersTimeout / 4))),
    },
    logger: loggerOptions(
      options.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    ),
    bodyLimit: config.bodyLimit,
    // A trailing slash is forgiven; path params longer than any id we issue are refused by the router.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    // A hop count trusts that many proxies in front, an address list those proxies only; either way
    // X-Forwarded-For is read from the right, so what a client put in it is never taken (config.ts
    // refuses `true`).
    // (Fastify's own number form trusts nothing: a hop count is a function here.)
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // The route table as routes are added, and its OpenAPI document at GET /openapi.json (src/openapi).
  installOpenApi(app);
  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app, config.bodyLimit);
  // A slow database answers 503 within the deadline and a second, never a minute later.
  installDeadline(app, config.requestDeadlineMs);
  app.decorate('replay', replay);
  replay.install(app);
  // JSON bodies nested deeper than 64 levels are a 400 before anything walks them recursively.
  installJsonParser(app);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      maxConnections: config.db.poolMax,
      connectTimeoutMs: config.db.connectTimeoutMs,
      statementTimeoutMs: config.db.statementTimeoutMs,
      // A connection cut outside any query (a restart or failover of PostgreSQL) is logged, never fatal.
      onConnectionError: (error) =>
        app.log.warn({ err: loggableError(error) }, 'database connection lost; reconnecting on demand'),
    }));
  app.decorate('db', database.db);
  app.decorate('dbDriver', database.driver);
  app.decorate('config', config);
  // Fastify runs onClose hooks only after the server has stopped and in-flight requests have finished,
  // so the database closes last (PGlite would otherwise abort requests still running).
  if (!options.database || options.closeDatabase) app.addHook('onClose', async () => database.close());

  // Once closing has begun, every answer still being written ends its connection: a kept-alive socket
  // would otherwise hold the close open until the keep-alive timeout.
  // Idle connections are not cut the moment closing begins (a connection whose request bytes are still
  // in transit looks idle and would be reset): they are closed a little later, and every half second
  // after that, while the requests in flight finish.
  let closing = false;
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 500);
    idleSweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(idleSweep);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Under the startup lock: instances starting together on an empty database seed it once.
  if (config.seed) await database.exclusive(() => seedIfEmpty(database.db, config));
  // Aadhaar numbers an older version kept in clear go into the vault (a no-op once done).
  await database.exclusive(() =>
    sealPlaintextAadhaar(database.db, vaultKeys(config.aadhaarKeys, config.jwtSecret)),
  );
  // Demo data with the dev helpers on (pnpm start, start:prod --demo): the demo owners, also in a data
  // directory seeded before they existed. Never in production, which refuses the dev helpers.
  if (config.seed && config.devRoutes && config.nodeEnv !== 'production') {
    await database.exclusive(() => ensureDemoOwners(database.db));
    await database.exclusive(() => ensureDemoAcademyPasswords(database.db));
  }

  // CSP, nosniff, frame denial, referrer policy, HSTS over TLS: on every answer (platform/security-headers.ts).
  await installSecurityHeaders(app, config);
  // gzip / brotli / deflate as the client accepts; answers under 1 KB go as they are.
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES });
  // The storefront's origins with credentials; nothing under /admin, preflights included (platform/cors.ts).
  await app.register(cors, { delegator: corsDelegator(config) });
  // Counters shared by every instance through Redis when REDIS_URL is set; in memory otherwise.
  // A Redis that is down or hung must not slow or open the limits: no offline queue (a command while
  // disconnected fails at once), no retries, short timeouts; the counters then fall back to the database.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        connectTimeout: 1_000,
        retryStrategy: (times) => Math.min(times * 200, 2_000),
      })
    : null;
  // The memory counters follow the app's clock (services.now), as every other expiry rule does.
  const memory = createMemoryCounters(() => app.services?.now().getTime() ?? Date.now());
  // While Redis is down the counters go to the database, which every instance shares: a limit holds
  // once across the fleet, never once per instance. Every count made in Redis is made there too (only
  // the limited routes count: sign-in, OTP, forms), so the fallback takes over from the fleet's counts.
  const fallback = redis
    ? createFallbackCounters(
        createRedisCounters(redis, config.redisKeyPrefix),
        createSqlCounters(database.db, () => app.services?.now().getTime() ?? Date.now()),
        {
          onDown: (error) =>
            app.log.error(
              { err: error },
              'redis unavailable: rate limits counted in the database (degraded)',
            ),
          onUp: () => app.log.warn('redis back: rate limits counted in Redis again'),
        },
      )
    : null;
  const counters = fallback ?? memory;
  if (redis && fallback) {
    let warned = false;
    redis.on('error', (error) => {
      if (!warned) app.log.warn({ err: error }, 'redis error');
      warned = true;
    });
    redis.on('ready', () => {
      warned = false;
      fallback.up();
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  app.decorate('counters', counters);
  // Start with Redis connected when it answers within a second (else in memory, degraded).
  if (redis && redis.status !== 'ready') {
    await Promise.race([
      // (`once` rejects on an 'error' event: a Redis that refuses starts the instance degraded at once.)
      once(redis, 'ready').catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
    ]);
  }
  // Modules opt in per route with `config: { rateLimit: { max, timeWindow } }`, counted in the same
  // counters (Redis, or memory while it is down); the limits against spraying and guessing (per IP, per
  // account) are in platform/rate-limit.ts's ABUSE_LIMITS.
  await app.register(rateLimit, { global: false, store: counterRateLimitStore(counters) });
  installAbuseLimits(app, config);
  await app.register(fastifyStatic, {
    root: join(PUBLIC_DIR, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '1h',
  });

  // `pnpm start:prod`: the built host site from the same process (SITE_DIR); its page-navigation hook
  // goes in before the modules so that it sees every route.
  if (config.siteDir) await serveSite(app, config.siteDir);
  for (const module of modules) await app.register(module.plugin);
  return app;
}

/** The Fastify instance buildApp returns (zod-typed routes, `db` and `config` decorations). */
export type App = Awaited<ReturnType<typeof buildApp>>;
