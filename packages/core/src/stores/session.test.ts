import { describe, expect, it, vi } from 'vitest';
import { LoginResponse } from '../api/schemas/auth';
import { User } from '../api/schemas/users';
import { STORAGE_KEYS } from '../constants';
import { SkateError } from '../errors';
import { createEncryptedCodec } from '../platform/encrypted-codec';
import { createMemoryStorage, createSharedMemoryStorage, type StorageAdapter } from '../platform/storage';
import { TEXTS } from '../texts';
import { createSessionStore, type SessionApi, selectIsSignedIn, selectUserId } from './session';

const ASHA = {
  user_id: 'u1',
  full_name: 'Asha Rao',
  name: 'Asha',
  email: 'asha@example.in',
  mobile: '9820012345',
};

function fakeApi(overrides: Partial<{ [K in keyof SessionApi]: Partial<SessionApi[K]> }> = {}): SessionApi {
  return {
    auth: {
      login: vi.fn(async ({ email, password }) => {
        if (password !== 'secret1')
          throw new SkateError('unauthorised', 'Invalid email or password', { status: 401 });
        return LoginResponse.parse({ user: { ...ASHA, email }, accessToken: 'acc-1', refreshToken: 'ref-1' });
      }),
      googleLogin: vi.fn(async () =>
        LoginResponse.parse({ user: ASHA, accessToken: 'g-acc', refreshToken: 'g-ref' }),
      ),
      refresh: vi.fn(async () => ({ accessToken: 'acc-2', refreshToken: 'ref-2' })),
      ...overrides.auth,
    },
    users: {
      get: vi.fn(async () => User.parse({ ...ASHA, mobile: '9000000000', user_gstNo: 'GST1' })),
      ...overrides.users,
    },
  };
}

const signedInStorage = (): StorageAdapter =>
  createMemoryStorage({
    [STORAGE_KEYS.user]: JSON.stringify(ASHA),
    [STORAGE_KEYS.tokens]: JSON.stringify({ accessToken: 'acc-1', refreshToken: 'ref-1' }),
  });

describe('session store: sign-in and out', () => {
  it('signs in, stores the user and tokens, and exposes the access token', async () => {
    const storage = createMemoryStorage();
    const session = createSessionStore({ api: fakeApi(), storage });
    expect(selectIsSignedIn(session.getState())).toBe(false);
    const result = await session.getState().login('asha@example.in', 'secret1');
    expect(result).toMatchObject({ ok: true, message: TEXTS.LOGIN_SUCCESS });
    expect(selectUserId(session.getState())).toBe('u1');
    expect(session.getState().getToken()).toBe('acc-1');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user)!).user_id).toBe('u1');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.tokens)!)).toEqual({
      accessToken: 'acc-1',
      refreshToken: 'ref-1',
    });
  });

  it('reports the server message on a refused login and stays signed out', async () => {
    const session = createSessionStore({ api: fakeApi(), storage: createMemoryStorage() });
    const result = await session.getState().login('asha@example.in', 'wrong');
    expect(result).toEqual({ ok: false, message: 'Invalid email or password' });
    expect(session.getState()).toMatchObject({
      user: null,
      status: 'error',
      error: 'Invalid email or password',
    });
  });

  it('treats a 2xx reply without a user as a refusal with its message', async () => {
    const api = fakeApi({
      auth: { login: vi.fn(async () => LoginResponse.parse({ message: 'Account disabled' })) },
    });
    const session = createSessionStore({ api, storage: createMemoryStorage() });
    expect(await session.getState().login('a@b.in', 'secret1')).toEqual({
      ok: false,
      message: 'Account disabled',
    });
  });

  it('runs the sign-in hook before resolving, and a failing hook does not undo the sign-in', async () => {
    const order: string[] = [];
    const onSignedIn = vi.fn(async () => {
      order.push('hook');
      throw new Error('merge failed');
    });
    const session = createSessionStore({ api: fakeApi(), storage: createMemoryStorage(), onSignedIn });
    const result = await session.getState().loginWithGoogle('google-id-token');
    order.push('resolved');
    expect(result.ok).toBe(true);
    expect(order).toEqual(['hook', 'resolved']);
    expect(session.getState().getToken()).toBe('g-acc');
  });

  it('logout removes the stored user and tokens', () => {
    const storage = signedInStorage();
    const session = createSessionStore({ api: fakeApi(), storage });
    expect(selectUserId(session.getState())).toBe('u1');
    session.getState().logout();
    expect(session.getState().user).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.tokens)).toBeNull();
  });
});

describe('session store: stored records', () => {
  it('ignores corrupt or user_id-less records', () => {
    for (const text of ['{oops', '[]', '{"full_name":"No Id"}', '42']) {
      const session = createSessionStore({
        api: fakeApi(),
        storage: createMemoryStorage({ [STORAGE_KEYS.user]: text }),
      });
      expect(session.getState().user).toBeNull();
    }
  });

  it('accepts a record that names the id `id` (loose backend)', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.user]: JSON.stringify({ id: 77, email: 'x@y.in' }) });
    expect(selectUserId(createSessionStore({ api: fakeApi(), storage }).getState())).toBe('77');
  });

  it('writes encrypted records with a codec and reads them back in a new session', async () => {
    const codec = createEncryptedCodec('merchant-secret');
    const storage = createMemoryStorage();
    const first = createSessionStore({ api: fakeApi(), storage, codec });
    await first.getState().login('asha@example.in', 'secret1');
    await vi.waitFor(() => expect(storage.getItem(STORAGE_KEYS.user)).toContain('aes-gcm'));
    expect(storage.getItem(STORAGE_KEYS.user)).not.toContain('asha@example.in');
    expect(storage.getItem(STORAGE_KEYS.tokens)).not.toContain('acc-1');

    const second = createSessionStore({ api: fakeApi(), storage, codec });
    expect(second.getState().hydrated).toBe(false);
    await vi.waitFor(() => expect(second.getState().hydrated).toBe(true));
    expect(selectUserId(second.getState())).toBe('u1');
    expect(second.getState().getToken()).toBe('acc-1');
  });

  it('reads a plain record even when a codec is configured', () => {
    const session = createSessionStore({
      api: fakeApi(),
      storage: signedInStorage(),
      codec: createEncryptedCodec('k'),
    });
    expect(selectUserId(session.getState())).toBe('u1');
  });

  it('ignores an encrypted record it cannot decrypt', async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.user]: (await createEncryptedCodec('other').encode(ASHA))!,
    });
    const withWrongKey = createSessionStore({ api: fakeApi(), storage, codec: createEncryptedCodec('mine') });
    await vi.waitFor(() => expect(withWrongKey.getState().hydrated).toBe(true));
    expect(withWrongKey.getState().user).toBeNull();
    const withoutCodec = createSessionStore({ api: fakeApi(), storage });
    await withoutCodec.getState().hydrate();
    expect(withoutCodec.getState().user).toBeNull();
  });

  it('follows a sign-in and a logout made in another tab', async () => {
    const shared = createSharedMemoryStorage();
    const tabA = createSessionStore({ api: fakeApi(), storage: shared.open() });
    const tabB = createSessionStore({ api: fakeApi(), storage: shared.open() });
    await tabA.getState().login('asha@example.in', 'secret1');
    await vi.waitFor(() => expect(selectUserId(tabB.getState())).toBe('u1'));
    tabA.getState().logout();
    await vi.waitFor(() => expect(tabB.getState().user).toBeNull());
  });
});

describe('session store: verifyOnStart', () => {
  it('is a no-op for a guest', async () => {
    const api = fakeApi();
    const session = createSessionStore({ api, storage: createMemoryStorage() });
    expect(await session.getState().verifyOnStart()).toBe('guest');
    expect(api.users.get).not.toHaveBeenCalled();
  });

  it('refreshes the stored user from a 200 reply', async () => {
    const storage = signedInStorage();
    const api = fakeApi();
    const session = createSessionStore({ api, storage });
    expect(await session.getState().verifyOnStart()).toBe('refreshed');
    expect(api.users.get).toHaveBeenCalledWith('u1');
    expect(session.getState().user).toMatchObject({
      user_id: 'u1',
      mobile: '9000000000',
      full_name: 'Asha Rao',
    });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user)!).mobile).toBe('9000000000');
  });

  it.each([
    ['"User not found" (404)', new SkateError('not-found', 'User not found', { status: 404 })],
    ['a 201 reply', new SkateError('http', 'Created', { status: 201 })],
    ['"User not found" with another status', new SkateError('http', 'User not found', { status: 200 })],
  ])('removes the stored user on %s', async (_, error) => {
    const storage = signedInStorage();
    const session = createSessionStore({
      api: fakeApi({ users: { get: vi.fn().mockRejectedValue(error) } }),
      storage,
    });
    expect(await session.getState().verifyOnStart()).toBe('removed');
    expect(session.getState().user).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps the user signed in on a network failure', async () => {
    const storage = signedInStorage();
    const failing = vi.fn().mockRejectedValue(new SkateError('network', 'Failed to fetch'));
    const session = createSessionStore({ api: fakeApi({ users: { get: failing } }), storage });
    expect(await session.getState().verifyOnStart()).toBe('kept');
    expect(selectUserId(session.getState())).toBe('u1');
  });
});

describe('session store: refreshTokens', () => {
  it('stores new tokens and shares one request between concurrent callers', async () => {
    const api = fakeApi();
    const storage = signedInStorage();
    const session = createSessionStore({ api, storage });
    const [a, b] = await Promise.all([
      session.getState().refreshTokens(),
      session.getState().refreshTokens(),
    ]);
    expect([a, b]).toEqual([true, true]);
    expect(api.auth.refresh).toHaveBeenCalledTimes(1);
    expect(api.auth.refresh).toHaveBeenCalledWith('ref-1');
    expect(session.getState().getToken()).toBe('acc-2');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.tokens)!).refreshToken).toBe('ref-2');
  });

  it('signs out when the refresh token is refused, but not when offline', async () => {
    const offline = createSessionStore({
      api: fakeApi({ auth: { refresh: vi.fn().mockRejectedValue(new SkateError('network', 'offline')) } }),
      storage: signedInStorage(),
    });
    expect(await offline.getState().refreshTokens()).toBe(false);
    expect(selectUserId(offline.getState())).toBe('u1');

    const refused = createSessionStore({
      api: fakeApi({
        auth: {
          refresh: vi.fn().mockRejectedValue(new SkateError('unauthorised', 'expired', { status: 401 })),
        },
      }),
      storage: signedInStorage(),
    });
    expect(await refused.getState().refreshTokens()).toBe(false);
    expect(refused.getState().user).toBeNull();
  });

  it('answers false without a refresh token', async () => {
    const api = fakeApi();
    const session = createSessionStore({ api, storage: createMemoryStorage() });
    expect(await session.getState().refreshTokens()).toBe(false);
    expect(api.auth.refresh).not.toHaveBeenCalled();
  });
});
