import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createFirebaseAdminSender } from './firebase-admin';

// Push and Google settings of the server's configuration (config.ts), and the optional Admin SDK.

const dir = mkdtempSync(join(tmpdir(), 'skatekit-push-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PRODUCTION = {
  NODE_ENV: 'production',
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEf01234567',
  RAZORPAY_KEY_SECRET: 'live-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  JWT_SECRET: 'Jq7vR2xL9mN4pT8wK3zH6cF1bD5gS0yA',
  SMTP_URL: 'smtp://mail.example:587',
  CORS_ORIGIN: 'https://shop.example',
  DATA_DIR: dir,
};

const ACCOUNT = JSON.stringify({
  type: 'service_account',
  project_id: 'skate-shop-42',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIsecret\n-----END PRIVATE KEY-----\n',
  client_email: 'push@skate-shop-42.iam.gserviceaccount.com',
});

function problems(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('push settings', () => {
  it('are off in production unless asked for, and the fake with the dev helpers', () => {
    expect(loadConfig(PRODUCTION).push).toEqual({ provider: 'off' });
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', SKATEKIT_DEV_ROUTES: '1' }).push.provider).toBe(
      'fake',
    );
    expect(loadConfig({ DATA_DIR: dir }).push.provider).toBe('off');
  });

  it('fcm needs a readable service account, named without quoting its key', () => {
    expect(problems({ ...PRODUCTION, PUSH_PROVIDER: 'fcm' })).toContain(
      '  FIREBASE_SERVICE_ACCOUNT: missing (PUSH_PROVIDER=fcm needs the Firebase service account JSON, or its path)',
    );
    expect(
      problems({ ...PRODUCTION, PUSH_PROVIDER: 'fcm', FIREBASE_SERVICE_ACCOUNT: join(dir, 'nope.json') }),
    ).toContain(
      `  FIREBASE_SERVICE_ACCOUNT: not a usable service account (cannot read the file ${join(dir, 'nope.json')})`,
    );
    const broken = '{"project_id":"p","private_key":"-----BEGIN PRIVATE KEY-----MIIsecret';
    const message = problems({ ...PRODUCTION, PUSH_PROVIDER: 'fcm', FIREBASE_SERVICE_ACCOUNT: broken });
    expect(message).toContain(
      '  FIREBASE_SERVICE_ACCOUNT: not a usable service account (the value is not JSON)',
    );
    expect(message).not.toContain('MIIsecret');
    expect(
      problems({ ...PRODUCTION, PUSH_PROVIDER: 'fcm', FIREBASE_SERVICE_ACCOUNT: '{"project_id":"p"}' }),
    ).toContain('(the service account has no project_id or private_key)');

    const file = join(dir, 'service-account.json');
    writeFileSync(file, ACCOUNT);
    expect(loadConfig({ ...PRODUCTION, PUSH_PROVIDER: 'fcm', FIREBASE_SERVICE_ACCOUNT: file }).push).toEqual({
      provider: 'fcm',
      serviceAccount: file,
    });
  });

  it('production refuses the fake; elsewhere the fake needs the dev helpers or an endpoint', () => {
    expect(problems({ ...PRODUCTION, PUSH_PROVIDER: 'fake' })).toContain(
      '  PUSH_PROVIDER: the fake FCM delivers to nobody; use fcm (or off) in production',
    );
    expect(problems({ PUSH_PROVIDER: 'fake' })).toContain(
      '  PUSH_PROVIDER: fake needs the dev helpers (SKATEKIT_DEV_ROUTES=1) or FCM_ENDPOINT',
    );
    expect(
      loadConfig({ DATA_DIR: dir, PUSH_PROVIDER: 'fake', FCM_ENDPOINT: 'http://127.0.0.1:9099/' }).push,
    ).toEqual({
      provider: 'fake',
      fakeEndpoint: 'http://127.0.0.1:9099',
    });
  });

  it('without the optional firebase-admin package installed, fcm says what to install', async () => {
    await expect(createFirebaseAdminSender(ACCOUNT)).rejects.toThrow(
      'PUSH_PROVIDER=fcm needs the optional package firebase-admin: npm install firebase-admin (in packages/server)',
    );
  });
});

describe('Google audiences', () => {
  it('GOOGLE_CLIENT_ID takes the web, Android and iOS client ids, comma-separated', () => {
    const ids = [
      '111-web.apps.googleusercontent.com',
      '222-android.apps.googleusercontent.com',
      '333-ios.apps.googleusercontent.com',
    ];
    expect(loadConfig({ DATA_DIR: dir, GOOGLE_CLIENT_ID: ` ${ids.join(' , ')} ` }).googleClientIds).toEqual(
      ids,
    );
    expect(loadConfig({ DATA_DIR: dir }).googleClientIds).toEqual([]);
  });
});
