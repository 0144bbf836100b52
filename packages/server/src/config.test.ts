import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { PACKAGE_ROOT } from './paths';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'skatekit-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs with no configuration: port 4000, PGlite, sandbox, GST 18', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 4000,
      host: 'localhost',
      dataDir,
      databaseUrl: undefined,
      nodeEnv: 'development',
      gstRate: 18,
      corsOrigin: [],
      devRoutes: false,
      trustProxy: false,
      redisUrl: undefined,
      seed: true,
      bodyLimit: 100 * 1024,
      otpMailsPerIpHour: 20,
      razorpay: { keyId: undefined, keySecret: undefined },
    });
  });

  it('puts a relative DATA_DIR under the server package (default .data)', () => {
    const config = loadConfig({ DATA_DIR: 'tmp-test-data', JWT_SECRET: 'x'.repeat(40) });
    expect(config.dataDir).toBe(join(PACKAGE_ROOT, 'tmp-test-data'));
  });

  it('generates a JWT secret once, persists it in DATA_DIR and reuses it on the next start', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET from the environment', () => {
    const secret = 's'.repeat(48);
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
      PUBLIC_URL: 'https://api.skate.example/',
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:587',
      RAZORPAY_KEY_ID: 'rzp_live_AbCdEf01234567',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
      JWT_SECRET: 'Jq7vR2xL9mN4pT8wK3zH6cF1bD5gS0yA',
      GST_RATE: '12',
      CORS_ORIGIN: 'https://a.example, https://b.example/',
      TRUST_PROXY: '1',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/shop',
      publicUrl: 'https://api.skate.example',
      nodeEnv: 'production',
      smtpUrl: 'smtp://mail:587',
      razorpay: { keyId: 'rzp_live_AbCdEf01234567', keySecret: 'secret' },
      gstRate: 12,
      corsOrigin: ['https://a.example', 'https://b.example'],
      devRoutes: false,
      trustProxy: 1,
      redisUrl: 'redis://cache:6379',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: ' ' }).port).toBe(4000);
  });

  it('refuses bad values with a message naming each variable', () => {
    expect(configError({ PORT: 'abc' })).toContain('PORT');
    expect(configError({ PORT: '70000' })).toContain('PORT');
    expect(configError({ DATABASE_URL: 'mysql://localhost/x' })).toContain(
      'DATABASE_URL: must start with postgres:// or postgresql://',
    );
    expect(configError({ GST_RATE: '150' })).toContain('GST_RATE');
    expect(configError({ NODE_ENV: 'staging' })).toContain('NODE_ENV');
    expect(configError({ JWT_SECRET: 'short' })).toContain('JWT_SECRET: must be at least 32 characters');
    const both = configError({ PORT: 'x', PUBLIC_URL: 'not a url' });
    expect(both).toContain('PORT');
    expect(both).toContain('PUBLIC_URL');
  });
});

const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEf01234567',
  RAZORPAY_KEY_SECRET: 'live-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  JWT_SECRET: 'Jq7vR2xL9mN4pT8wK3zH6cF1bD5gS0yA',
  SMTP_URL: 'smtp://mail.example:587',
  CORS_ORIGIN: 'https://shop.example',
};

describe('production settings', () => {
  it('NODE_ENV=production with nothing set names each missing setting in one message', () => {
    const message = configError({ NODE_ENV: 'production' });
    expect(message).toContain('Invalid server configuration for production (NODE_ENV=production):');
    for (const name of [
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'JWT_SECRET',
      'SMTP_URL',
      'CORS_ORIGIN',
    ]) {
      expect(message).toContain(`  ${name}: missing`);
    }
  });

  it('names only what is missing, and refuses the sandbox key id and dev helpers', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = PRODUCTION_SETTINGS;
    const message = configError({
      ...withoutSmtp,
      RAZORPAY_KEY_ID: 'rzp_test_sandbox',
      SKATEKIT_DEV_ROUTES: '1',
      HOST: '127.0.0.1',
    });
    expect(message).toContain('SMTP_URL: missing');
    expect(message).toContain('RAZORPAY_KEY_ID: the sandbox key id takes no money');
    expect(message).toContain('SKATEKIT_DEV_ROUTES: dev helpers never run in production');
    expect(message).not.toContain('JWT_SECRET');
    expect(message).not.toContain('CORS_ORIGIN');
  });

  it('the compiled server defaults to production; an explicit NODE_ENV wins', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir() }, {}, { defaultNodeEnv: 'production' })).toThrow(
      /JWT_SECRET: missing/,
    );
    const config = loadConfig(
      { DATA_DIR: tempDir(), ...PRODUCTION_SETTINGS },
      {},
      { defaultNodeEnv: 'production' },
    );
    expect(config.nodeEnv).toBe('production');
    expect(config.devRoutes).toBe(false);
    expect(
      loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'test' }, {}, { defaultNodeEnv: 'production' }).nodeEnv,
    ).toBe('test');
  });

  it('CORS_ORIGIN takes a list of origins only: never *, null or a path', () => {
    expect(configError({ CORS_ORIGIN: '*' })).toContain('CORS_ORIGIN: "*" is not an origin');
    expect(configError({ CORS_ORIGIN: 'https://a.example,null' })).toContain(
      'CORS_ORIGIN: "null" is not an origin',
    );
    expect(configError({ CORS_ORIGIN: 'https://a.example/shop' })).toContain('is not an origin');
  });

  it('dev helpers listen on loopback only', () => {
    expect(configError({ SKATEKIT_DEV_ROUTES: '1', HOST: '0.0.0.0' })).toContain(
      'SKATEKIT_DEV_ROUTES: dev helpers listen on loopback only, not HOST=0.0.0.0',
    );
    for (const host of ['localhost', '127.0.0.1', '::1']) {
      expect(loadConfig({ DATA_DIR: tempDir(), SKATEKIT_DEV_ROUTES: '1', HOST: host }).devRoutes).toBe(true);
    }
    // Development is not enough on its own: the helpers are off unless asked for.
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'development' }).devRoutes).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'test' }).devRoutes).toBe(false);
  });

  it('item 10: production refuses Razorpay test keys (unless SKATEKIT_ALLOW_TEST_KEYS=1 on staging) and made-up key ids', () => {
    expect(configError({ ...PRODUCTION_SETTINGS, RAZORPAY_KEY_ID: 'rzp_test_AbCdEf01234567' })).toContain(
      'RAZORPAY_KEY_ID: a test key (rzp_test_...) takes no money; set the live key, or SKATEKIT_ALLOW_TEST_KEYS=1 on a staging server',
    );
    for (const made_up of [
      'rzp_live_prodtest',
      'rzp_live_AbCdEf0123456!',
      'rzp_live_AbCdEf012345678',
      'live_key',
      'rzp_live_',
    ]) {
      expect(configError({ ...PRODUCTION_SETTINGS, RAZORPAY_KEY_ID: made_up }), made_up).toContain(
        'RAZORPAY_KEY_ID: not a Razorpay key id (rzp_live_ and 14 letters or digits)',
      );
    }
    const staging = loadConfig({
      DATA_DIR: tempDir(),
      ...PRODUCTION_SETTINGS,
      RAZORPAY_KEY_ID: 'rzp_test_AbCdEf01234567',
      SKATEKIT_ALLOW_TEST_KEYS: '1',
    });
    expect(staging.razorpay.keyId).toBe('rzp_test_AbCdEf01234567');
    // The override takes test keys, not made-up ones nor the sandbox's.
    for (const keyId of ['rzp_test_sandbox', 'rzp_test_x']) {
      expect(
        configError({ ...PRODUCTION_SETTINGS, RAZORPAY_KEY_ID: keyId, SKATEKIT_ALLOW_TEST_KEYS: '1' }),
      ).toContain('RAZORPAY_KEY_ID: ');
    }
    // Outside production any key id goes (local runs, tests).
    expect(loadConfig({ DATA_DIR: tempDir(), RAZORPAY_KEY_ID: 'rzp_test_x' }).razorpay.keyId).toBe(
      'rzp_test_x',
    );
  });

  it('item 10: production refuses a low-entropy JWT_SECRET (one repeated character, a short pattern)', () => {
    for (const weak of ['a'.repeat(32), 'a'.repeat(64), 'ab'.repeat(30), '0123456789abcd'.repeat(3)]) {
      expect(configError({ ...PRODUCTION_SETTINGS, JWT_SECRET: weak }), weak).toMatch(
        /JWT_SECRET: has only \d+ distinct characters \(at least 16\)/,
      );
    }
    expect(configError({ ...PRODUCTION_SETTINGS, JWT_SECRET: 'short' })).toContain(
      'JWT_SECRET: must be at least 32 characters',
    );
  });

  it('item 10: production seeds the demo shops only when asked (SEED_DEMO=1); elsewhere by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), ...PRODUCTION_SETTINGS }).seed).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), ...PRODUCTION_SETTINGS, SEED: 'true' }).seed).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), ...PRODUCTION_SETTINGS, SEED_DEMO: '1' }).seed).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'development' }).seed).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'development', SEED: 'false' }).seed).toBe(false);
  });
});

describe('item 3: TRUST_PROXY by hop count or proxy addresses only', () => {
  it('item 3: TRUST_PROXY=true is refused in production (and elsewhere), saying what to set instead', () => {
    const message = configError({ ...PRODUCTION_SETTINGS, TRUST_PROXY: 'true' });
    expect(message).toContain('Invalid server configuration for production (NODE_ENV=production):');
    expect(message).toContain(
      '  TRUST_PROXY: "true" lets any client choose its address (X-Forwarded-For) and walk past every per-address limit; ' +
        'set how many proxies are in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.0.0.0/8)',
    );
    expect(configError({ NODE_ENV: 'development', TRUST_PROXY: 'true' })).toContain('TRUST_PROXY: "true"');
  });

  it('item 3: takes a hop count or a list of proxy addresses and ranges, and refuses anything else', () => {
    const load = (TRUST_PROXY: string) =>
      loadConfig({ DATA_DIR: tempDir(), ...PRODUCTION_SETTINGS, TRUST_PROXY }).trustProxy;
    expect(load('1')).toBe(1);
    expect(load('2')).toBe(2);
    expect(load('10.0.0.5,10.0.0.0/8')).toEqual(['10.0.0.5', '10.0.0.0/8']);
    expect(load('10.0.0.5, fd00::/8, loopback')).toEqual(['10.0.0.5', 'fd00::/8', 'loopback']);
    expect(load('false')).toBe(false);
    expect(configError({ TRUST_PROXY: 'yes' })).toContain('TRUST_PROXY: "yes" is not a proxy address');
    expect(configError({ TRUST_PROXY: '10.0.0.0/33,nginx' })).toContain(
      'TRUST_PROXY: "10.0.0.0/33", "nginx" is not a proxy address',
    );
  });

  // Issue 40, item 8: two halves of the address space were taken (the same as "true") and /0 crashed the
  // start with proxy-addr's stack trace.
  it('item 8: refuses a list that covers every address, in any pieces, with a sentence and no stack', () => {
    expect(configError({ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' })).toContain(
      '  TRUST_PROXY: 0.0.0.0/1,128.0.0.0/1 covers every IPv4 address, the same as "true": any client could choose ' +
        'its address (X-Forwarded-For); name only the proxies in front (TRUST_PROXY=10.0.0.5 or 10.0.0.0/8)',
    );
    expect(configError({ TRUST_PROXY: '0.0.0.0/0' })).toContain(
      'TRUST_PROXY: 0.0.0.0/0 covers every IPv4 address',
    );
    expect(configError({ TRUST_PROXY: '10.0.0.5, ::/0' })).toContain('covers every IPv6 address');
    expect(configError({ TRUST_PROXY: '::/1, 8000::/1, 0.0.0.0/0' })).toContain(
      'covers every IPv4 and every IPv6 address',
    );
    expect(configError({ TRUST_PROXY: '0.0.0.0/2,64.0.0.0/2,128.0.0.0/2,192.0.0.0/2' })).toContain(
      'covers every IPv4 address',
    );
    const load = (TRUST_PROXY: string) =>
      loadConfig({ DATA_DIR: tempDir(), ...PRODUCTION_SETTINGS, TRUST_PROXY }).trustProxy;
    // Three quarters of the space is a bad idea but names proxies: taken as written.
    expect(load('0.0.0.0/2,64.0.0.0/2,128.0.0.0/2')).toEqual(['0.0.0.0/2', '64.0.0.0/2', '128.0.0.0/2']);
    expect(load('fd00::/8,10.0.0.0/8')).toEqual(['fd00::/8', '10.0.0.0/8']);
  });

  // Issue 40, item 7: a row claimed by an instance that died mid-send waited out a lease of the send
  // timeout + 60 s with no setting; the instance-kill chaos test (test/failover.test.ts) shortens it.
  it('item 7: the outbox lease is the send timeout + 60 s unless set, longer than a send, and nonsense is refused', () => {
    const outbox = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env }).outbox;
    expect(outbox({})).toEqual({ sendTimeoutMs: 30_000, leaseMs: 90_000 });
    expect(outbox({ OUTBOX_SEND_TIMEOUT_MS: '2000' })).toEqual({ sendTimeoutMs: 2_000, leaseMs: 62_000 });
    expect(outbox({ OUTBOX_SEND_TIMEOUT_MS: '2000', OUTBOX_LEASE_MS: '3000' })).toEqual({
      sendTimeoutMs: 2_000,
      leaseMs: 3_000,
    });
    expect(configError({ OUTBOX_LEASE_MS: '5000' })).toContain(
      '  OUTBOX_LEASE_MS: 5000 is not longer than a send may take (OUTBOX_SEND_TIMEOUT_MS 30000): another ' +
        'instance could send a mail again while its sender still waits for the mail server; leave it unset ' +
        '(the send timeout + 60000) or set more than the send timeout',
    );
    expect(configError({ OUTBOX_SEND_TIMEOUT_MS: '3000', OUTBOX_LEASE_MS: '3000' })).toContain(
      'OUTBOX_LEASE_MS: 3000 is not longer than a send may take',
    );
    for (const bad of ['soon', '-1', '0', '1.5', '90s'])
      expect(configError({ OUTBOX_LEASE_MS: bad })).toContain('OUTBOX_LEASE_MS');
    for (const bad of ['never', '0', '99'])
      expect(configError({ OUTBOX_SEND_TIMEOUT_MS: bad })).toContain('OUTBOX_SEND_TIMEOUT_MS');
  });

  it('item 8: the server refuses /0 at start with the sentence, not a stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, TRUST_PROXY: '0.0.0.0/0', DATA_DIR: tempDir(), PORT: '0', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('TRUST_PROXY: 0.0.0.0/0 covers every IPv4 address');
    expect(run.stderr).not.toContain('    at ');
  });
});
