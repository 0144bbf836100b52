import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config';
import { startTestServer, TEST_MERCHANT, type TestServer } from './helper';
import { call, readOtp, signUp } from './session';

// Issue 22 items 3 (proxy trust), 4 (lock-outs that do not lock owners out) and 9 (a daily ceiling on
// OTP guesses), over real HTTP on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
// The counters are in memory here; they follow the app's clock (services.now), which these tests hold.

const servers: TestServer[] = [];
const proxies: Server[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const proxy of proxies) await new Promise((resolve) => proxy.close(resolve));
});

/** A server whose clock stands still at a fixed instant, moved only by `advance`. */
async function heldServer(overrides: Partial<AppConfig> = {}) {
  const server = await startTestServer(overrides);
  servers.push(server);
  const base = Date.now();
  let offset = 0;
  server.app.services.now = () => new Date(base + offset);
  return {
    server,
    advance(ms: number) {
      offset += ms;
    },
  };
}

const fresh = (label: string) => `${label}.${randomBytes(5).toString('hex')}@example.com`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
/** Asks for a password-reset code for `email`, from the address in `headers`. */
const resetSend = (server: TestServer, email: string, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/registeruser/api/resetsend-otp', {
    body: { email, main_id: TEST_MERCHANT },
    headers,
  });
const login = (server: TestServer, email: string, password: string, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/loginuser', { body: { email, password, main_id: TEST_MERCHANT }, headers });

/**
 * A reverse proxy as nginx would be set up: `append` adds the client's address to whatever
 * X-Forwarded-For it sent ($proxy_add_x_forwarded_for), `overwrite` replaces it ($remote_addr).
 */
async function reverseProxy(target: string, mode: 'append' | 'overwrite'): Promise<string> {
  const upstream = new URL(target);
  const proxy = createServer((incoming, outgoing) => {
    const client = incoming.socket.remoteAddress ?? '';
    const sent = incoming.headers['x-forwarded-for'];
    const headers = {
      ...incoming.headers,
      'x-forwarded-for': mode === 'append' && sent ? `${sent}, ${client}` : client,
    };
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
  proxies.push(proxy);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

/** A POST from a chosen local address (127.0.0.2 is another client on this machine's loopback). */
function postFrom(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  localAddress: string,
) {
  const target = new URL(path, url);
  const data = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(data);
  });
}

describe('item 3: proxy trust by hop count or the proxy address only', () => {
  it('item 3: with TRUST_PROXY=1 behind a proxy that appends, 30 sprays with forged X-Forwarded-For from one client are limited at 20', async () => {
    const { server } = await heldServer({ trustProxy: 1 });
    const proxy = await reverseProxy(server.url, 'append');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const body = { email: fresh(`spray${i}`), password: 'wrong-password', main_id: TEST_MERCHANT };
      statuses.push(await postFrom(proxy, '/loginuser', body, from(`203.0.113.${i + 1}`), '127.0.0.2'));
    }
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(10).fill(429)]);
  }, 60_000);

  it("item 3: with TRUST_PROXY naming the proxy's address behind a proxy that overwrites, the same 30 sprays are limited at 20", async () => {
    const { server } = await heldServer({ trustProxy: ['127.0.0.1'] });
    const proxy = await reverseProxy(server.url, 'overwrite');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const body = { email: fresh(`spray${i}`), password: 'wrong-password', main_id: TEST_MERCHANT };
      statuses.push(
        await postFrom(proxy, '/loginuser', body, from(`203.0.113.${i + 1}, 10.0.0.${i}`), '127.0.0.2'),
      );
    }
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(10).fill(429)]);
  }, 60_000);
});

describe('item 4: lock-outs that slow attackers without locking owners out', () => {
  it("item 4: 30 wrong passwords from 30 other addresses do not refuse the owner's right password from their own address; a new address is slowed, and a reset lifts it", async () => {
    const { server } = await heldServer({ trustProxy: 1 });
    // Signed up from 127.0.0.1 (no proxy header): the owner's address.
    const owner = await signUp(server);
    const attacks: number[] = [];
    for (let i = 1; i <= 30; i++)
      attacks.push((await login(server, owner.email, 'not-it', from(`203.0.113.${i}`))).status);
    expect(attacks).toEqual(Array(30).fill(401));

    const ownSignIn = await login(server, owner.email, owner.password);
    expect(ownSignIn.status).toBe(200);

    // Past 30 failures an hour from strangers' addresses the account is closed to new addresses,
    // and the answer says for how long.
    const elsewhere = from('198.51.100.77');
    const slowed = await login(server, owner.email, owner.password, elsewhere);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({
      message: 'Too many login attempts. Please try again in 60 minutes.',
    });
    expect(slowed.headers.get('retry-after')).toBe('3600');

    // The owner resets the password from that address: the lock lifts.
    expect((await resetSend(server, owner.email, elsewhere)).status).toBe(200);
    const reset = await call(server, 'POST', '/registeruser/api/reset-password', {
      body: {
        email: owner.email,
        otp: await readOtp(server, owner.email),
        newPassword: 'brand-new-789',
        main_id: TEST_MERCHANT,
      },
      headers: elsewhere,
    });
    expect(reset.status).toBe(200);
    expect((await login(server, owner.email, 'brand-new-789', elsewhere)).status).toBe(200);
  }, 120_000);

  it("item 4: the owner's own ten typos lock their address with the exact time left and Retry-After; a password reset lifts the lock", async () => {
    const { server, advance } = await heldServer({ trustProxy: 1 });
    const owner = await signUp(server);
    const phone = from('198.51.100.20');
    const typos: number[] = [];
    for (let i = 0; i < 10; i++) {
      typos.push((await login(server, owner.email, 'typo-password', phone)).status);
      // Five a minute from one address: the next minute for the next five.
      if (i % 5 === 4) advance(61_000);
    }
    expect(typos).toEqual(Array(10).fill(401));
    const locked = await login(server, owner.email, owner.password, phone);
    expect(locked.status).toBe(429);
    // 15 minutes from the first typo, 122 seconds ago: 778 seconds, 13 minutes rounded up.
    expect(locked.body).toMatchObject({
      message: 'Too many login attempts. Please try again in 13 minutes.',
    });
    expect(locked.headers.get('retry-after')).toBe('778');

    expect((await resetSend(server, owner.email, phone)).status).toBe(200);
    const verified = await call(server, 'POST', '/registeruser/api/verify-otp', {
      body: { email: owner.email, otp: await readOtp(server, owner.email), main_id: TEST_MERCHANT },
      headers: phone,
    });
    expect(verified.status).toBe(200);
    const reset = await call(server, 'POST', '/registeruser/api/reset-password', {
      body: { email: owner.email, newPassword: 'brand-new-789', main_id: TEST_MERCHANT },
      headers: phone,
    });
    expect(reset.status).toBe(200);
    expect((await login(server, owner.email, 'brand-new-789', phone)).status).toBe(200);
  }, 120_000);
});

describe('item 9: a daily ceiling on failed OTP checks', () => {
  it("item 9: new reset codes from new addresses every 31 s: 20 wrong guesses a day at one account, then 429 for 24 hours; the owner's address still resets", async () => {
    const { server, advance } = await heldServer({ trustProxy: 1 });
    const owner = await signUp(server);
    const guess = (path: string, ip: string, otp: string) =>
      call(server, 'POST', path, {
        body:
          path === '/registeruser/api/verify-otp'
            ? { email: owner.email, otp, main_id: TEST_MERCHANT }
            : { email: owner.email, otp, newPassword: 'attacker-pw-1', main_id: TEST_MERCHANT },
        headers: from(ip),
      });
    const statuses: number[] = [];
    for (let round = 0; round < 5; round++) {
      const ip = `203.0.113.${round + 1}`;
      expect((await resetSend(server, owner.email, from(ip))).status).toBe(200);
      // Five guesses at each code (its limit), through both routes that check codes.
      for (let i = 0; i < 5; i++) {
        const path = i % 2 === 0 ? '/registeruser/api/verify-otp' : '/registeruser/api/reset-password';
        const response = await guess(path, ip, String(100000 + round * 10 + i));
        statuses.push(response.status);
        if (round === 4 && i === 0) {
          // 24 hours from the first wrong guess, made 4 x 31 s ago.
          expect(response.body).toMatchObject({
            message: 'Too many requests. Please try again in 24 hours.',
          });
          expect(response.headers.get('retry-after')).toBe(String(24 * 3600 - 4 * 31));
        }
      }
      advance(31_000);
    }
    expect(statuses).toEqual([...Array(20).fill(400), ...Array(5).fill(429)]);

    // The owner, from the address they signed up from, still gets through.
    expect((await resetSend(server, owner.email)).status).toBe(200);
    const verified = await call(server, 'POST', '/registeruser/api/verify-otp', {
      body: { email: owner.email, otp: await readOtp(server, owner.email), main_id: TEST_MERCHANT },
    });
    expect(verified.status).toBe(200);

    // A day later strangers' guesses are checked again (a wrong code is a 400, not a 429).
    advance(24 * 60 * 60 * 1000);
    expect((await resetSend(server, owner.email, from('203.0.113.99'))).status).toBe(200);
    expect((await guess('/registeruser/api/verify-otp', '203.0.113.99', '999999')).status).toBe(400);
  }, 120_000);

  it('item 9: one address gets 30 wrong OTP checks a day across accounts and codes, then 429 for 24 hours', async () => {
    const { server, advance } = await heldServer();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    for (let account = 0; account < 7; account++) {
      const email = fresh(`guess${account}`);
      const sent = await call(server, 'POST', '/registeruser/api/send-otp', {
        body: { email, main_id: TEST_MERCHANT },
      });
      expect(sent.status).toBe(200);
      for (let i = 0; i < 5; i++) {
        const response = await call(server, 'POST', '/registeruser/api/verify-otp', {
          body: { email, otp: String(100000 + i), main_id: TEST_MERCHANT },
        });
        statuses.push(response.status);
        if (response.status === 429) refused ??= response;
      }
    }
    expect(statuses).toEqual([...Array(30).fill(400), ...Array(5).fill(429)]);
    expect(refused?.body).toMatchObject({ message: 'Too many requests. Please try again in 24 hours.' });
    expect(refused?.headers.get('retry-after')).toBe('86400');

    advance(24 * 60 * 60 * 1000);
    const email = fresh('next-day');
    expect(
      (await call(server, 'POST', '/registeruser/api/send-otp', { body: { email, main_id: TEST_MERCHANT } }))
        .status,
    ).toBe(200);
    const wrong = await call(server, 'POST', '/registeruser/api/verify-otp', {
      body: { email, otp: '123456', main_id: TEST_MERCHANT },
    });
    expect(wrong.status).toBe(400);
  }, 120_000);
});
