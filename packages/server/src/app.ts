import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { frameworkErrors, installErrorHandling } from './http/error-handler';
import { strictBodyValidatorCompiler } from './http/validation';
import { modules } from './modules/index';
import { PUBLIC_DIR } from './paths';
import { seedIfEmpty } from './seed/index';
import './types';

export interface BuildAppOptions {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Pino logger options or false; defaults to the config's log level. */
  logger?: boolean | { level: string };
}

/**
 * Builds the commerce API: plugins, error handling, every module of `modules/index.ts`, a migrated
 * and (when empty) seeded database. Call `listen` on the result, or `inject` in tests.
 * @example const app = await buildApp(loadConfig()); await app.listen({ port: 4000 });
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }),
    bodyLimit: config.bodyLimit,
    // A trailing slash is forgiven; path params longer than any id we issue are refused by the router.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app, config.bodyLimit);

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  app.decorate('db', database.db);
  app.decorate('dbDriver', database.driver);
  app.decorate('config', config);
  if (!options.database) app.addHook('onClose', async () => database.close());

  if (config.seed) await seedIfEmpty(database.db, config);

  // gzip / brotli / deflate as the client accepts; answers under 1 KB go as they are.
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cors, {
    origin: config.corsOrigin,
    credentials: true,
    // Browsers preflight the address, cart, user and admission calls: every verb the API uses.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  // Modules opt in per route with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(rateLimit, { global: false });
  await app.register(fastifyStatic, {
    root: join(PUBLIC_DIR, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '1h',
  });

  for (const module of modules) await app.register(module.plugin);
  return app;
}

/** The Fastify instance buildApp returns (zod-typed routes, `db` and `config` decorations). */
export type App = Awaited<ReturnType<typeof buildApp>>;
