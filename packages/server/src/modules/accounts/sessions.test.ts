import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../../../test/helper';
import { call, customerForFile } from '../../../test/session';
import { createMemoryStorage, createSessionStore, TEXTS } from '../../platform/core';

const server = serverForFile();
const asha = customerForFile(server);

const refresh = (refreshToken: string) =>
  call<{ accessToken?: string; refreshToken?: string; message?: string }>(
    server,
    'POST',
    '/registeruser/api/refresh-token',
    { body: { refreshToken } },
  );

const login = async () => {
  const { status, body } = await call<{ accessToken: string; refreshToken: string }>(
    server,
    'POST',
    '/loginuser',
    { body: { email: asha.email, password: asha.password, main_id: asha.mainId } },
  );
  expect(status).toBe(200);
  return body;
};

describe('logout (extension)', () => {
  it('revokes the refresh token and every token rotated from the same login; other logins stay', async () => {
    const first = await login();
    const other = await login();
    // Rotate once: the login's current token is the rotated one, the first is spent.
    const rotated = await refresh(first.refreshToken);
    expect(rotated.status).toBe(200);

    const out = await call(server, 'POST', '/registeruser/api/logout', {
      body: { refreshToken: rotated.body.refreshToken },
    });
    expect(out).toEqual({ status: 200, body: { success: true, message: 'Logged out' } });

    const afterLogout = await refresh(rotated.body.refreshToken as string);
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.message).toBe(TEXTS.SESSION_EXPIRED);
    // The other login (another device) is not signed out.
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('answers the same for an unknown or already revoked token, and may be repeated', async () => {
    const session = await login();
    const once = await call(server, 'POST', '/registeruser/api/logout', {
      body: { refreshToken: session.refreshToken },
    });
    const twice = await call(server, 'POST', '/registeruser/api/logout', {
      body: { refreshToken: session.refreshToken },
    });
    const unknown = await call(server, 'POST', '/registeruser/api/logout', {
      body: { refreshToken: 'never-issued-token' },
    });
    for (const answer of [once, twice, unknown]) {
      expect(answer).toEqual({ status: 200, body: { success: true, message: 'Logged out' } });
    }
    const missing = await call(server, 'POST', '/registeruser/api/logout', { body: {} });
    expect(missing.status).toBe(400);
  });

  it("core's session store logout revokes the refresh token on the server", async () => {
    const storage = createMemoryStorage();
    let store: ReturnType<typeof createSessionStore> | undefined;
    const api = server.createApi({ getToken: () => store?.getState().getToken() });
    store = createSessionStore({ api, storage });
    const signedIn = await store.getState().login(asha.email, asha.password);
    expect(signedIn.ok).toBe(true);
    const refreshToken = store.getState().tokens?.refreshToken as string;
    expect(refreshToken).toBeTruthy();

    await store.getState().logout();
    expect(store.getState().tokens).toBeNull();
    const after = await refresh(refreshToken);
    expect(after.status).toBe(401);
  });
});

describe('access tokens', () => {
  const sign = (claims: { exp?: number; iat?: number }) => {
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({ main_id: asha.mainId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(asha.userId)
      .setIssuer('skatekit')
      .setIssuedAt(claims.iat ?? now);
    if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
    return jwt.sign(new TextEncoder().encode(server.config.jwtSecret));
  };
  const readSelf = (token: string) =>
    call<{ message?: string }>(server, 'GET', `/registeruser/single/${asha.userId}`, { token });

  it('a token without exp is refused, as is one living longer than an access token may', async () => {
    const now = Math.floor(Date.now() / 1000);
    // The same claims with a 15-minute exp pass: only the missing or far-off exp is refused.
    expect((await readSelf(await sign({ exp: now + 15 * 60 }))).status).toBe(200);

    const noExp = await readSelf(await sign({}));
    expect(noExp.status).toBe(401);
    expect(noExp.body.message).toBe(TEXTS.SESSION_EXPIRED);

    const tenYears = await readSelf(await sign({ exp: now + 10 * 365 * 24 * 3600 }));
    expect(tenYears.status).toBe(401);
    expect(tenYears.body.message).toBe(TEXTS.SESSION_EXPIRED);
  });
});
