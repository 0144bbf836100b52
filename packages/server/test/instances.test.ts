import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../src/lib/core';
import { PACKAGE_ROOT } from '../src/paths';
import { SEED_REFS } from '../src/seed/index';
import { TEST_MERCHANT } from './helper';
import { call, signUp } from './session';

const PG = process.env.TEST_DATABASE_URL;
const REDIS = process.env.REDIS_URL;
const SERVER = join(PACKAGE_ROOT, 'dist', 'server.js');
// Compiled server, PostgreSQL and Redis: scripts/test-all.mjs builds and sets all three (CI).
const ready = Boolean(PG && REDIS && existsSync(SERVER) && process.env.SKATEKIT_INSTANCES_TEST === '1');
if (!ready)
  console.warn(
    'instances.test.ts skipped: needs SKATEKIT_INSTANCES_TEST=1, TEST_DATABASE_URL, REDIS_URL and dist/server.js',
  );

interface Instance {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Starts `node dist/server.js` (the compiled server) and resolves once it prints its URL. */
function startInstance(env: Record<string, string>): Promise<Instance> {
  const { DATABASE_URL: _d, REDIS_URL: _r, NODE_ENV: _n, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1'), exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}:\n${output}`));
    });
  });
}

describe.skipIf(!ready)('two compiled instances on one PostgreSQL database and one Redis', () => {
  const dbName = `skt_two_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-two-'));
  let admin: postgres.Sql;
  let db: postgres.Sql;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    admin = postgres(PG as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${dbName}"`);
    const url = new URL(PG as string);
    url.pathname = `/${dbName}`;
    db = postgres(url.toString(), { max: 2, onnotice: () => {} });
    const env = {
      NODE_ENV: 'test',
      SKATEKIT_DEV_ROUTES: '1',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: url.toString(),
      REDIS_URL: REDIS as string,
      REDIS_KEY_PREFIX: `skatekit-two:${dbName}:`,
      JWT_SECRET: 'two-instances-share-one-jwt-secret-0123456789',
      LOG_LEVEL: 'warn',
    };
    // Started at the same moment on a fresh database: both want to migrate and seed.
    [a, b] = await Promise.all([
      startInstance({ ...env, DATA_DIR: join(dataDir, 'a') }),
      startInstance({ ...env, DATA_DIR: join(dataDir, 'b') }),
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const instance of [a, b])
      if (instance && instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await db?.end({ timeout: 5 });
    await admin?.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin?.end({ timeout: 5 });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('both started together migrated the fresh database once and seeded it once', async () => {
    const journal = JSON.parse(
      readFileSync(join(PACKAGE_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const [{ n: migrations }] = await db`select count(*)::int as n from drizzle.__drizzle_migrations`;
    expect(migrations).toBe(journal.entries.length);
    const [{ n: merchants }] = await db`select count(*)::int as n from merchants`;
    expect(merchants).toBe(2);
  });

  it('a cart line added through A is read through B', async () => {
    const user = await signUp({ url: a.url });
    const added = await call(a, 'POST', '/cart', {
      token: user.accessToken,
      body: {
        product_id: SEED_REFS.products.lastUnit,
        product_name: 'x',
        product_price: 1,
        product_saleprice: 1,
        user_id: user.userId,
        main_id: TEST_MERCHANT,
        quantity: 1,
      },
    });
    expect(added.status).toBe(200);
    const read = await call<{ data: { product_id: string }[] }>(b, 'GET', `/cart/${user.userId}`, {
      token: user.accessToken,
    });
    expect(read.status).toBe(200);
    expect(read.body.data.map((line) => line.product_id)).toEqual([SEED_REFS.products.lastUnit]);
  }, 60_000);

  it('six failed logins spread over A and B trip the login limit', async () => {
    const email = `spread.${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await call(i % 2 === 0 ? a : b, 'POST', '/loginuser', {
        body: { email, password: 'wrong-password', main_id: TEST_MERCHANT },
      });
      statuses.push(response.status);
      if (i === 5) expect(response.body).toMatchObject({ message: TEXTS.TOO_MANY_LOGIN_ATTEMPTS });
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  }, 60_000);

  it('SIGTERM during 50 in-flight requests: every one gets a full answer, the process exits 0', async () => {
    const path = `/grouped-product/search-all-products/${TEST_MERCHANT}?page=1&limit=20`;
    const pending = Array.from({ length: 50 }, () =>
      fetch(`${a.url}${path}`).then(async (response) => ({
        status: response.status,
        complete: typeof (JSON.parse(await response.text()) as { data?: unknown }).data === 'object',
      })),
    );
    // Let the requests reach the server, then ask it to stop while they are being answered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    a.child.kill('SIGTERM');
    const answers = await Promise.all(pending);
    expect(answers).toEqual(Array(50).fill({ status: 200, complete: true }));
    expect(await a.exited).toBe(0);
    // B serves on, alone.
    expect((await call(b, 'GET', '/ready')).status).toBe(200);
  }, 60_000);
});
