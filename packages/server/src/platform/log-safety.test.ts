import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { openTestDatabase, testConfig } from '../../test/helper';
import type { Database } from '../db/client';
import { users } from '../db/schema';

let app: App;
let database: Database;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), {
    database,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
  // A query that fails while carrying a password hash and an Aadhaar-like number as parameters.
  app.post('/__probe/failing-query', async () => {
    await app.db.insert(users).values({
      main_id: 'NO-SUCH-MERCHANT',
      email: 'aadhaar-123456789012@example.com',
      password_hash: 'scrypt$SECRET-HASH-VALUE',
    });
    return { ok: true };
  });
  app.post('/__probe/echo', async (request) => {
    request.log.info({ body: request.body, headers: request.headers }, 'probe');
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('log lines carry no secrets or personal data', () => {
  it('a failed query is logged without its parameters, and answered with a generic 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/__probe/failing-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ message: 'Something went wrong. Please try again later.' });
    const logged = lines.join('\n');
    expect(logged).toContain('unhandled error');
    expect(logged).not.toContain('SECRET-HASH-VALUE');
    expect(logged).not.toContain('123456789012');
  });

  it('passwords, OTPs, Aadhaar numbers, tokens and the Authorization header are redacted', async () => {
    await app.inject({
      method: 'POST',
      url: '/__probe/echo',
      headers: { authorization: 'Bearer TOKEN-VALUE' },
      payload: {
        password: 'PASSWORD-VALUE',
        otp: '654321',
        aadhar: '999988887777',
        refreshToken: 'REFRESH-VALUE',
      },
    });
    const logged = lines.join('\n');
    expect(logged).toContain('[redacted]');
    for (const secret of ['TOKEN-VALUE', 'PASSWORD-VALUE', '654321', '999988887777', 'REFRESH-VALUE']) {
      expect(logged).not.toContain(secret);
    }
  });
});
