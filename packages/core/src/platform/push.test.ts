import { describe, expect, it, vi } from 'vitest';
import { type PushAdapter, type PushPermission, registerPush } from './push';

function fakeAdapter(
  permission: PushPermission,
  options: { afterPrompt?: PushPermission; token?: string | null } = {},
) {
  return {
    permission: vi.fn(() => permission),
    requestPermission: vi.fn(async () => options.afterPrompt ?? permission),
    getToken: vi.fn(async () => (options.token === undefined ? 'device-token-1' : options.token)),
    onMessage: vi.fn(() => () => {}),
  } satisfies PushAdapter;
}

function fakeApi(fail = false) {
  return {
    push: {
      registerToken: vi.fn(async (_body: { user_id: string; deviceToken: string }) => {
        if (fail) throw new Error('offline');
        return { success: true, message: '' };
      }),
    },
  };
}

/** registerPush for user 7 with `adapter` (and a working API unless given one). */
const register = (
  adapter: PushAdapter,
  { api = fakeApi(), prompt }: { api?: ReturnType<typeof fakeApi>; prompt?: boolean } = {},
) => registerPush({ adapter, api, userId: '7', prompt });

describe('registerPush', () => {
  it('asks for no token when permission is denied', async () => {
    const adapter = fakeAdapter('denied');
    const api = fakeApi();
    expect(await register(adapter, { api })).toEqual({ status: 'permission-denied', permission: 'denied' });
    expect(adapter.getToken).not.toHaveBeenCalled();
    expect(api.push.registerToken).not.toHaveBeenCalled();
  });

  it('registers the token with the user id when granted', async () => {
    const api = fakeApi();
    expect(await register(fakeAdapter('granted'), { api })).toEqual({
      status: 'registered',
      token: 'device-token-1',
    });
    expect(api.push.registerToken).toHaveBeenCalledWith({ user_id: '7', deviceToken: 'device-token-1' });
  });

  it('prompts while permission is undecided, unless told not to', async () => {
    expect((await register(fakeAdapter('default', { afterPrompt: 'granted' }))).status).toBe('registered');
    const quiet = fakeAdapter('default', { afterPrompt: 'granted' });
    expect((await register(quiet, { prompt: false })).status).toBe('permission-denied');
    expect(quiet.requestPermission).not.toHaveBeenCalled();
  });

  it('reports a missing token and swallows errors as a result', async () => {
    expect(await register(fakeAdapter('granted', { token: null }))).toEqual({ status: 'no-token' });
    expect((await register(fakeAdapter('granted'), { api: fakeApi(true) })).status).toBe('error');
  });
});
