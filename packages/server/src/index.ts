/** Builds the commerce API as a Fastify instance. */
export { buildApp, type App, type BuildAppOptions } from './app';
/** Reads the environment into the server configuration. */
export { loadConfig, ConfigError, EnvSchema, type AppConfig } from './config';
/** Opens PGlite or PostgreSQL with migrations applied. */
export { openDatabase, type Database, type Db, type OpenDatabaseOptions } from './db/client';
/** Seeds the demo merchants into an empty database. */
export { seedIfEmpty, demoSeeds, DEMO_MERCHANT_CODES, SEED_REFS } from './seed/index';
