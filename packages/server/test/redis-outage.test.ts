import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { startTestServer, TEST_MERCHANT, type TestServer, testConfig } from './helper';
import { call } from './session';

// Issue 22 item 7: with Redis down or hung, the rate limits fall back to memory (still enforced,
// promptly) and /ready says the instance is degraded. Each test runs its own redis-server on a free
// port and stops it; the rest of the suite's Redis is never touched.

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer)
  console.warn('redis-outage.test.ts: no redis-server on PATH, so these cases are skipped.');

const servers: TestServer[] = [];
const redises: ChildProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const redis of redises) {
    if (redis.exitCode === null && redis.signalCode === null) {
      redis.kill('SIGCONT');
      redis.kill('SIGKILL');
    }
  }
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A private redis-server on `port` (no persistence), answering PING once this resolves. */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' },
  );
  redises.push(redis);
  for (let i = 0; i < 100; i++) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .trim() === 'PONG'
    )
      return redis;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

async function stopRedis(redis: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}

/** /ready's answer, polled until `until` holds (or 5 s). */
async function readyWhen(server: TestServer, until: (body: Record<string, unknown>) => boolean) {
  let last = await call(server, 'GET', '/ready');
  for (let i = 0; i < 50 && !until(last.body); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await call(server, 'GET', '/ready');
  }
  return last;
}

/** Runs `send` and answers its status with how long it took. */
async function timed(send: () => Promise<{ status: number }>) {
  const started = performance.now();
  const { status } = await send();
  return { status, ms: performance.now() - started };
}

/** A test server with Redis at `port` (its keys under `{label}-{random}:`), closed after the file. */
async function serverOnRedis(port: number, label: string, overrides: Partial<AppConfig> = {}) {
  const server = await startTestServer({
    redisUrl: `redis://127.0.0.1:${port}`,
    redisKeyPrefix: `${label}-${randomBytes(4).toString('hex')}:`,
    ...overrides,
  });
  servers.push(server);
  return server;
}

const fresh = (label: string) => `${label}.${randomBytes(5).toString('hex')}@example.com`;

describe.skipIf(!hasRedisServer)('item 7: rate limits while Redis is down', () => {
  it('item 7: Redis stopped: wrong passwords for one account and OTP mails from one IP are still limited, promptly; /ready says degraded, then ready again when Redis is back', async () => {
    const port = await freePort();
    const redis = await startRedis(port);
    const server = await serverOnRedis(port, 'outage', { trustProxy: 1 });
    const up = await readyWhen(server, (body) => body.redis === 'up');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ status: 'ready', database: server.app.dbDriver, redis: 'up' });

    await stopRedis(redis);

    // One account, 40 wrong passwords from 40 addresses: 30 an hour, then 429 (counted in memory).
    const email = fresh('outage');
    const spread: { status: number; ms: number }[] = [];
    for (let i = 1; i <= 40; i++) {
      spread.push(
        await timed(() =>
          call(server, 'POST', '/loginuser', {
            body: { email, password: 'wrong-password', main_id: TEST_MERCHANT },
            headers: { 'x-forwarded-for': `203.0.113.${i}` },
          }),
        ),
      );
    }
    expect(spread.map((r) => r.status)).toEqual([...Array(30).fill(401), ...Array(10).fill(429)]);
    // One account from one address: five a minute (the per-route limit's store falls back too).
    const sameAddress: number[] = [];
    const target = fresh('target');
    for (let i = 0; i < 8; i++) {
      sameAddress.push(
        (
          await call(server, 'POST', '/loginuser', {
            body: { email: target, password: 'wrong-password', main_id: TEST_MERCHANT },
            headers: { 'x-forwarded-for': '198.51.100.2' },
          })
        ).status,
      );
    }
    expect(sameAddress).toEqual([...Array(5).fill(401), ...Array(3).fill(429)]);

    // 25 OTP mails from one IP to 25 addresses: 20 an hour.
    const mails: { status: number; ms: number }[] = [];
    for (let i = 0; i < 25; i++) {
      mails.push(
        await timed(() =>
          call(server, 'POST', '/registeruser/api/send-otp', {
            body: { email: fresh(`otp${i}`), main_id: TEST_MERCHANT },
            headers: { 'x-forwarded-for': '198.51.100.3' },
          }),
        ),
      );
    }
    expect(mails.map((r) => r.status)).toEqual([...Array(20).fill(200), ...Array(5).fill(429)]);

    // Prompt: a refusal touches nothing but the counters; no call waits on the dead Redis.
    const refusals = [...spread, ...mails].filter((r) => r.status === 429);
    expect(refusals.length).toBe(15);
    expect(Math.max(...refusals.map((r) => r.ms))).toBeLessThan(300);

    const degraded = await call(server, 'GET', '/ready');
    expect(degraded.status).toBe(200);
    expect(degraded.body).toEqual({ status: 'degraded', database: server.app.dbDriver, redis: 'down' });

    // Redis back on the same port: the client reconnects and /ready says so, without a restart.
    await startRedis(port);
    const back = await readyWhen(server, (body) => body.redis === 'up');
    expect(back.body).toEqual({ status: 'ready', database: server.app.dbDriver, redis: 'up' });
  }, 120_000);

  it('item 7: a hung Redis (SIGSTOP) costs a limited call at most one command timeout; the limits hold and /ready says degraded', async () => {
    const port = await freePort();
    const redis = await startRedis(port);
    const server = await serverOnRedis(port, 'hung');
    expect((await readyWhen(server, (body) => body.redis === 'up')).body).toMatchObject({ status: 'ready' });
    // The quickest an OTP send is with Redis answering, to measure the extra against.
    const baseline = await timed(() =>
      call(server, 'POST', '/registeruser/api/send-otp', {
        body: { email: fresh('base'), main_id: TEST_MERCHANT },
      }),
    );
    expect(baseline.status).toBe(200);

    redis.kill('SIGSTOP');
    const mails: { status: number; ms: number }[] = [];
    for (let i = 0; i < 24; i++) {
      mails.push(
        await timed(() =>
          call(server, 'POST', '/registeruser/api/send-otp', {
            body: { email: fresh(`hung${i}`), main_id: TEST_MERCHANT },
          }),
        ),
      );
    }
    // 20 an hour from this IP, the baseline's send included.
    expect(mails.map((r) => r.status)).toEqual([...Array(19).fill(200), ...Array(5).fill(429)]);
    for (const mail of mails) expect(mail.ms - baseline.ms).toBeLessThan(300);

    const ready = await timed(() => call(server, 'GET', '/ready'));
    expect(ready.status).toBe(200);
    expect(ready.ms).toBeLessThan(1_000);
    expect((await call(server, 'GET', '/ready')).body).toEqual({
      status: 'degraded',
      database: server.app.dbDriver,
      redis: 'down',
    });

    redis.kill('SIGCONT');
    const back = await readyWhen(server, (body) => body.redis === 'up');
    expect(back.body).toEqual({ status: 'ready', database: server.app.dbDriver, redis: 'up' });
  }, 120_000);

  it('item 7: an instance started with REDIS_URL at a closed port serves at once, limits in memory, /ready degraded', async () => {
    const server = await serverOnRedis(await freePort(), 'closed');
    const target = fresh('closed');
    const statuses: { status: number; ms: number }[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        await timed(() =>
          call(server, 'POST', '/loginuser', {
            body: { email: target, password: 'wrong-password', main_id: TEST_MERCHANT },
          }),
        ),
      );
    }
    expect(statuses.map((r) => r.status)).toEqual([...Array(5).fill(401), 429, 429]);
    expect(Math.max(...statuses.filter((r) => r.status === 429).map((r) => r.ms))).toBeLessThan(300);
    const ready = await call(server, 'GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'degraded', database: server.app.dbDriver, redis: 'down' });
  }, 60_000);

  // Issue 40, item 5: with Redis down each instance counted in its own memory, so every limit multiplied
  // by the number of instances (25 OTP mails from one address sent against 20; 10 x 401 for a limit of 5).
  it('item 5: with Redis down, two instances on one database count together: the limits hold once, not twice', async () => {
    const port = await freePort();
    const settings = {
      redisUrl: `redis://127.0.0.1:${port}`,
      redisKeyPrefix: `two-${randomBytes(4).toString('hex')}:`,
    };
    const first = await startTestServer(settings);
    servers.push(first);
    const second = await buildApp(testConfig(settings), { database: first.database });
    await second.listen({ host: '127.0.0.1', port: 0 });
    const address = second.server.address();
    const secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const at = (i: number) => (i % 2 === 0 ? first.url : secondUrl);
      const post = async (i: number, path: string, body: Record<string, unknown>) =>
        (
          await fetch(`${at(i)}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status;
      const target = fresh('twice');
      const logins: number[] = [];
      for (let i = 0; i < 8; i++) {
        logins.push(
          await post(i, '/loginuser', { email: target, password: 'wrong-password', main_id: TEST_MERCHANT }),
        );
      }
      expect(logins).toEqual([...Array(5).fill(401), 429, 429, 429]);
      const mails: number[] = [];
      for (let i = 0; i < 25; i++) {
        mails.push(
          await post(i, '/registeruser/api/send-otp', { email: fresh(`mail${i}`), main_id: TEST_MERCHANT }),
        );
      }
      expect(mails).toEqual([...Array(20).fill(200), ...Array(5).fill(429)]);
      const ready = await fetch(`${secondUrl}/ready`);
      expect(await ready.json()).toEqual({ status: 'degraded', database: first.app.dbDriver, redis: 'down' });
    } finally {
      await second.close();
    }
  }, 90_000);
});
