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
      corsOrigin: true,
      seed: true,
      bodyLimit: 100 * 1024,
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
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      GST_RATE: '12',
      CORS_ORIGIN: 'https://a.example, https://b.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/shop',
      publicUrl: 'https://api.skate.example',
      nodeEnv: 'production',
      smtpUrl: 'smtp://mail:587',
      razorpay: { keyId: 'rzp_live_x', keySecret: 'secret' },
      gstRate: 12,
      corsOrigin: ['https://a.example', 'https://b.example'],
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
