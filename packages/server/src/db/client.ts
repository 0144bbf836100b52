import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { markConnectFailure } from './connect-failure';
import { DeadlineExceeded, deadlineLeft } from './deadline';
import { lockDataDir } from './lock';
import { prepareStatements } from './pglite-prepared';
import { trimParsers } from './pglite-parsers';
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
  /**
   * Runs `work` while holding the startup lock: on PostgreSQL an advisory lock, so that of several
   * instances starting together only one migrates or seeds at a time (the others then find it done);
   * PGlite is single-process already.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Key of the PostgreSQL advisory lock held while migrating and seeding (any constant bigint). */
export const STARTUP_LOCK_KEY = 7_345_001_615;

const unlocked = <T>(work: () => Promise<T>) => work();

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string. When absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files (`<dataDir>/pglite`). */
  dataDir?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /**
   * PGlite in memory: start from this dump of a data directory (`dumpDataDir`) instead of a new
   * cluster; tests load a migrated template, which skips PostgreSQL's initdb (seconds in WebAssembly).
   */
  loadDataDir?: Blob;
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
  /**
   * PostgreSQL: told about connection errors that belong to no query (an idle pooled connection cut by
   * a restart or failover, a connection dropped between two statements of a transaction). They are
   * expected during an outage and never crash the process; default: one warning line on stderr.
   */
  onConnectionError?: (error: Error) => void;
}

/** Idle pooled connections are closed after this long, so a pool holds few stale ones after a failover. */
const IDLE_TIMEOUT_MS = 30_000;
/**
 * Client-side bound on one query, past the server's statement timeout: a database that vanished without
 * closing its sockets (a network partition, a failed-over host) fails the query instead of hanging it.
 */
const QUERY_TIMEOUT_MARGIN_MS = 5_000;

/**
 * node-postgres' client with the errors of opening a connection tagged (markConnectFailure): a database
 * that refuses new sessions (SQLSTATE 55000 "not accepting connections" during maintenance) is then told
 * apart from the same code raised by a statement.
 */
class PoolClient extends pg.Client {
  /**
   * A request past its deadline (db/deadline.ts) starts no statement but ROLLBACK: 57014, so its
   * transaction rolls back whole and the request answers 503. BEGIN goes through too: drizzle releases
   * a pooled connection only when its BEGIN succeeded, so a refused BEGIN (a request that waited past
   * its deadline for a connection) lost that connection for good, and eight of them left the pool
   * empty and every later request a 503 (issue 40, item 2; slow-database.test.ts). Its first real
   * statement is refused instead, and drizzle rolls back and releases.
   */
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query has a dozen overloads; this passes them through.
  override query(...args: any[]): any {
    const left = deadlineLeft();
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    if (
      left === undefined ||
      left > 0 ||
      (typeof text === 'string' && /^\s*(rollback|begin)\b/i.test(text))
    ) {
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const error = new DeadlineExceeded();
    const callback = args.findLast((arg) => typeof arg === 'function') as ((e: Error) => void) | undefined;
    if (callback) {
      process.nextTick(callback, error);
      return undefined;
    }
    return Promise.reject(error);
  }

  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error) => void): void;
  override connect(callback?: (error: Error) => void): Promise<pg.Client> | undefined {
    if (callback) {
      super.connect((error: Error) => callback(error ? markConnectFailure(error) : error));
      return undefined;
    }
    return super.connect().catch((error: unknown) => {
      throw markConnectFailure(error);
    });
  }
}

const warnConnectionError = (error: Error) =>
  console.warn(`PostgreSQL connection error (the pool reconnects on demand): ${error.message}`);

/**
 * The PostgreSQL pool (node-postgres). A dropped connection fails the queries on it at once; the pool
 * discards it and opens new connections when a query next needs one, so the server recovers by itself
 * once the database is back. Every connection and the pool itself carry an 'error' listener: without
 * one, node-postgres re-throws a connection error that arrives outside a query, which would end the
 * process.
 */
function openPool(options: OpenDatabaseOptions & { databaseUrl: string }): pg.Pool {
  const onConnectionError = options.onConnectionError ?? warnConnectionError;
  // An idle connection's error reaches both listeners below: reported once.
  const reported = new WeakSet<Error>();
  const report = (error: Error) => {
    if (reported.has(error)) return;
    reported.add(error);
    onConnectionError(error);
  };
  const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
  const pool = new pg.Pool({
    Client: PoolClient,
    connectionString: options.databaseUrl,
    // At least two: opening holds the startup lock on one connection while the migrations run on another.
    max: Math.max(2, options.maxConnections ?? 10),
    // Also bounds the wait for a free pooled connection.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    keepAlive: true,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    application_name: 'skatekit-server',
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  // An idle pooled connection that fails is removed by the pool, which then emits 'error' here.
  pool.on('error', report);
  // A checked-out connection (a transaction between statements, the startup lock) has no pool listener:
  // this one stays on each connection for its whole life.
  pool.on('connect', (client) => {
    client.on('error', report);
  });
  return pool;
}

/**
 * Opens the database and brings its schema up to date with the drizzle migrations.
 * @example const { db, close } = await openDatabase({ dataDir: '.data' });
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = openPool({ ...options, databaseUrl: options.databaseUrl });
    const db = drizzleNodePg({ client: pool, schema });
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      // The lock lives on one checked-out connection for the whole of `work`; the work itself uses the
      // pool. A failure discards that connection (which also frees the lock on the server).
      const holder = await pool.connect();
      let failure: Error | undefined;
      try {
        await holder.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
        }
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        holder.release(failure);
      }
    };
    try {
      if (shouldMigrate) {
        await exclusive(() =>
          migrateNodePg(db, {
            migrationsFolder: MIGRATIONS_DIR,
            ...(options.pgSchema ? { migrationsSchema: options.pgSchema } : {}),
          }),
        );
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      exclusive,
      close: () => pool.end(),
    };
  }
  if (options.inMemory) {
    const client = new PGlite({
      extensions: PGLITE_EXTENSIONS,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
    trimParsers(client);
    prepareStatements(client);
    const db = drizzlePglite({ client, schema });
    if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Db, driver: 'pglite', exclusive: unlocked, close: () => client.close() };
  }
  if (!options.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or inMemory');
  const dataPath = join(options.dataDir, 'pglite');
  mkdirSync(dataPath, { recursive: true });
  const release = lockDataDir(options.dataDir);
  try {
    const client = new PGlite(dataPath, { extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    trimParsers(client);
    prepareStatements(client);
    const db = drizzlePglite({ client, schema });
    if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const close = async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    };
    return { db: db as unknown as Db, driver: 'pglite', exclusive: unlocked, close };
  } catch (error) {
    release();
    throw error;
  }
}
