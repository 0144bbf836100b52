import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { testPool } from './pg';
import { pgliteTemplate } from './pglite-template';

export type { ApiClient };

import { type ApiClient, createApiClient } from '@skatekit/core';

/** The merchant the helper's api client speaks for. */
export const TEST_MERCHANT = 'SKATE01';

export interface TestServer {
  app: App;
  /** Base URL, e.g. http://127.0.0.1:54321 */
  url: string;
  /** Core's API client against this server for merchant SKATE01, sending the token set with setToken. */
  api: ApiClient;
  /** Makes another core client (other merchant, other token source). */
  createApi(options?: { merchantCode?: string; getToken?: () => string | undefined }): ApiClient;
  /** Token the `api` client sends as `Authorization: Bearer ...` (undefined: none). */
  setToken(token: string | undefined): void;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or - when TEST_DATABASE_URL is set -
 * a uniquely named schema in that PostgreSQL database, dropped again by `close`.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ inMemory: true, loadDataDir: await pgliteTemplate() });
  const schemaName = `skt_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = testPool(url);
  await admin.query(`create schema "${schemaName}"`);
  try {
    const database = await openDatabase({ databaseUrl: url, pgSchema: schemaName, maxConnections: 5 });
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`drop schema if exists "${schemaName}" cascade`);
        await admin.end();
      },
    };
  } catch (error) {
    await admin.query(`drop schema if exists "${schemaName}" cascade`);
    await admin.end();
    throw error;
  }
}

/**
 * Config for tests: silent, a throwaway data directory, a fixed JWT secret, the dev helpers on (outbox,
 * sandbox checkout, `e2e-google:` tokens); `overrides` win.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'skatekit-test-'));
  return loadConfig(
    { NODE_ENV: 'test', SKATEKIT_DEV_ROUTES: '1' },
    {
      jwtSecret: 'test-jwt-secret-that-is-long-enough-0123456789',
      logLevel: 'silent',
      ...overrides,
      dataDir,
    },
  );
}

/**
 * Starts the API on 127.0.0.1 (random port) over a fresh seeded database and returns core's client for it.
 * @example
 * const server = await startTestServer();
 * afterAll(() => server.close());
 * const products = await server.api.catalogue.products();
 */
export async function startTestServer(
  overrides: Partial<AppConfig> = {},
  options: {
    beforeListen?: (app: App) => void | Promise<void>;
    /** Told about every route buildApp adds (see BuildAppOptions.onRoute). */
    onRoute?: BuildAppOptions['onRoute'];
    /** A database opened by the test (closed with the server); default a fresh one (openTestDatabase). */
    database?: Database;
  } = {},
): Promise<TestServer> {
  const config = testConfig(overrides);
  const database = options.database ?? (await openTestDatabase());
  let app: App;
  try {
    app = await buildApp(config, { database, onRoute: options.onRoute });
    // Tests may add probe routes here (nothing can be registered once the app listens).
    await options.beforeListen?.(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  let token: string | undefined;
  const createApi: TestServer['createApi'] = (options = {}) =>
    createApiClient({
      baseUrl: url,
      enquiryBaseUrl: url,
      merchantCode: options.merchantCode ?? TEST_MERCHANT,
      getToken: options.getToken ?? (() => token),
    });
  const api = createApi();

  return {
    app,
    url,
    api,
    createApi,
    setToken(next) {
      token = next;
    },
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      if (!overrides.dataDir) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One test server for the whole file: started before its tests (`beforeAll`), closed after them
 * (`afterAll`). The answer is filled in when the file's hooks run, so read it inside tests and hooks.
 * @example
 * const server = serverForFile();
 * it('lists', async () => expect(await server.api.catalogue.products()).not.toEqual([]));
 */
export function serverForFile(
  overrides: Partial<AppConfig> = {},
  options: Parameters<typeof startTestServer>[1] = {},
): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(overrides, options));
  }, 120_000);
  afterAll(() => server.close());
  return server;
}

/** Moves `server`'s clock to `ms` from now (every expiry rule reads it). */
export function shiftClock(server: Pick<TestServer, 'app'>, ms: number): void {
  const base = Date.now();
  server.app.services.now = () => new Date(base + ms + (Date.now() - base));
}

/**
 * A second API instance on `server`'s database, as another process would be: on PostgreSQL its own pool
 * to the same schema (real concurrency), on PGlite the same in-memory database. Close it before `server`.
 */
export async function secondInstance(server: TestServer): Promise<TestServer> {
  const url = process.env.TEST_DATABASE_URL;
  const current = (await server.app.db.execute(sql`select current_schema() as schema`)) as unknown as {
    rows: { schema: string }[];
  };
  const shared: Database = url
    ? await openDatabase({ databaseUrl: url, pgSchema: current.rows[0].schema, maxConnections: 5 })
    : { ...server.database, close: async () => {} };
  return startTestServer({ seed: false }, { database: shared });
}

/** Puts `server`'s clock back to the real time after each test of the file (see shiftClock). */
export function realClockAfterEach(server: Pick<TestServer, 'app'>): void {
  afterEach(() => {
    server.app.services.now = () => new Date();
  });
}

/** A raw HTTP call for what the typed client cannot send (malformed JSON, wrong types, huge bodies). */
export async function rawRequest(
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; text: string }> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: leave the text
  }
  return { status: response.status, body, text };
}
