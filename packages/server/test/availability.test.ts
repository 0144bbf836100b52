import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { merchants } from '../src/db/schema';
import { TEXTS } from '../src/platform/core';
import { rawRequest, startTestServer, type TestServer, testConfig } from './helper';
import { testPool } from './pg';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

describe('GET /health and GET /ready', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('/health is liveness only; /ready answers 200 once the database answers', async () => {
    const health = await rawRequest(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok' });
    const ready = await rawRequest(`${server.url}/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: server.app.dbDriver });
  });
});

describe('shutdown on PGlite', () => {
  it('app.close() with 30 requests in flight: each gets a full answer before the database closes', async () => {
    // The app closes this PGlite itself, as it does the one it opens from DATA_DIR; no seed: the point is
    // the order of closing.
    const database = await openDatabase({ inMemory: true });
    const app = await buildApp(testConfig({ seed: false }), { database, closeDatabase: true });
    let arrived = 0;
    let closeStarted = false;
    app.addHook('onRequest', async () => {
      arrived++;
    });
    // Each request is still running (a query after a pause) when close begins.
    app.get('/__probe/in-flight', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [row] = await app.db.select({ n: count() }).from(merchants);
      return { n: row.n + 1, closeStarted };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const pending = Array.from({ length: 30 }, () => fetch(`${base}/__probe/in-flight`));
      while (arrived < 30) await new Promise((resolve) => setTimeout(resolve, 5));
      closeStarted = true;
      const closing = app.close();
      const responses = await Promise.all(pending);
      await closing;
      for (const response of responses) {
        expect(response.status).toBe(200);
        const body = (await response.json()) as { n: number; closeStarted: boolean };
        expect(body.n).toBe(1);
        expect(body.closeStarted).toBe(true);
      }
    } finally {
      await app.close();
    }
  }, 120_000);
});

const url = process.env.TEST_DATABASE_URL;

// A relay between the app and PostgreSQL that the test cuts and restores: the database "goes away" with
// every pooled connection broken, then comes back on the same address.
describe.skipIf(!url)('PostgreSQL outage (TEST_DATABASE_URL)', () => {
  let proxy: TcpProxy;
  let admin: pg.Pool;
  let database: Database;
  let app: App;
  let base: string;
  const schemaName = `skt_outage_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    const target = new URL(url as string);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    admin = testPool(url as string);
    await admin.query(`create schema "${schemaName}"`);
    const viaProxy = new URL(url as string);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({
      databaseUrl: viaProxy.toString(),
      pgSchema: schemaName,
      maxConnections: 4,
      connectTimeoutMs: 1_000,
      statementTimeoutMs: 1_000,
    });
    app = await buildApp(testConfig(), { database });
    // A call that always reaches the database (catalogue answers may come from a cache).
    app.get('/__probe/db', async () => {
      await app.db.execute(sql`select 1`);
      return { data: [1, 2, 3, 4, 5] };
    });
    app.get('/__probe/slow', async () => {
      await app.db.execute(sql`select pg_sleep(5)`);
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await admin?.query(`drop schema if exists "${schemaName}" cascade`);
    await admin?.end();
  });

  const catalogue = () => rawRequest(`${base}/__probe/db`);

  it('a statement over DB_STATEMENT_TIMEOUT_MS is cancelled: 503 with Retry-After, not a hang or a 500', async () => {
    const response = await fetch(`${base}/__probe/slow`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(((await response.json()) as { message: string }).message).toBe(TEXTS.SERVICE_UNAVAILABLE);
  });

  it('database down: every call 503 + Retry-After, /health 200, /ready 503; back up: recovers by itself', async () => {
    expect((await catalogue()).status).toBe(200);
    await proxy.down();

    const during = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/__probe/db`)));
    for (const response of during) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(((await response.json()) as { message: string }).message).toBe(TEXTS.SERVICE_UNAVAILABLE);
    }
    const health = await rawRequest(`${base}/health`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toEqual({ status: 'unavailable', database: 'postgres' });

    await proxy.up();
    // The pool reconnects on the next query; a few probes at most.
    let readyAgain = 0;
    for (let attempt = 0; attempt < 20 && readyAgain !== 200; attempt++) {
      readyAgain = (await rawRequest(`${base}/ready`)).status;
      if (readyAgain !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(readyAgain).toBe(200);
    const after = await catalogue();
    expect(after.status).toBe(200);
    expect((after.body as { data: unknown[] }).data).toHaveLength(5);
  }, 60_000);
});

// The database itself ends the app's sessions (as an administrator, a restart or a failover does) and,
// closed for maintenance, refuses new ones (SQLSTATE 55000); then opens again.
describe.skipIf(!url)('PostgreSQL ending and refusing sessions (TEST_DATABASE_URL)', () => {
  let admin: pg.Pool;
  let database: Database;
  let app: App;
  let base: string;
  const connectionErrors: string[] = [];
  const dbName = `skt_refuse_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    admin = testPool(url as string);
    await admin.query(`create database "${dbName}"`);
    const target = new URL(url as string);
    target.pathname = `/${dbName}`;
    database = await openDatabase({
      databaseUrl: target.toString(),
      maxConnections: 4,
      connectTimeoutMs: 1_000,
      onConnectionError: (error) => connectionErrors.push(error.message),
    });
    app = await buildApp(testConfig({ seed: false }), { database });
    app.get('/__probe/db', async () => {
      await app.db.execute(sql`select 1`);
      return { ok: true };
    });
    // A transaction that holds its connection between two statements (nothing running on it meanwhile).
    app.get('/__probe/transaction', async () => {
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 600));
        await tx.execute(sql`select 2`);
      });
      return { ok: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await admin?.query(`alter database "${dbName}" allow_connections true`);
    await admin?.query(`drop database if exists "${dbName}" with (force)`);
    await admin?.end();
  });

  /** Ends every session of the app's database (57P01 on each), as pg_terminate_backend does. */
  const terminateSessions = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);

  const expectUnavailable = async (response: Response) => {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      success: false,
      isError: true,
      message: TEXTS.SERVICE_UNAVAILABLE,
      msg: TEXTS.SERVICE_UNAVAILABLE,
    });
  };

  it('sessions ended under a transaction and in the pool: 503, logged, never a crash; the next call reconnects', async () => {
    // Fill the pool with idle connections, then hold one in a transaction.
    await Promise.all(Array.from({ length: 4 }, () => fetch(`${base}/__probe/db`)));
    const inTransaction = fetch(`${base}/__probe/transaction`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const errorsBefore = connectionErrors.length;
    await terminateSessions();
    // The transaction's connection was cut between its statements: the request fails cleanly.
    await expectUnavailable(await inTransaction);
    // The cut idle connections and the one checked out by the transaction were reported, not thrown.
    expect(connectionErrors.length).toBeGreaterThan(errorsBefore);
    for (const message of connectionErrors.slice(errorsBefore)) {
      expect(message).toMatch(
        /^(terminating connection due to administrator command|Connection terminated unexpectedly)$/,
      );
    }
    // New connections are opened for the next calls.
    const after = await rawRequest(`${base}/__probe/db`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ ok: true });
  }, 30_000);

  it('database closed for maintenance (55000 on connect): 503 with Retry-After, /ready 503; reopened: 200', async () => {
    await admin.query(`alter database "${dbName}" allow_connections false`);
    await terminateSessions();
    try {
      await expectUnavailable(await fetch(`${base}/__probe/db`));
      const ready = await fetch(`${base}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', database: 'postgres' });
    } finally {
      await admin.query(`alter database "${dbName}" allow_connections true`);
    }
    const after = await rawRequest(`${base}/__probe/db`);
    expect(after.status).toBe(200);
    expect((await rawRequest(`${base}/ready`)).status).toBe(200);
  }, 30_000);
});
