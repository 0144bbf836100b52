import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle database every module uses; the same type whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** A transaction handle: the same query API as the database, plus nested transactions (savepoints). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Extensions the migrations create (trigram index on product titles). */
const PGLITE_EXTENSIONS = { pg_trgm };

/** One open database with the way to close it. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string. When absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files (`<dataDir>/pglite`). */
  dataDir?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** Connection pool size for PostgreSQL. */
  maxConnections?: number;
  /** PostgreSQL: give up opening a connection after this long (default 5 s), so an outage answers fast. */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server cancels any statement running longer (default 15 s). */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL schema to create tables in and keep the migrations journal in (tests give each file its
   * own). Default: the server's search_path (public) and drizzle's own journal schema.
   */
  pgSchema?: string;
}

/**
 * Opens the database and brings its schema up to date with the drizzle migrations.
 * @example const { db, close } = await openDatabase({ dataDir: '.data' });
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      connect_timeout: Math.max(1, Math.ceil((options.connectTimeoutMs ?? 5_000) / 1000)),
      // Reconnect attempts after a failure wait at most half a second (the driver's default grows to 20 s,
      // and queries queue behind it): during an outage requests fail fast with 503, and recover fast.
      backoff: (retries: number) => Math.min(0.05 * retries, 0.5),
      // Idle connections are dropped after a minute, so a pool recovers cleanly after a restart of the database.
      idle_timeout: 60,
      connection: {
        statement_timeout: options.statementTimeoutMs ?? 15_000,
        ...(options.pgSchema ? { search_path: options.pgSchema } : {}),
      },
    });
    const db = drizzlePostgres({ client, schema });
    if (shouldMigrate) {
      await migratePostgres(db, {
        migrationsFolder: MIGRATIONS_DIR,
        ...(options.pgSchema ? { migrationsSchema: options.pgSchema } : {}),
      });
    }
    return { db: db as unknown as Db, driver: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  if (options.inMemory) {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite({ client, schema });
    if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
  }
  if (!options.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or inMemory');
  const dataPath = join(options.dataDir, 'pglite');
  mkdirSync(dataPath, { recursive: true });
  const release = lockDataDir(options.dataDir);
  try {
    const client = new PGlite(dataPath, { extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite({ client, schema });
    if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const close = async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    };
    return { db: db as unknown as Db, driver: 'pglite', close };
  } catch (error) {
    release();
    throw error;
  }
}
