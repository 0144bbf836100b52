import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../src/platform/core';
import { createSandboxProvider } from '../src/providers/payment';
import { SEED_REFS } from '../src/seed/index';
import { sandboxSecret } from '../src/services';
import { expectLedgerExact } from './chaos-checks';
import { COMPILED_SERVER, type Instance, startInstance } from './compiled-instance';
import { TEST_MERCHANT } from './helper';
import { freePort, type PgCluster, startPgCluster } from './pg-cluster';
import { rowsOf, testPool } from './pg';
import { call, type SignedUpUser, signUp } from './session';
import { type Created, orderBody } from './shop';

// Chaos tests: a dependency of two compiled instances (`node dist/server.js`) is stopped hard under a
// bounded checkout load and started again. scripts/test-all.mjs runs this file with
// SKATEKIT_FAILOVER_TEST=1 after building; then a missing piece (the build, the PostgreSQL server
// binaries) fails the test instead of skipping it. A Redis outage goes in its own `describe` below,
// reusing startLoad, probe and waitFor with a private redis-server in place of the cluster.
const enabled = process.env.SKATEKIT_FAILOVER_TEST === '1';
if (!enabled) console.warn('failover.test.ts skipped: set SKATEKIT_FAILOVER_TEST=1 (needs dist/server.js)');

const JWT_SECRET = 'failover-instances-share-one-jwt-secret-0123';
/** A seeded Simple product with limited stock; the test gives it START_STOCK units. */
const PRODUCT = 'sk-wheels-quad-outdoor';
const START_STOCK = 5_000;
/** Shoppers per instance; each sends its next call 10 ms after the last answer (100 ms after a 503). */
const WORKERS_PER_INSTANCE = 3;
/** A shopper's pause after a 503 before the next call. */
const RETRY_PAUSE_MS = 100;
/** The longest a request may take to be refused while the database is down. */
const FAIL_FAST_MS = 100;
/** After the database is back, both instances take orders again within this long, without a restart. */
const RECOVERY_MS = 5_000;

/** One shopper of the load: who, where to and through which instance. */
interface Shopper {
  instance: Instance;
  name: string;
  user: SignedUpUser;
  address: string;
}

/** One answered (or failed) checkout of the load. */
interface Outcome {
  instance: string;
  step: 'order' | 'verify';
  sentAt: number;
  ms: number;
  /** HTTP status; 0 when the request itself failed (connection refused or reset, 10 s timeout). */
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

/** A JSON request with its timing; never throws (a failed request is status 0). */
async function probe(
  instance: Instance,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Omit<Outcome, 'instance' | 'step'>> {
  const sentAt = Date.now();
  try {
    const response = await fetch(`${instance.url}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return {
      sentAt,
      ms: Date.now() - sentAt,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch (error) {
    return { sentAt, ms: Date.now() - sentAt, status: 0, retryAfter: null, body: { error: String(error) } };
  }
}

/** One order of one unit of PRODUCT, as a checkout page sends it. */
function placeOrder(shopper: Shopper) {
  return probe(shopper.instance, 'POST', '/payment', {
    token: shopper.user.accessToken,
    body: orderBody(shopper.user, shopper.address, [{ id: PRODUCT, qty: 1 }]),
  });
}

/** The sandbox provider of the instances (they share JWT_SECRET): what the shopper's payment hands back. */
const provider = createSandboxProvider({ secret: sandboxSecret(JWT_SECRET) });

/** An acknowledged order and the payment made for it, until its verification is acknowledged. */
interface Unpaid {
  id: string;
  verify: {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
    receipt_id: string;
  };
}

/** What the load saw. */
interface LoadResult {
  outcomes: Outcome[];
  /** Ids of the orders whose creation answered 200. */
  acknowledged: string[];
  /** Ids of the orders whose verification answered 200 Success. */
  paid: string[];
}

/**
 * A bounded checkout load: each shopper places an order of one unit (POST /payment), pays it in the
 * sandbox and has it verified (POST /payment/verify; retried with the same payment until acknowledged,
 * as a browser would), then the next, 10 ms apart (100 ms after a 503), until stopped. `stop` lets each shopper finish the
 * order being paid (up to 20 s) and resolves with what was seen.
 */
function startLoad(shoppers: Shopper[]): { outcomes: Outcome[]; stop(): Promise<LoadResult> } {
  const result: LoadResult = { outcomes: [], acknowledged: [], paid: [] };
  let running = true;
  let deadline = Number.POSITIVE_INFINITY;
  const workers = shoppers.map(async (shopper) => {
    let unpaid: Unpaid | null = null;
    while ((running || unpaid) && Date.now() < deadline) {
      if (!unpaid) {
        const placed = await placeOrder(shopper);
        result.outcomes.push({ instance: shopper.name, step: 'order', ...placed });
        if (placed.status === 200) {
          const created = placed.body as unknown as Created;
          result.acknowledged.push(created.id);
          const payment = provider.signPayment(created.order_id);
          unpaid = {
            id: created.id,
            verify: {
              razorpay_order_id: created.order_id,
              razorpay_payment_id: payment.paymentId,
              razorpay_signature: payment.signature,
              receipt_id: created.receipt_id,
            },
          };
        }
      } else {
        const verified = await probe(shopper.instance, 'POST', '/payment/verify', {
          token: shopper.user.accessToken,
          body: unpaid.verify,
        });
        result.outcomes.push({ instance: shopper.name, step: 'verify', ...verified });
        if (verified.status === 200 && verified.body.status === 'Success') {
          result.paid.push(unpaid.id);
          unpaid = null;
        }
      }
      // A browser pauses before trying again after a 503; the load stays bounded while the database is down.
      const last = result.outcomes.at(-1);
      await new Promise((resolve) => setTimeout(resolve, last?.status === 503 ? RETRY_PAUSE_MS : 10));
    }
  });
  return {
    outcomes: result.outcomes,
    async stop() {
      running = false;
      deadline = Date.now() + 20_000;
      await Promise.all(workers);
      return result;
    },
  };
}

/** Polls `check` every 50 ms until it holds; answers how long that took, or throws after `limitMs`. */
async function waitFor(check: () => Promise<boolean>, limitMs: number, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The standard envelope of a 503 while the database is out of reach. */
const UNAVAILABLE = {
  success: false,
  isError: true,
  message: TEXTS.SERVICE_UNAVAILABLE,
  msg: TEXTS.SERVICE_UNAVAILABLE,
};

describe.skipIf(!enabled)('PostgreSQL stopped hard under checkout load on two compiled instances', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-failover-'));
  let cluster: PgCluster;
  let db: pg.Pool;
  let a: Instance;
  let b: Instance;
  let shoppers: Shopper[];

  beforeAll(async () => {
    if (!existsSync(COMPILED_SERVER)) {
      throw new Error(`${COMPILED_SERVER} is missing: pnpm --filter @skatekit/server build`);
    }
    cluster = await startPgCluster();
    const admin = testPool(cluster.url);
    const dbName = `skt_failover_${randomBytes(3).toString('hex')}`;
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = `/${dbName}`;
    db = testPool(url.toString(), 2);
    const env = {
      NODE_ENV: 'test',
      SKATEKIT_DEV_ROUTES: '1',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: url.toString(),
      JWT_SECRET,
      LOG_LEVEL: 'warn',
    };
    [a, b] = await Promise.all([
      startInstance({ ...env, DATA_DIR: join(dataDir, 'a') }),
      startInstance({ ...env, DATA_DIR: join(dataDir, 'b') }),
    ]);
    shoppers = [];
    for (const [name, instance] of [
      ['a', a],
      ['b', b],
    ] as const) {
      for (let i = 0; i < WORKERS_PER_INSTANCE; i++) {
        const user = await signUp({ url: instance.url });
        const saved = await call<{ data: { id: string } }>(instance, 'POST', '/address', {
          token: user.accessToken,
          body: {
            location_user: 'Home',
            new_address: '12 Link Road',
            city: 'Mumbai',
            area: 'Malad West',
            pincode: SEED_REFS.pincodes.active,
            user_id: user.userId,
          },
        });
        expect(saved.status).toBe(200);
        shoppers.push({ instance, name, user, address: saved.body.data.id });
      }
    }
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b])
      if (instance && instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await db?.end();
    await cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // immediate: every backend killed at once, as a crash or a failover to a standby; fast: a restart
  // (sessions ended with 57P01, then a checkpoint).
  it.each(['immediate', 'fast'] as const)(
    'pg_ctl stop -m %s: both stay up, 503 + Retry-After within 100 ms while down, recover by themselves, every acknowledged order stored once',
    async (mode) => {
      // Each case starts from START_STOCK units; orders of an earlier case are not counted.
      const [{ now: caseStart }] = await rowsOf<{ now: Date }>(db, 'select now()');
      await db.query('update products set total_stock = $1 where main_id = $2 and product_id = $3', [
        START_STOCK,
        TEST_MERCHANT,
        PRODUCT,
      ]);
      const [{ sold: soldAtStart }] = await rowsOf<{ sold: number }>(
        db,
        'select total_sold as sold from products where main_id = $1 and product_id = $2',
        [TEST_MERCHANT, PRODUCT],
      );
      const load = startLoad(shoppers);
      await new Promise((resolve) => setTimeout(resolve, 1_500));

      // The database goes away, every connection of both pools with it.
      const stopping = Date.now();
      await cluster.stop(mode);
      const downSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const ready = await Promise.all([a, b].map((instance) => probe(instance, 'GET', '/ready')));
      const health = await Promise.all([a, b].map((instance) => probe(instance, 'GET', '/health')));
      const downUntil = Date.now();

      await cluster.start();
      const startedAt = Date.now();
      // The shoppers on each instance get answers again within a few seconds, on new connections.
      const recovery = await Promise.all(
        (['a', 'b'] as const).map((name) =>
          waitFor(
            async () => {
              const instance = name === 'a' ? a : b;
              if (instance.child.exitCode !== null || instance.child.signalCode !== null) {
                throw new Error(
                  `instance ${name} died during the outage:\n${instance.output().slice(-3_000)}`,
                );
              }
              return load.outcomes.some(
                (o) => o.instance === name && o.sentAt >= startedAt && o.status === 200,
              );
            },
            RECOVERY_MS,
            `instance ${name} recovers`,
          ),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const { outcomes, acknowledged, paid } = await load.stop();
      const readyAfter = await Promise.all([a, b].map((instance) => probe(instance, 'GET', '/ready')));

      // Both processes are the ones started before the outage, and no driver error reached the top.
      for (const instance of [a, b]) {
        expect(instance.child.exitCode, instance.output()).toBeNull();
        expect(instance.child.signalCode, instance.output()).toBeNull();
        expect(instance.output()).not.toMatch(/TypeError|uncaught|unhandled/i);
      }
      expect(recovery.every((ms) => ms < RECOVERY_MS)).toBe(true);
      expect(readyAfter.map((r) => r.status)).toEqual([200, 200]);

      // While down: /health answers (liveness), /ready says unavailable.
      expect(health.map((r) => r.status)).toEqual([200, 200]);
      expect(ready.map((r) => [r.status, r.retryAfter, r.body])).toEqual([
        [503, '5', { status: 'unavailable', database: 'postgres' }],
        [503, '5', { status: 'unavailable', database: 'postgres' }],
      ]);

      // Before the stop every call went through; whatever was cut by it is a 503, never a 500 or a
      // dropped connection, and every 503 is the standard envelope with Retry-After.
      const before = outcomes.filter((o) => o.sentAt + o.ms < stopping);
      expect(before.length).toBeGreaterThan(10);
      expect(new Set(before.map((o) => o.status))).toEqual(new Set([200]));
      const others = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
      expect(others, JSON.stringify(others.slice(0, 5))).toEqual([]);
      for (const outcome of outcomes.filter((o) => o.status === 503)) {
        expect(outcome.retryAfter).toBe('5');
        expect(outcome.body).toEqual(UNAVAILABLE);
      }
      // Sent and answered while the database was down: each a 503 within FAIL_FAST_MS.
      const whileDown = outcomes.filter((o) => o.sentAt >= downSince && o.sentAt + o.ms <= downUntil);
      expect(whileDown.length).toBeGreaterThan(20);
      expect(new Set(whileDown.map((o) => o.instance))).toEqual(new Set(['a', 'b']));
      expect(whileDown.filter((o) => o.status !== 503)).toEqual([]);
      const slowest = Math.max(...whileDown.map((o) => o.ms));
      const slow = whileDown.filter((o) => o.ms >= FAIL_FAST_MS);
      expect(
        slow.map((o) => ({ instance: o.instance, step: o.step, ms: o.ms, at: o.sentAt - downSince })),
        `${slow.length} of ${whileDown.length} calls while down took ${FAIL_FAST_MS} ms or more`,
      ).toEqual([]);
      // After the restart orders are placed and paid again through both.
      const after = outcomes.filter((o) => o.sentAt > startedAt + Math.max(...recovery) && o.status === 200);
      expect(new Set(after.map((o) => `${o.instance} ${o.step}`))).toEqual(
        new Set(['a order', 'a verify', 'b order', 'b verify']),
      );

      // Every acknowledged order is stored once, and paid (each shopper finished paying before stopping);
      // stock is exact. An order committed just as its connection was cut is stored though its answer
      // never came (the shopper saw a 503): it holds its unit until its reservation expires, like any unpaid one.
      const { unacknowledged } = await expectLedgerExact((text, params) => rowsOf(db, text, params), {
        mainId: TEST_MERCHANT,
        product: PRODUCT,
        startStock: START_STOCK,
        soldAtStart,
        since: caseStart,
        acknowledged,
        paid,
      });
      expect(unacknowledged).toBeLessThanOrEqual(shoppers.length);
      console.info(
        `failover (-m ${mode}): ${outcomes.length} calls, ${acknowledged.length} orders acknowledged and paid, ` +
          `${unacknowledged} stored unacknowledged, ${whileDown.length} calls while down (slowest ${slowest} ms, ` +
          `slowest before the stop ${Math.max(...before.map((o) => o.ms))} ms), ` +
          `recovered in ${recovery.join(' / ')} ms`,
      );
    },
    120_000,
  );
});

/** A private redis-server on `port` (no persistence), answering PING once this resolves. */
async function startRedisServer(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' },
  );
  const failed = new Promise<never>((_, reject) => {
    redis.once('error', (error) => reject(new Error(`redis-server did not start: ${error.message}`)));
  });
  const answering = waitFor(
    async () =>
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .trim() === 'PONG',
    10_000,
    'redis-server answers PING',
  );
  await Promise.race([answering, failed]);
  return redis;
}

/** Kills a redis-server outright (SIGKILL), as a crash or a lost Redis host looks to its clients. */
async function killRedisServer(redis: ChildProcess): Promise<void> {
  if (redis.exitCode !== null || redis.signalCode !== null) return;
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}

describe.skipIf(!enabled)('Redis stopped hard under checkout load on two compiled instances', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-redis-outage-'));
  let cluster: PgCluster;
  let redisPort: number;
  let redis: ChildProcess | undefined;
  let a: Instance;
  let b: Instance;
  let shoppers: Shopper[];

  beforeAll(async () => {
    if (!existsSync(COMPILED_SERVER)) {
      throw new Error(`${COMPILED_SERVER} is missing: pnpm --filter @skatekit/server build`);
    }
    redisPort = await freePort();
    redis = await startRedisServer(redisPort);
    cluster = await startPgCluster();
    const env = {
      NODE_ENV: 'test',
      SKATEKIT_DEV_ROUTES: '1',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: cluster.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
    };
    [a, b] = await Promise.all([
      startInstance({ ...env, DATA_DIR: join(dataDir, 'a') }),
      startInstance({ ...env, DATA_DIR: join(dataDir, 'b') }),
    ]);
    shoppers = [];
    for (const [name, instance] of [
      ['a', a],
      ['b', b],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const user = await signUp({ url: instance.url });
        const saved = await call<{ data: { id: string } }>(instance, 'POST', '/address', {
          token: user.accessToken,
          body: {
            location_user: 'Home',
            new_address: '12 Link Road',
            city: 'Mumbai',
            area: 'Malad West',
            pincode: SEED_REFS.pincodes.active,
            user_id: user.userId,
          },
        });
        expect(saved.status).toBe(200);
        shoppers.push({ instance, name, user, address: saved.body.data.id });
      }
    }
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b])
      if (instance && instance.child.exitCode === null) instance.child.kill('SIGKILL');
    if (redis) await killRedisServer(redis);
    await cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('redis-server killed: both stay up, /ready degraded, a sign-in spray on one account is still refused with 429 on each instance, checkouts still 200; Redis back: /ready ready', async () => {
    const readyBefore = await Promise.all([a, b].map((instance) => probe(instance, 'GET', '/ready')));
    expect(readyBefore.map((r) => [r.status, r.body])).toEqual([
      [200, { status: 'ready', database: 'postgres', redis: 'up' }],
      [200, { status: 'ready', database: 'postgres', redis: 'up' }],
    ]);

    const db = testPool(cluster.url, 1);
    await db.query('update products set total_stock = $1 where main_id = $2 and product_id = $3', [
      START_STOCK,
      TEST_MERCHANT,
      PRODUCT,
    ]);
    await db.end();
    const load = startLoad(shoppers);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const stopping = Date.now();
    await killRedisServer(redis as ChildProcess);
    redis = undefined;
    const downSince = Date.now();

    // One account (a real shopper's), wrong passwords from one address: five a minute across the fleet,
    // counted in the database both instances share while Redis is gone (issue 40 item 5).
    const target = shoppers[0].user.email;
    const spray: Record<string, { status: number; ms: number }[]> = { a: [], b: [] };
    for (const [name, instance] of [
      ['a', a],
      ['b', b],
    ] as const) {
      for (let i = 0; i < 8; i++) {
        const res = await probe(instance, 'POST', '/loginuser', {
          body: { email: target, password: 'wrong-password', main_id: TEST_MERCHANT },
        });
        spray[name].push({ status: res.status, ms: res.ms });
      }
    }
    const degraded = await Promise.all([a, b].map((instance) => probe(instance, 'GET', '/ready')));
    const health = await Promise.all([a, b].map((instance) => probe(instance, 'GET', '/health')));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const downUntil = Date.now();

    // Redis back on the same port: each instance takes it back without a restart.
    redis = await startRedisServer(redisPort);
    const recovery = await Promise.all(
      [a, b].map((instance) =>
        waitFor(
          async () => (await probe(instance, 'GET', '/ready')).body.status === 'ready',
          10_000,
          `${instance.url} /ready says ready again`,
        ),
      ),
    );
    const { outcomes, acknowledged, paid } = await load.stop();
    const readyAfter = await Promise.all([a, b].map((instance) => probe(instance, 'GET', '/ready')));

    for (const instance of [a, b]) {
      expect(instance.child.exitCode, instance.output()).toBeNull();
      expect(instance.child.signalCode, instance.output()).toBeNull();
      expect(instance.output()).not.toMatch(/TypeError|uncaught|unhandled/i);
    }
    expect(spray.a.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // b counts on from a's five: the limit holds once, not once per instance.
    expect(spray.b.map((r) => r.status)).toEqual(Array(8).fill(429));
    // Prompt: a refusal touches only the counters, and none waits on the dead Redis (once 1-3 s each).
    // The median of the six refusals, so that a machine busy with other work does not fail it; the hard
    // bound per call is redis-outage.test.ts's.
    const refusalMs = [...spray.a, ...spray.b]
      .filter((r) => r.status === 429)
      .map((r) => r.ms)
      .sort((x, y) => x - y);
    console.info(`refusals while Redis was down: ${refusalMs.join(', ')} ms`);
    expect(refusalMs[Math.floor(refusalMs.length / 2)]).toBeLessThan(500);
    expect(degraded.map((r) => [r.status, r.body])).toEqual([
      [200, { status: 'degraded', database: 'postgres', redis: 'down' }],
      [200, { status: 'degraded', database: 'postgres', redis: 'down' }],
    ]);
    expect(health.map((r) => r.status)).toEqual([200, 200]);
    expect(recovery.every((ms) => ms < 10_000)).toBe(true);
    expect(readyAfter.map((r) => [r.status, r.body])).toEqual([
      [200, { status: 'ready', database: 'postgres', redis: 'up' }],
      [200, { status: 'ready', database: 'postgres', redis: 'up' }],
    ]);

    // The checkout load never noticed: every call before, during and after the outage answered 200.
    const whileDown = outcomes.filter((o) => o.sentAt >= downSince && o.sentAt + o.ms <= downUntil);
    expect(outcomes.filter((o) => o.sentAt + o.ms < stopping).length).toBeGreaterThan(5);
    expect(whileDown.length).toBeGreaterThan(10);
    expect(new Set(whileDown.map((o) => o.instance))).toEqual(new Set(['a', 'b']));
    const refused = outcomes.filter((o) => o.status !== 200);
    expect(
      refused.map((o) => ({ instance: o.instance, step: o.step, status: o.status, body: o.body })),
    ).toEqual([]);
    expect([...paid].sort()).toEqual([...acknowledged].sort());
    console.info(
      `redis outage: ${outcomes.length} checkout calls (${whileDown.length} while Redis was down), ` +
        `${paid.length} orders paid, ` +
        `ready again in ${recovery.join(' / ')} ms`,
    );
  }, 60_000);
});
