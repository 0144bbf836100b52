import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config';
import { tooManyLoginAttempts, tooManyRequestsFor } from '../src/platform/core';
import { startTestServer, TEST_MERCHANT, type TestServer } from './helper';
import { call, signUp } from './session';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) {
  console.warn(
    'rate-limits.test.ts: REDIS_URL is unset, so the Redis-backed runs are skipped (memory runs only).',
  );
}

type Store = 'memory' | 'redis';
const stores: Store[] = ['memory', 'redis'];

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

/** A server counting in memory, or in Redis under a prefix of its own (so runs never share counters). */
async function serverWith(store: Store, overrides: Partial<AppConfig> = {}, prefix?: string) {
  const server = await startTestServer({
    ...(store === 'redis' ? { redisUrl: REDIS_URL, redisKeyPrefix: prefix ?? uniquePrefix() } : {}),
    ...overrides,
  });
  servers.push(server);
  return server;
}
const uniquePrefix = () => `skatekit-test:${randomBytes(6).toString('hex')}:`;
const email = (label: string) => `${label}.${randomBytes(5).toString('hex')}@example.com`;
const login = (server: TestServer, address: string, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/loginuser', {
    body: { email: address, password: 'wrong-password', main_id: TEST_MERCHANT },
    headers,
  });

describe.each(stores)('rate limits, counters in %s', (store) => {
  const skip = store === 'redis' && !REDIS_URL;
  it.skipIf(skip)(
    'password spraying: 50 accounts from one IP - 20 wrong passwords, then 429 for every account',
    async () => {
      const server = await serverWith(store);
      const statuses: number[] = [];
      for (let i = 0; i < 50; i++) statuses.push((await login(server, email(`spray${i}`))).status);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(statuses.slice(20)).toEqual(Array(30).fill(429));
      const refused = await login(server, email('another'));
      // The answer says how long: the rest of the 15-minute window, as Retry-After and in words.
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
      expect(refused.body).toMatchObject({ message: tooManyLoginAttempts(retryAfter) });
    },
    120_000,
  );

  it.skipIf(skip)(
    'item 4: guessing one password from 32 IPs (TRUST_PROXY=1): 30 failures an hour, then 429 for new addresses; the owner signs in from theirs',
    async () => {
      const server = await serverWith(store, { trustProxy: 1 });
      // Signed up from 127.0.0.1: the owner's known address.
      const user = await signUp(server);
      const statuses: number[] = [];
      for (let ip = 1; ip <= 32; ip++) {
        statuses.push((await login(server, user.email, { 'x-forwarded-for': `203.0.113.${ip}` })).status);
      }
      expect(statuses).toEqual([...Array(30).fill(401), ...Array(2).fill(429)]);
      const right = (headers: Record<string, string>) =>
        call(server, 'POST', '/loginuser', {
          body: { email: user.email, password: user.password, main_id: TEST_MERCHANT },
          headers,
        });
      // The owner, from their own address, is not locked out by strangers.
      expect((await right({})).status).toBe(200);
      // A new address, even with the right password, waits out the hour.
      expect((await right({ 'x-forwarded-for': '198.51.100.9' })).status).toBe(429);
      // Another account from those IPs is not affected.
      expect((await login(server, email('bystander'), { 'x-forwarded-for': '203.0.113.1' })).status).toBe(
        401,
      );
    },
    120_000,
  );

  it.skipIf(skip)(
    'without TRUST_PROXY a forged X-Forwarded-For changes nothing: the 6th try on one address is 429',
    async () => {
      const server = await serverWith(store);
      const address = email('forged');
      const statuses: number[] = [];
      for (let ip = 1; ip <= 6; ip++) {
        statuses.push((await login(server, address, { 'x-forwarded-for': `203.0.113.${ip}` })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    },
    60_000,
  );

  it.skipIf(skip)(
    '200 OTP sends from one IP at once: exactly 20 are sent, the rest 429',
    async () => {
      const server = await serverWith(store);
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          call(server, 'POST', '/registeruser/api/send-otp', {
            body: { email: email(`otp${i}`), main_id: TEST_MERCHANT },
          }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(180);
      const refused = responses.find((response) => response.status === 429);
      expect(refused?.body).toMatchObject({
        message: tooManyRequestsFor(Number(refused?.headers.get('retry-after'))),
      });
    },
    120_000,
  );

  it.skipIf(skip)(
    'OTP_MAILS_PER_IP_HOUR=3: of 10 sends from one IP 3 are mailed, the rest 429; another IP still gets its code',
    async () => {
      const server = await serverWith(store, { otpMailsPerIpHour: 3, trustProxy: 1 });
      const send = (label: string, ip: string) =>
        call(server, 'POST', '/registeruser/api/send-otp', {
          body: { email: email(label), main_id: TEST_MERCHANT },
          headers: { 'x-forwarded-for': ip },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await send(`desk${i}`, '203.0.113.20')).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
      expect((await send('elsewhere', '198.51.100.20')).status).toBe(200);
    },
    60_000,
  );
});

describe.skipIf(!REDIS_URL)('counters in Redis (REDIS_URL)', () => {
  it('survive a restart: a new process on the same Redis still refuses the sprayer', async () => {
    const prefix = uniquePrefix();
    const first = await serverWith('redis', {}, prefix);
    for (let i = 0; i < 20; i++) expect((await login(first, email(`restart${i}`))).status).toBe(401);
    await first.close();
    servers.splice(servers.indexOf(first), 1);
    const second = await serverWith('redis', {}, prefix);
    expect((await login(second, email('after-restart'))).status).toBe(429);
  }, 120_000);
});
