import { describe, expect, it } from 'vitest';
import { createTokenService, type RefreshTokenStore } from './tokens';

/** Access tokens need no store: every call on it is a test failure. */
const noStore = new Proxy({} as RefreshTokenStore, {
  get: (_target, name) => () => {
    throw new Error(`the store was asked for ${String(name)}`);
  },
});

function serviceAt(start: string) {
  let now = new Date(start);
  const tokens = createTokenService({
    secret: 'a-test-secret-of-32-characters!!',
    store: noStore,
    now: () => now,
  });
  return { tokens, setNow: (at: string) => (now = new Date(at)) };
}

describe('access tokens once verified', () => {
  it('a kept token is still refused once its 15 minutes are over, and before its issue time', async () => {
    const { tokens, setNow } = serviceAt('2026-11-28T10:00:00Z');
    const token = await tokens.signAccess({ userId: 'u-1', mainId: 'SKATE01' });
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 'u-1', mainId: 'SKATE01' });
    setNow('2026-11-28T10:14:59Z');
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 'u-1', mainId: 'SKATE01' });
    setNow('2026-11-28T10:15:00Z');
    expect(await tokens.verifyAccess(token)).toBeNull();
    // A clock set back before the token was issued refuses it too, as the first check would.
    const { tokens: other, setNow: setOther } = serviceAt('2026-11-28T10:00:00Z');
    const fresh = await other.signAccess({ userId: 'u-2', mainId: 'SKATE01' });
    expect(await other.verifyAccess(fresh)).toEqual({ userId: 'u-2', mainId: 'SKATE01' });
    setOther('2026-11-28T09:59:59Z');
    expect(await other.verifyAccess(fresh)).toBeNull();
  });

  it('a token with the same claims and another signature is refused after the genuine one was kept', async () => {
    const { tokens } = serviceAt('2026-11-28T10:00:00Z');
    const token = await tokens.signAccess({ userId: 'u-1', mainId: 'SKATE01' });
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verifyAccess(`${header}.${payload}.${flipped}`)).toBeNull();
    // Another service's secret signs tokens this one never accepts.
    const stranger = createTokenService({
      secret: 'another-secret-of-32-characters!',
      store: noStore,
      now: () => new Date('2026-11-28T10:00:00Z'),
    });
    const forged = await stranger.signAccess({ userId: 'u-1', mainId: 'SKATE01' });
    expect(await tokens.verifyAccess(forged)).toBeNull();
  });
});
