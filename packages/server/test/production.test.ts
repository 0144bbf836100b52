import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { merchants } from '../src/db/schema';
import { PACKAGE_ROOT } from '../src/paths';
import { DEMO_MERCHANT_CODES } from '../src/seed/index';
import { openTestDatabase } from './helper';
import { PRODUCTION_ENV } from './production-env';

const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-prod-'));
let database: Database;
let app: App;
beforeAll(async () => {
  database = await openTestDatabase();
  // The demo shops, asked for explicitly: production seeds nothing by default (item 10, below).
  app = await buildApp(loadConfig({ ...PRODUCTION_ENV, SEED_DEMO: '1', DATA_DIR: dataDir }), { database });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('production: no dev or sandbox route answers', () => {
  it('GET /dev/outbox/{email}, PATCH /dev/orders/{id}/status and GET /sandbox/checkout/{order} are 404', async () => {
    const outbox = await app.inject({ method: 'GET', url: '/dev/outbox/shopper%40example.com' });
    expect(outbox.statusCode).toBe(404);
    const status = await app.inject({
      method: 'PATCH',
      url: '/dev/orders/1/status',
      payload: { status: 'Delivered' },
    });
    expect(status.statusCode).toBe(404);
    const sandbox = await app.inject({ method: 'GET', url: '/sandbox/checkout/order_sbx_anything' });
    expect(sandbox.statusCode).toBe(404);
    expect(sandbox.body).not.toContain('signature');
  });

  it('a fake Google token `e2e-google:{email}` is refused', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/registeruser/api/google-login',
      payload: { idToken: 'e2e-google:victim@example.com', main_id: 'SKATE01' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('GET /pay-razorpay/{store}: a merchant without keys of its own pays through the live keys, never the sandbox', async () => {
    const response = await app.inject({ method: 'GET', url: '/pay-razorpay/SKATE01' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ provider: 'razorpay', key_id: 'rzp_live_Pr0dTestKey001' });
  });

  it('CORS: only the configured origins, with credentials; never null, never another origin', async () => {
    const allowed = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://app.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    for (const origin of [
      'null',
      'https://evil.example',
      'http://localhost:5173',
      'https://shop.example.evil.com',
    ]) {
      const refused = await app.inject({ method: 'GET', url: '/health', headers: { origin } });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/cart/add',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('item 10: production seeds nothing unless asked', () => {
  it('item 10: a production server on an empty database seeds no demo shop without SEED_DEMO=1', async () => {
    const empty = await openTestDatabase();
    const bare = await buildApp(loadConfig({ ...PRODUCTION_ENV, DATA_DIR: dataDir }), { database: empty });
    try {
      await bare.ready();
      expect(await bare.db.select({ code: merchants.code }).from(merchants)).toEqual([]);
      for (const code of DEMO_MERCHANT_CODES) {
        const meta = await bare.inject({ method: 'GET', url: `/pay-razorpay/${code}` });
        expect(meta.statusCode, code).toBe(404);
      }
    } finally {
      await bare.close();
      await empty.close();
    }
  });
});

describe('NODE_ENV=production without settings', () => {
  it('the server process exits 1 with one message naming each missing setting', async () => {
    const { DATABASE_URL: _a, JWT_SECRET: _b, SMTP_URL: _c, CORS_ORIGIN: _d, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
      cwd: PACKAGE_ROOT,
      env: { ...inherited, NODE_ENV: 'production', DATA_DIR: join(dataDir, 'refused'), PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid server configuration for production (NODE_ENV=production):');
    for (const name of [
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'JWT_SECRET',
      'SMTP_URL',
      'CORS_ORIGIN',
    ]) {
      expect(output).toContain(`${name}: missing`);
    }
    expect(output).not.toContain('listening');
  }, 60_000);
});
