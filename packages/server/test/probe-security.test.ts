import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COOKIE, CSRF_HEADER } from '../src/modules/staff/guard';
import { PACKAGE_ROOT } from '../src/paths';
import { type AdminSession, consoleCaller } from './admin';
import { admissionForm } from './console';
import { COMPILED_SERVER, type Instance, startInstance } from './compiled-instance';
import { type FakeSmtp, startFakeSmtp } from './fake-smtp';
import { startLatencyProxy } from './latency-proxy';
import { freePort } from './pg-cluster';
import { rowsOf, testPool } from './pg';
import { PRODUCTION_ENV } from './production-env';
import { call, type SignedUpUser, signUp } from './session';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

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
    /** The one-time link's token item 1 printed: the owner the console probes below sign in as. */
    let inviteToken = '';

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
      inviteToken = /accept-invite\?token=(\S+)/.exec(run.stdout)?.[1] ?? '';
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

    // Items 3, 4, 7, 9 and 10 on one production instance whose mail goes to a fake mail server (there
    // is no dev outbox in production) and whose database is behind a relay item 7 cuts. The owner is the
    // one item 1 made, signed in through the one-time link as a new owner would be.
    describe('a production instance on PostgreSQL, its console signed in through the first-owner link', () => {
      let smtp: FakeSmtp;
      let relay: TcpProxy;
      let prod: Instance;
      let owner: AdminSession['call'];
      let ownerCookie = '';
      let ownerCsrf = '';
      let shopper: SignedUpUser;
      let db: pg.Pool;
      const parentEmail = `parent-${randomBytes(4).toString('hex')}@example.com`;
      let admissionId = '';

      beforeAll(async () => {
        expect(inviteToken, 'item 1 printed no link').not.toBe('');
        smtp = await startFakeSmtp();
        relay = await startTcpProxy(url?.hostname ?? '127.0.0.1', Number(url?.port || 5432));
        const relayed = new URL(String(url));
        relayed.hostname = '127.0.0.1';
        relayed.port = String(relay.port);
        prod = await startInstance(production({ DATABASE_URL: relayed.toString(), SMTP_URL: smtp.url }));
        db = testPool(String(url), 2);
        const accepted = await fetch(`${prod.url}/admin/api/auth/accept-invite`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: inviteToken, name: 'Founder', password: 'first-owner-pass-123' }),
          signal: AbortSignal.timeout(20_000),
        });
        const signedIn = (await accepted.json()) as { session?: { csrfToken: string } };
        expect(accepted.status, JSON.stringify(signedIn)).toBe(200);
        ownerCookie =
          accepted.headers
            .getSetCookie()
            .map((c) => c.split(';')[0] ?? '')
            .find((c) => c.startsWith(`${ADMIN_COOKIE}=`)) ?? '';
        ownerCsrf = signedIn.session?.csrfToken ?? '';
        owner = consoleCaller(prod.url, ownerCookie, ownerCsrf);
        shopper = await signUp(prod, { readCode: (email) => smtp.readCode(email) });
      }, 120_000);
      afterAll(async () => {
        if (prod && prod.child.exitCode === null) prod.child.kill('SIGKILL');
        await prod?.exited;
        await relay?.close();
        await smtp?.close();
        await db?.end();
      });

      it('item 3: an admission with a 12-digit Aadhaar: the shopper, the console and the export see only the last 4; no table holds the number', async () => {
        const created = await call<{ id: string; data: { aadhar: string } }>(prod, 'POST', '/admission', {
          token: shopper.accessToken,
          body: admissionForm(shopper, { aadhar: '234567890123', email: parentEmail }),
        });
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        admissionId = created.body.id;
        expect(created.body.data.aadhar).toBe('XXXXXXXX0123');
        const read = await call<{ user: { aadhar: string } }>(
          prod,
          'GET',
          `/admission/single/${shopper.userId}`,
          {
            token: shopper.accessToken,
          },
        );
        expect(read.body.user.aadhar).toBe('XXXXXXXX0123');
        const page = await owner('GET', `/admissions/${admissionId}`);
        expect(page.status).toBe(200);
        expect((page.body as { data: { aadharLast4: string } }).data.aadharLast4).toBe('0123');
        const csv = await owner('GET', '/exports/admissions.csv');
        expect(csv.status).toBe(200);
        const line = String(csv.body)
          .split('\r\n')
          .find((l) => l.includes(admissionId));
        expect(line).toContain(',0123,');
        for (const answer of [created.body, read.body, page.body, csv.body])
          expect(JSON.stringify(answer)).not.toContain('234567890123');
        const stored = await rowsOf<{ t: string }>(
          db,
          'select row_to_json(a)::text as t from admissions a union all select row_to_json(v)::text from aadhaar_vault v',
        );
        expect(stored.map((r) => r.t).join('\n')).not.toContain('234567890123');
        const vaulted = await rowsOf(db, 'select main_id, last4 from aadhaar_vault where admission_id = $1', [
          admissionId,
        ]);
        expect(vaulted).toEqual([{ main_id: 'SKATE01', last4: '0123' }]);
      }, 60_000);

      it('item 4: an upload whose file name holds a NUL or an escape is a 400 with a sentence, two files are a 400; nothing is stored', async () => {
        const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
          .jpeg()
          .toBuffer();
        const upload = async (files: string[]) => {
          const chunks: Buffer[] = [];
          for (const filename of files) {
            chunks.push(
              Buffer.from(
                `--b\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
              ),
              jpeg,
              Buffer.from('\r\n'),
            );
          }
          chunks.push(Buffer.from('--b--\r\n'));
          const response = await fetch(`${prod.url}/admin/api/images`, {
            method: 'POST',
            headers: {
              cookie: ownerCookie,
              [CSRF_HEADER]: ownerCsrf,
              origin: prod.url,
              'content-type': 'multipart/form-data; boundary=b',
            },
            body: Buffer.concat(chunks),
            signal: AbortSignal.timeout(20_000),
          });
          const body = (await response.json()) as Record<string, unknown>;
          expect(JSON.stringify(body)).not.toMatch(/at .+\.(js|ts):\d+/);
          return [response.status, body.message];
        };
        const [{ n: before }] = await rowsOf<{ n: number }>(
          db,
          'select count(*)::int as n from media_images',
        );
        expect(await upload(['a\u0000b.jpg'])).toEqual([
          400,
          'body.file.filename: Text must not contain control characters',
        ]);
        expect(await upload(['tab\u001b.jpg'])).toEqual([
          400,
          'body.file.filename: Text must not contain control characters',
        ]);
        expect(await upload(['a.jpg', 'b.jpg'])).toEqual([400, 'Upload one picture at a time.']);
        const [{ n: after }] = await rowsOf<{ n: number }>(db, 'select count(*)::int as n from media_images');
        expect(after).toBe(before);
        expect(prod.output()).not.toContain('22021');
      }, 60_000);

      it('item 9: five refreshes of one token at once all answer 200, each new access token works, and the login lives on', async () => {
        const refresh = (refreshToken: string) =>
          call<{ accessToken: string; refreshToken: string }>(
            prod,
            'POST',
            '/registeruser/api/refresh-token',
            {
              body: { refreshToken },
            },
          );
        const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(shopper.refreshToken)));
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
        for (const answer of answers) {
          const me = await call(prod, 'GET', `/registeruser/single/${shopper.userId}`, {
            token: answer.body.accessToken,
          });
          expect(me.status).toBe(200);
        }
        const next = await refresh(answers[4]?.body.refreshToken ?? '');
        expect(next.status).toBe(200);
      }, 60_000);

      it('item 10: the owner saves the seeded delivery settings unchanged (the seeded GSTIN passes the console check)', async () => {
        const read = await owner('GET', '/delivery-settings');
        const settings = (read.body as { data: Record<string, unknown> }).data;
        expect(settings.gstNumber).toBe('27AAKCS1234M1Z3');
        const saved = await owner('PUT', '/delivery-settings', settings);
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect((saved.body as { data: unknown }).data).toEqual(settings);
      }, 60_000);

      it('item 7: the database cut the moment the mail server takes a mail: it is sent once, with its outbox Message-ID, and marked sent once the database is back', async () => {
        expect(admissionId).not.toBe('');
        let cutAt = 0;
        smtp.beforeAccept = async (mail) => {
          if (!mail.to.includes(parentEmail)) return;
          smtp.beforeAccept = undefined;
          cutAt = Date.now();
          await relay.down();
          setTimeout(() => void relay.up(), 2_000);
        };
        const confirmed = await owner('POST', `/admissions/${admissionId}/review`, {
          status: 'confirmed',
          message: '',
        });
        expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
        const mail = await smtp.waitFor((m) => m.to.includes(parentEmail), 30_000);
        expect(cutAt).toBeGreaterThan(0);
        const row = async () =>
          (
            await rowsOf<{ id: string; status: string; attempts: number }>(
              db,
              'select id, status, attempts from outbox where recipient = $1',
              [parentEmail],
            )
          )[0];
        const started = Date.now();
        while ((await row())?.status !== 'sent') {
          if (Date.now() - started > 30_000)
            throw new Error(`outbox row still ${JSON.stringify(await row())}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // Two more rounds of the worker (one a second) find nothing to send again.
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        const sent = await row();
        expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
        expect(mail.messageId).toBe(`<outbox-${sent?.id}@skatekit>`);
        expect(smtp.mails.filter((m) => m.to.includes(parentEmail)).map((m) => m.messageId)).toEqual([
          mail.messageId,
        ]);
        // The cut did hit the mark: the instance kept the confirmed send and marked it once it could.
        expect(prod.output()).toContain('notification sent; its mark waits for the database');
        expect(prod.child.exitCode).toBeNull();
      }, 90_000);
    });

    // Item 5: two production instances on the one database, their Redis at a closed port.
    it('item 5: Redis unreachable: two instances count the sign-in and OTP-mail limits together in the database, the mails really sent stop at the cap, /ready says degraded', async () => {
      const smtp = await startFakeSmtp();
      const closed = await freePort();
      const env = production({
        DATABASE_URL: String(url),
        SMTP_URL: smtp.url,
        REDIS_URL: `redis://127.0.0.1:${closed}`,
      });
      const [a, b] = await Promise.all([
        startInstance({ ...env, DATA_DIR: `${env.DATA_DIR}-a` }),
        startInstance({ ...env, DATA_DIR: `${env.DATA_DIR}-b` }),
      ]);
      try {
        const post = async (i: number, path: string, body: Record<string, unknown>) =>
          (await call(i % 2 === 0 ? a : b, 'POST', path, { body })).status;
        const target = `spray-${randomBytes(4).toString('hex')}@example.com`;
        const logins: number[] = [];
        for (let i = 0; i < 8; i++)
          logins.push(
            await post(i, '/loginuser', { email: target, password: 'wrong-password', main_id: 'SKATE01' }),
          );
        expect(logins).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
        const tag = randomBytes(4).toString('hex');
        const mails: number[] = [];
        for (let i = 0; i < 25; i++)
          mails.push(
            await post(i, '/registeruser/api/send-otp', {
              email: `otp${i}-${tag}@example.com`,
              main_id: 'SKATE01',
            }),
          );
        expect(mails).toEqual([...Array(20).fill(200), ...Array(5).fill(429)]);
        const ready = await Promise.all([a, b].map((instance) => call(instance, 'GET', '/ready')));
        expect(ready.map((r) => [r.status, r.body])).toEqual([
          [200, { status: 'degraded', database: 'postgres', redis: 'down' }],
          [200, { status: 'degraded', database: 'postgres', redis: 'down' }],
        ]);
        // The twentieth mail arrives; none of the five refused is ever sent.
        await smtp.waitFor(
          () => smtp.mails.filter((m) => m.to[0]?.endsWith(`-${tag}@example.com`)).length >= 20,
        );
        const sentTo = smtp.mails.flatMap((m) => m.to).filter((to) => to.endsWith(`-${tag}@example.com`));
        expect(new Set(sentTo).size).toBe(20);
        expect(sentTo.some((to) => /^otp2[0-4]-/.test(to))).toBe(false);
      } finally {
        for (const instance of [a, b]) instance.child.kill('SIGKILL');
        await Promise.all([a.exited, b.exited]);
        await smtp.close();
      }
    }, 120_000);
  },
);
