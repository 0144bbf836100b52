import { ADMIN_AUTH_TEXTS as T } from '@skatekit/console-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/helper';
import { auditLog, merchantSettings, staff, staffChallenges, staffSessions } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { DEMO_OWNER_PASSWORD } from '../../seed/demo-owners';
import { ADMIN_COOKIE, hashToken } from './guard';

/*
 * The console's sign-in over real HTTP: passwords, the owner's mailed second factor, the sign-in limits
 * (which an attacker cannot turn into a lock-out of the owner), login CSRF, the session cookie, logout
 * and expiry. TRUST_PROXY is on so each test can speak from its own addresses (X-Forwarded-For).
 */

let server: TestServer;
const realNow = () => new Date();

beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server.close());
afterEach(() => {
  server.app.services.now = realNow;
});

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** POST to /admin/api{path} as the console's sign-in page does (same origin), from `ip`. */
async function post<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  options: { ip?: string; headers?: Record<string, string>; cookie?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${server.url}/admin/api${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      origin: server.url,
      'x-forwarded-for': options.ip ?? '10.1.0.1',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

async function get<T = Record<string, unknown>>(path: string, cookie: string): Promise<Answer<T>> {
  const response = await fetch(`${server.url}/admin/api${path}`, { headers: { cookie } });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

/** `name=value` of the session cookie a response sets. */
function sessionCookie(headers: Headers): string {
  const line = headers.getSetCookie().find((c) => c.startsWith(`${ADMIN_COOKIE}=`));
  if (!line) throw new Error('no session cookie set');
  return line.split(';')[0];
}

let counter = 0;
/** A member of staff with a password, made in the database. */
async function member(
  options: { merchant?: string; role?: 'owner' | 'staff'; status?: 'active' | 'disabled' } = {},
) {
  counter += 1;
  const merchant = options.merchant ?? 'SKATE01';
  const email = `member${counter}@${merchant.toLowerCase()}.test`;
  const password = `right-password-${counter}`;
  const [row] = await server.app.db
    .insert(staff)
    .values({
      main_id: merchant,
      email,
      name: `Member ${counter}`,
      role: options.role ?? 'staff',
      status: options.status ?? 'active',
      password_hash: await hashPassword(password),
    })
    .returning();
  return { id: row.id, merchant, email, password };
}

/** The code in the newest mail to `email` (the outbox: tests send no real mail). */
async function mailedCode(email: string): Promise<string> {
  const [mail] = await server.app.services.outbox!.list(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Puts the app's clock at the start of a fresh 15-minute window (the limits' windows are clock-aligned). */
function freshWindow(): number {
  const window = 15 * 60_000;
  const start = (Math.floor(Date.now() / window) + 1 + counter) * window + 1_000;
  server.app.services.now = () => new Date(start);
  return start;
}

describe('sign-in', () => {
  it('a member of staff signs in with store code, e-mail and password; the cookie is exactly HttpOnly, Secure, SameSite=Strict, Path=/admin', async () => {
    const m = await member();
    const res = await post<{
      status: string;
      session: { csrfToken: string; staff: { email: string }; merchant: { code: string } };
    }>('/auth/login', { merchant: 'skate01', email: m.email.toUpperCase(), password: m.password });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('signed-in');
    expect(res.body.session.staff.email).toBe(m.email);
    expect(res.body.session.merchant.code).toBe('SKATE01');
    const [line] = res.headers.getSetCookie();
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    expect(pair).toMatch(new RegExp(`^${ADMIN_COOKIE}=[A-Za-z0-9_-]{43}$`));
    expect(attributes.sort()).toEqual(['HttpOnly', 'Path=/admin', 'SameSite=Strict', 'Secure']);

    // Only the token's SHA-256 is stored.
    const token = pair.split('=')[1];
    const sessions = await server.app.db.select().from(staffSessions).where(eq(staffSessions.staff_id, m.id));
    expect(sessions.map((s) => s.token_hash)).toEqual([hashToken(token)]);
    expect(sessions[0].expires_at.getTime() - sessions[0].createdAt.getTime()).toBeGreaterThan(
      12 * 3_600_000 - 60_000,
    );

    const session = await get<{ csrfToken: string; permissions: string[] }>('/session', pair);
    expect(session.status).toBe(200);
    expect(session.body.csrfToken).toBe(res.body.session.csrfToken);
    expect(session.body.permissions).not.toContain('staff.invite');

    const audit = await server.app.db.select().from(auditLog).where(eq(auditLog.entity_id, m.id));
    expect(audit.map((a) => a.action)).toEqual(['staff.sign-in']);
  });

  it('an owner gets a 6-digit code by mail after the right password and signs in with it', async () => {
    const email = 'owner@skate01.test';
    const res = await post<{ status: string; challengeId: string; sentTo: string }>(
      '/auth/login',
      {
        merchant: 'SKATE01',
        email,
        password: DEMO_OWNER_PASSWORD,
      },
      { ip: '10.2.0.1' },
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('second-factor');
    expect(res.body.sentTo).toBe('o***@skate01.test');
    expect(res.headers.getSetCookie()).toEqual([]);
    const code = await mailedCode(email);
    // Only a hash of the code is stored.
    const [challenge] = await server.app.db
      .select()
      .from(staffChallenges)
      .where(eq(staffChallenges.id, res.body.challengeId));
    expect(challenge.code_hash).not.toContain(code);

    const signedIn = await post<{ status: string; session: { staff: { role: string } } }>(
      '/auth/second-factor',
      { challengeId: res.body.challengeId, code },
      { ip: '10.2.0.1' },
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.status).toBe('signed-in');
    expect(signedIn.body.session.staff.role).toBe('owner');
    expect((await get('/session', sessionCookie(signedIn.headers))).status).toBe(200);

    // The code works once.
    const again = await post(
      '/auth/second-factor',
      { challengeId: res.body.challengeId, code },
      { ip: '10.2.0.1' },
    );
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(T.CODE_EXPIRED);
  });

  it('a wrong code spends one of 5 tries; a code older than 10 minutes is refused', async () => {
    const owner = await member({ role: 'owner' });
    const ip = '10.3.0.1';
    const login = await post<{ challengeId: string }>(
      '/auth/login',
      { merchant: 'SKATE01', email: owner.email, password: owner.password },
      { ip },
    );
    const code = await mailedCode(owner.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await post(
        '/auth/second-factor',
        { challengeId: login.body.challengeId, code: wrong },
        { ip },
      );
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(T.CODE_WRONG);
    }
    const fifth = await post(
      '/auth/second-factor',
      { challengeId: login.body.challengeId, code: wrong },
      { ip },
    );
    expect(fifth.body.message).toBe(T.CODE_TOO_MANY_TRIES);
    // Even the right code is refused now (from another address: this one has spent its 5 failures).
    const right = await post(
      '/auth/second-factor',
      { challengeId: login.body.challengeId, code },
      { ip: '10.3.0.3' },
    );
    expect(right.status).toBe(401);
    expect(right.body.message).toBe(T.CODE_TOO_MANY_TRIES);

    const second = await post<{ challengeId: string }>(
      '/auth/login',
      { merchant: 'SKATE01', email: owner.email, password: owner.password },
      { ip: '10.3.0.2' },
    );
    const secondCode = await mailedCode(owner.email);
    const start = Date.now();
    server.app.services.now = () => new Date(start + 10 * 60_000 + 1_000);
    const late = await post(
      '/auth/second-factor',
      { challengeId: second.body.challengeId, code: secondCode },
      { ip: '10.3.0.2' },
    );
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(T.CODE_EXPIRED);
  });

  it('a wrong password, an unknown e-mail, an unknown store and an invitee all answer "Wrong e-mail or password", with the same password work', async () => {
    const m = await member();
    const [invitee] = await server.app.db
      .insert(staff)
      .values({ main_id: 'SKATE01', email: `invitee${counter}@skate01.test`, status: 'invited' })
      .returning();
    const attempts = [
      { merchant: 'SKATE01', email: m.email, password: 'not-the-password' },
      { merchant: 'SKATE01', email: 'nobody@skate01.test', password: 'not-the-password' },
      { merchant: 'NOSUCH', email: m.email, password: m.password },
      { merchant: 'SKATE01', email: invitee.email, password: 'anything-at-all' },
    ];
    const timings: number[][] = attempts.map(() => []);
    for (let round = 0; round < 3; round++) {
      for (const [i, body] of attempts.entries()) {
        const started = performance.now();
        const res = await post('/auth/login', body, { ip: `10.4.${round}.${i}` });
        timings[i].push(performance.now() - started);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(T.WRONG_CREDENTIALS);
      }
    }
    // Every path hashes a password (scrypt, tens of ms): an unknown account is not measurably faster.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
    const wrongPassword = median(timings[0]);
    for (const other of timings.slice(1)) expect(median(other)).toBeGreaterThan(wrongPassword * 0.5);
  });

  it('an attacker guessing the owner password from other addresses gets 429 with Retry-After, and the owner still signs in from their own address', async () => {
    const owner = await member({ role: 'owner' });
    const start = freshWindow();
    const wrong = { merchant: 'SKATE01', email: owner.email, password: 'guess-guess' };
    // One attacker address: 5 failures, then refused for the rest of the window.
    for (let i = 0; i < 5; i++)
      expect((await post('/auth/login', wrong, { ip: '203.0.113.9' })).status).toBe(401);
    const refused = await post('/auth/login', { ...wrong, password: owner.password }, { ip: '203.0.113.9' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('899');
    expect(refused.body.message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    // Many attacker addresses, 5 failures each.
    for (let a = 0; a < 4; a++) {
      for (let i = 0; i < 5; i++) await post('/auth/login', wrong, { ip: `198.51.100.${a}` });
    }
    // The owner, from their own address, is not locked out.
    const ownerLogin = await post<{ status: string }>(
      '/auth/login',
      { ...wrong, password: owner.password },
      { ip: '192.0.2.44' },
    );
    expect(ownerLogin.status).toBe(200);
    expect(ownerLogin.body.status).toBe('second-factor');
    // A window later the attacker's address may try again (and is counted again).
    server.app.services.now = () => new Date(start + 15 * 60_000);
    expect((await post('/auth/login', wrong, { ip: '203.0.113.9' })).status).toBe(401);
  });

  it('one address spraying many accounts is stopped after 30 failures; a right password does not count', async () => {
    freshWindow();
    const ip = '203.0.113.77';
    const m = await member();
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/auth/login', { merchant: 'SKATE01', email: m.email, password: m.password }, { ip }))
          .status,
      ).toBe(200);
    }
    for (let i = 0; i < 30; i++) {
      const res = await post(
        '/auth/login',
        { merchant: 'SKATE01', email: `spray${i}@skate01.test`, password: 'Password1' },
        { ip },
      );
      expect(res.status).toBe(401);
    }
    const blocked = await post(
      '/auth/login',
      { merchant: 'SKATE01', email: m.email, password: m.password },
      { ip },
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (
        await post(
          '/auth/login',
          { merchant: 'SKATE01', email: m.email, password: m.password },
          { ip: '203.0.113.78' },
        )
      ).status,
    ).toBe(200);
  });

  it('a sign-in or a code from another site is refused (login CSRF) and starts no session', async () => {
    const m = await member();
    const before = await server.app.db.select().from(staffSessions).where(eq(staffSessions.staff_id, m.id));
    const body = { merchant: 'SKATE01', email: m.email, password: m.password };
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: server.url },
    ]) {
      const res = await post('/auth/login', body, { headers, ip: '10.5.0.1' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(T.NOT_FROM_CONSOLE);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const code = await post(
      '/auth/second-factor',
      { challengeId: 'x'.repeat(36), code: '123456' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(code.status).toBe(403);
    const after = await server.app.db.select().from(staffSessions).where(eq(staffSessions.staff_id, m.id));
    expect(after.length).toBe(before.length);
  });

  it('a disabled member with the right password is told the account is disabled; a wrong one gets the usual answer', async () => {
    const m = await member({ status: 'disabled' });
    const right = await post(
      '/auth/login',
      { merchant: 'SKATE01', email: m.email, password: m.password },
      { ip: '10.6.0.1' },
    );
    expect(right.status).toBe(403);
    expect(right.body.message).toBe(T.ACCOUNT_DISABLED);
    const wrong = await post(
      '/auth/login',
      { merchant: 'SKATE01', email: m.email, password: 'wrong-wrong' },
      { ip: '10.6.0.1' },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(T.WRONG_CREDENTIALS);
  });
});

describe('sessions', () => {
  async function signIn(ip: string) {
    const m = await member();
    const res = await post<{ session: { csrfToken: string } }>(
      '/auth/login',
      { merchant: 'SKATE01', email: m.email, password: m.password },
      { ip },
    );
    expect(res.status).toBe(200);
    return { ...m, cookie: sessionCookie(res.headers), csrf: res.body.session.csrfToken };
  }

  it('logout revokes the session server-side and clears the cookie; the old cookie then gets 401', async () => {
    const m = await signIn('10.7.0.1');
    const out = await post('/auth/logout', undefined, {
      cookie: m.cookie,
      headers: { 'x-csrf-token': m.csrf },
    });
    expect(out.status).toBe(204);
    const [cleared] = out.headers.getSetCookie();
    expect(cleared).toMatch(new RegExp(`^${ADMIN_COOKIE}=;`));
    expect(cleared).toContain('Path=/admin');
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const after = await get('/session', m.cookie);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(T.SESSION_ENDED);
    const [row] = await server.app.db.select().from(staffSessions).where(eq(staffSessions.staff_id, m.id));
    expect(row.revoked_at).not.toBeNull();
    const audit = await server.app.db.select().from(auditLog).where(eq(auditLog.entity_id, m.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['staff.sign-in', 'staff.sign-out']);
  });

  it('a logout without the CSRF header or from another site is refused and the session lives on', async () => {
    const m = await signIn('10.7.0.2');
    expect((await post('/auth/logout', undefined, { cookie: m.cookie })).status).toBe(403);
    expect(
      (
        await post('/auth/logout', undefined, {
          cookie: m.cookie,
          headers: { 'x-csrf-token': m.csrf, origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
    expect((await get('/session', m.cookie)).status).toBe(200);
  });

  it('a session ends 12 hours after sign-in (401)', async () => {
    const m = await signIn('10.7.0.3');
    const start = Date.now();
    server.app.services.now = () => new Date(start + 11 * 3_600_000);
    expect((await get('/session', m.cookie)).status).toBe(200);
    server.app.services.now = () => new Date(start + 12 * 3_600_000 + 60_000);
    const expired = await get('/session', m.cookie);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(T.SESSION_ENDED);
  });

  it('no cookie, or a made-up one, is 401', async () => {
    const none = await fetch(`${server.url}/admin/api/session`);
    expect(none.status).toBe(401);
    expect((await get('/session', `${ADMIN_COOKIE}=${'A'.repeat(43)}`)).status).toBe(401);
  });

  it('a cross-site write carrying a valid staff cookie is refused with 403 and changes nothing', async () => {
    const owner = await member({ role: 'owner' });
    // Owners sign in with a code; this one gets a session through the second factor.
    const login = await post<{ challengeId: string }>(
      '/auth/login',
      { merchant: 'SKATE01', email: owner.email, password: owner.password },
      { ip: '10.7.0.9' },
    );
    const done = await post<{ session: { csrfToken: string } }>(
      '/auth/second-factor',
      { challengeId: login.body.challengeId, code: await mailedCode(owner.email) },
      { ip: '10.7.0.9' },
    );
    const cookie = sessionCookie(done.headers);
    const csrf = done.body.session.csrfToken;
    const settingsBefore = await server.app.db
      .select()
      .from(merchantSettings)
      .where(eq(merchantSettings.main_id, 'SKATE01'));
    const auditBefore = await server.app.db.select().from(auditLog).where(eq(auditLog.main_id, 'SKATE01'));
    const patch = (headers: Record<string, string>) =>
      fetch(`${server.url}/admin/api/settings`, {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ notifyEmail: 'attacker@evil.example' }),
      });
    expect((await patch({ origin: 'https://evil.example', 'x-csrf-token': csrf })).status).toBe(403);
    expect((await patch({ origin: server.url })).status).toBe(403);
    expect((await patch({ origin: server.url, 'x-csrf-token': 'wrong' })).status).toBe(403);
    expect((await patch({ 'sec-fetch-site': 'cross-site', 'x-csrf-token': csrf })).status).toBe(403);
    const invite = await fetch(`${server.url}/admin/api/staff`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'x-csrf-token': csrf,
      },
      body: JSON.stringify({ email: 'mole@evil.example', role: 'owner' }),
    });
    expect(invite.status).toBe(403);
    expect(
      await server.app.db.select().from(merchantSettings).where(eq(merchantSettings.main_id, 'SKATE01')),
    ).toEqual(settingsBefore);
    expect(await server.app.db.select().from(auditLog).where(eq(auditLog.main_id, 'SKATE01'))).toEqual(
      auditBefore,
    );
    expect(
      await server.app.db
        .select()
        .from(staff)
        .where(and(eq(staff.main_id, 'SKATE01'), eq(staff.email, 'mole@evil.example'))),
    ).toEqual([]);
    // The same write from the console goes through.
    expect((await patch({ origin: server.url, 'x-csrf-token': csrf })).status).toBe(200);
  });

  it('console answers carry no CORS headers, even for an allowed storefront origin', async () => {
    const m = await signIn('10.7.0.10');
    const res = await fetch(`${server.url}/admin/api/session`, {
      headers: { cookie: m.cookie, origin: 'http://localhost:5173' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const storefront = await fetch(`${server.url}/meta/SKATE01`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(storefront.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  // Issue 40, item 6: the preflight of a console call was answered by the storefront's CORS route (204,
  // credentials and x-csrf-token allowed).
  it('item 6: no preflight under /admin gets a CORS answer, for the storefront origin or any other', async () => {
    for (const path of ['/admin/api/session', '/admin/api/orders/1', '/admin', '/admin/']) {
      for (const origin of ['http://localhost:5173', 'https://evil.example', 'null']) {
        const preflight = await fetch(`${server.url}${path}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'PATCH',
            'access-control-request-headers': 'x-csrf-token, content-type',
          },
        });
        expect([path, origin, preflight.status]).toEqual([path, origin, 404]);
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
        expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
        expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
      }
    }
    // The storefront's preflight still works, and a path that only starts like the console is the storefront's.
    const shop = await fetch(`${server.url}/cart/SKATE01`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(shop.status).toBe(204);
    expect(shop.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const lookalike = await fetch(`${server.url}/administrator`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(lookalike.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe.skipIf(!process.env.REDIS_URL)('sign-in limits with the counters in Redis (REDIS_URL)', () => {
  it('the attacker address is refused after 5 failures, the owner from their own address is not', async () => {
    const shared = await startTestServer({
      trustProxy: 1,
      redisUrl: process.env.REDIS_URL,
      redisKeyPrefix: `skatekit-test:${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}:`,
    });
    // The middle of a window, so the six tries cannot straddle two.
    const window = 15 * 60_000;
    const middle = Math.floor(Date.now() / window) * window + window / 2;
    shared.app.services.now = () => new Date(middle);
    try {
      const email = 'owner@skate01.test';
      const login = async (password: string, ip: string) =>
        (
          await fetch(`${shared.url}/admin/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: shared.url, 'x-forwarded-for': ip },
            body: JSON.stringify({ merchant: 'SKATE01', email, password }),
          })
        ).status;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push(await login('guess-guess', '203.0.113.50'));
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect(await login(DEMO_OWNER_PASSWORD, '192.0.2.50')).toBe(200);
    } finally {
      await shared.close();
    }
  });
});
