import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/paths';
import { COMPILED_SERVER, type Instance, startInstance } from './compiled-instance';
import { startLatencyProxy } from './latency-proxy';
import { testPool } from './pg';
import { PRODUCTION_ENV } from './production-env';

// docs/security.md's claims about the production process, probed from outside as an attacker or a
// mis-configured deploy would meet them: the compiled server (`node dist/server.js`) started with
// NODE_ENV=production, over real HTTP, or refusing to start. The in-process tests (app.inject,
// loadConfig) prove the rules; these prove the shipped build applies them. scripts/test-all.mjs runs this
// file with SKATEKIT_PROBE_TEST=1 after building; then a missing build fails instead of skipping.
const enabled = process.env.SKATEKIT_PROBE_TEST === '1';
if (!enabled)
  console.warn('probe-security.test.ts skipped: set SKATEKIT_PROBE_TEST=1 (needs dist/server.js)');

const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-probe-'));
/** A built site for the process to serve (SITE_DIR): its pages are the HTML answers probed below. */
const siteDir = join(dataDir, 'site');
mkdirSync(siteDir, { recursive: true });
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>probe</title><div id="root"></div>');
let runs = 0;
/** Production settings for one process of its own (PGlite in a fresh folder, loopback, any port). */
const production = (extra: Record<string, string> = {}) => ({
  ...PRODUCTION_ENV,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: join(dataDir, `run-${++runs}`),
  ...extra,
});

/** The process exits before it listens; answers its output. */
async function refusedStart(env: Record<string, string>): Promise<string> {
  try {
    const instance = await startInstance(env);
    instance.child.kill('SIGKILL');
  } catch (error) {
    return String(error);
  }
  throw new Error('the server started');
}

const get = (instance: Instance, path: string, init: RequestInit = {}) =>
  fetch(`${instance.url}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });

describe.skipIf(!enabled)('probed from outside: a compiled production server over HTTP', () => {
  let server: Instance;

  beforeAll(async () => {
    if (!existsSync(COMPILED_SERVER)) {
      throw new Error(`${COMPILED_SERVER} is missing: pnpm --filter @skatekit/server build`);
    }
    server = await startInstance(production({ SEED_DEMO: '1', SITE_DIR: siteDir }));
  }, 120_000);

  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('no dev or sandbox route answers: no outbox, no order-status helper, no sandbox checkout, no fake Google token', async () => {
    const outbox = await get(server, '/dev/outbox/shopper%40example.com');
    const status = await get(server, '/dev/orders/1/status', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Delivered' }),
    });
    const sandbox = await get(server, '/sandbox/checkout/order_sbx_anything');
    const sandboxBody = await sandbox.text();
    const google = await get(server, '/registeruser/api/google-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: 'e2e-google:victim@example.com', main_id: 'SKATE01' }),
    });
    expect([outbox.status, status.status, sandbox.status, google.status]).toEqual([404, 404, 404, 401]);
    expect(sandboxBody).not.toContain('signature');
    // The storefront's payment settings name the live keys, never the sandbox.
    const meta = await get(server, '/pay-razorpay/SKATE01');
    expect(meta.status).toBe(200);
    expect((await meta.json()).data).toMatchObject({
      provider: 'razorpay',
      key_id: 'rzp_live_Pr0dTestKey001',
    });
  });

  it('CORS: a configured origin gets credentials; null, a stranger and a look-alike get no CORS header, preflight included', async () => {
    const allowed = await get(server, '/health', { headers: { origin: 'https://app.example' } });
    expect([
      allowed.headers.get('access-control-allow-origin'),
      allowed.headers.get('access-control-allow-credentials'),
    ]).toEqual(['https://app.example', 'true']);
    for (const origin of [
      'null',
      'https://evil.example',
      'http://localhost:5173',
      'https://shop.example.evil.com',
    ]) {
      const refused = await get(server, '/health', { headers: { origin } });
      const preflight = await get(server, '/cart/add', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect([
        refused.headers.get('access-control-allow-origin'),
        preflight.headers.get('access-control-allow-origin'),
      ]).toEqual([null, null]);
    }
  });

  it('item 6: no preflight under /admin gets a CORS answer, not even for a configured storefront origin', async () => {
    for (const path of ['/admin/api/session', '/admin/api/orders', '/admin']) {
      const preflight = await get(server, path, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://app.example',
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'x-csrf-token',
        },
      });
      expect([path, preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([
        path,
        404,
        null,
      ]);
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const shop = await get(server, '/cart/add', {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect([shop.status, shop.headers.get('access-control-allow-origin')]).toEqual([
      204,
      'https://app.example',
    ]);
  });

  it('security headers on a site page, an API answer and an error, as served by the build', async () => {
    for (const path of ['/', '/health', '/no/such/route']) {
      const page = path === '/';
      const res = await get(server, path, page ? { headers: { accept: 'text/html' } } : {});
      const csp = res.headers.get('content-security-policy') ?? '';
      if (page) {
        expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
        expect(csp, path).toContain("object-src 'none'");
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).not.toContain("'unsafe-inline' 'unsafe-eval'");
      } else {
        // Not a page: it may load nothing at all.
        expect(csp, path).toBe("default-src 'none'; frame-ancestors 'none'");
      }
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).not.toBeNull();
    }
  });

  it('a bad request is a clear 4xx with the standard envelope, never a stack: malformed JSON, 5,000 levels of nesting, a NUL byte', async () => {
    const post = (body: string) =>
      get(server, '/loginuser', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const answers = [
      await post('{"email": "a@b.c", '),
      await post(`${'['.repeat(5_000)}${']'.repeat(5_000)}`),
      await post(JSON.stringify({ email: 'a\u0000@example.com', password: 'x', main_id: 'SKATE01' })),
    ];
    const bodies = await Promise.all(answers.map((a) => a.json() as Promise<Record<string, unknown>>));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    for (const body of bodies) {
      expect(body).toMatchObject({ success: false, isError: true });
      expect(JSON.stringify(body)).not.toMatch(/at .+\.(js|ts):\d+/);
    }
    expect(bodies[1].message).toBe('JSON body is nested too deeply (more than 64 levels)');
  });
});

describe.skipIf(!enabled)('probed from outside: the production process refuses to start', () => {
  it('with a Razorpay test key, a made-up key id, a low-entropy JWT secret or TRUST_PROXY=true: exit 1 naming the setting, never listening', async () => {
    const testKey = await refusedStart(production({ RAZORPAY_KEY_ID: 'rzp_test_AbCdEf01234567' }));
    expect(testKey).toContain('instance exited with 1');
    expect(testKey).toContain('RAZORPAY_KEY_ID: a test key (rzp_test_...) takes no money');
    const madeUp = await refusedStart(production({ RAZORPAY_KEY_ID: 'rzp_live_prodtest' }));
    expect(madeUp).toContain('RAZORPAY_KEY_ID: not a Razorpay key id (rzp_live_ and 14 letters or digits)');
    const weak = await refusedStart(production({ JWT_SECRET: 'a'.repeat(32) }));
    expect(weak).toContain('instance exited with 1');
    expect(weak).toContain('JWT_SECRET');
    const trustAll = await refusedStart(production({ TRUST_PROXY: 'true' }));
    expect(trustAll).toContain('instance exited with 1');
    expect(trustAll).toContain('TRUST_PROXY');
    for (const output of [testKey, madeUp, weak, trustAll]) expect(output).not.toContain('listening on');
  }, 120_000);

  it('item 8: TRUST_PROXY covering every address (two halves, or /0) is refused with a sentence, never a stack trace', async () => {
    for (const setting of ['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/0', '::/0']) {
      const output = await refusedStart(production({ TRUST_PROXY: setting }));
      expect(output).toContain('instance exited with 1');
      expect(output).toContain(`TRUST_PROXY: ${setting} covers every`);
      expect(output).not.toMatch(/\n\s+at /);
      expect(output).not.toContain('listening on');
    }
  }, 120_000);

  it('dev helpers: not with NODE_ENV=development alone, and never on a non-loopback HOST', async () => {
    const dev = await startInstance({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: join(dataDir, `run-${++runs}`),
    });
    try {
      expect((await get(dev, '/dev/outbox/shopper%40example.com')).status).toBe(404);
    } finally {
      dev.child.kill('SIGKILL');
    }
    const exposed = await refusedStart({
      NODE_ENV: 'development',
      SKATEKIT_DEV_ROUTES: '1',
      HOST: '0.0.0.0',
      PORT: '0',
      DATA_DIR: join(dataDir, `run-${++runs}`),
    });
    expect(exposed).toContain('SKATEKIT_DEV_ROUTES: dev helpers listen on loopback only, not HOST=0.0.0.0');
  }, 120_000);
});

// Issue 40, items 1 and 2 on the shipped build against PostgreSQL (TEST_DATABASE_URL; CI sets it).
const PG = process.env.TEST_DATABASE_URL;
describe.skipIf(!enabled || !PG)(
  'probed from outside: the compiled server and its commands on PostgreSQL',
  () => {
    const dbName = `skt_probe_${randomBytes(4).toString('hex')}`;
    const admin = PG ? testPool(PG) : null;
    const url = PG ? new URL(PG) : null;
    if (url) url.pathname = `/${dbName}`;

    beforeAll(async () => {
      await admin?.query(`create database "${dbName}"`);
      // A first production start migrates and seeds the shops (no owners: production makes none).
      const first = await startInstance(production({ DATABASE_URL: String(url), SEED_DEMO: '1' }));
      first.child.kill('SIGTERM');
      await first.exited;
    }, 120_000);
    afterAll(async () => {
      await admin?.query(`drop database if exists "${dbName}" with (force)`);
      await admin?.end();
    });

    it('item 1: node dist/create-owner.js works on PostgreSQL and prints the one-time link', () => {
      const run = spawnSync(
        process.execPath,
        [
          join(PACKAGE_ROOT, 'dist/create-owner.js'),
          '--merchant',
          'SKATE01',
          '--email',
          'founder@skate01.test',
        ],
        {
          env: {
            ...process.env,
            ...PRODUCTION_ENV,
            DATABASE_URL: String(url),
            PUBLIC_URL: 'https://shop.example',
          },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/https:\/\/shop\.example\/admin\/accept-invite\?token=\S+/);
    }, 90_000);

    it('item 2: behind a database 1.5 s a packet away, a sign-in answers 503 + Retry-After within the deadline and a second', async () => {
      const proxy = await startLatencyProxy({
        host: url?.hostname ?? '127.0.0.1',
        port: Number(url?.port || 5432),
      });
      const slow = new URL(String(url));
      slow.hostname = '127.0.0.1';
      slow.port = String(proxy.port);
      const instance = await startInstance(
        production({ DATABASE_URL: slow.toString(), REQUEST_DEADLINE_MS: '2000' }),
      );
      try {
        proxy.delayMs = 1_500;
        const started = performance.now();
        const answer = await get(instance, '/loginuser', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'nobody@example.com',
            password: 'wrong-password',
            main_id: 'SKATE01',
          }),
        });
        const took = performance.now() - started;
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(took).toBeLessThan(3_500);
        proxy.delayMs = 0;
      } finally {
        instance.child.kill('SIGKILL');
        await instance.exited;
        await proxy.close();
      }
    }, 120_000);
  },
);
