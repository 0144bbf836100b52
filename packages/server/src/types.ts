import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { CounterStore } from './lib/counters';

// Decorations every module can rely on (set in buildApp before any module is registered).
declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle database (PGlite or PostgreSQL). Filter every query by `main_id`. */
    db: Db;
    /** Resolved server configuration. */
    config: AppConfig;
    /** Which engine is underneath, for health output and engine-specific tweaks. */
    dbDriver: 'pglite' | 'postgres';
    /** Rate-limit counters and short-lived de-duplication: Redis when REDIS_URL is set, else memory. */
    counters: CounterStore;
  }
}
