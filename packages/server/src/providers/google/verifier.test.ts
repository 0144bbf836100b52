import { describe, expect, it, vi } from 'vitest';
import { createTokeninfoVerifier, GOOGLE_TOKENINFO_URL } from './verifier';

const NOW = new Date('2025-06-01T10:00:00Z');
const claims = (extra: Record<string, unknown> = {}) => ({
  aud: 'client-1.apps.googleusercontent.com',
  iss: 'https://accounts.google.com',
  sub: '1098',
  email: 'Asha@Gmail.com',
  email_verified: 'true',
  name: 'Asha',
  exp: String(NOW.getTime() / 1000 + 600),
  ...extra,
});
const google = (body: unknown, status = 200) =>
  vi.fn(async (_url: string | URL | Request) => new Response(JSON.stringify(body), { status }));

describe('Google tokeninfo verifier', () => {
  const make = (fetchMock: ReturnType<typeof google>) =>
    createTokeninfoVerifier({
      clientIds: ['client-1.apps.googleusercontent.com'],
      fetch: fetchMock as typeof fetch,
      now: () => NOW,
    });

  it('accepts a token for our client id and reads the identity', async () => {
    const fetchMock = google(claims());
    await expect(make(fetchMock).verify('id.token.value')).resolves.toEqual({
      sub: '1098',
      email: 'asha@gmail.com',
      emailVerified: true,
      name: 'Asha',
    });
    expect(String(fetchMock.mock.calls[0][0])).toBe(`${GOOGLE_TOKENINFO_URL}?id_token=id.token.value`);
  });

  it("refuses other audiences, issuers, expired tokens, unverified e-mail and Google's refusals", async () => {
    for (const bad of [
      claims({ aud: 'someone-else' }),
      claims({ iss: 'evil.example' }),
      claims({ exp: String(NOW.getTime() / 1000 - 1) }),
      claims({ email_verified: 'false' }),
    ]) {
      await expect(make(google(bad)).verify('t')).resolves.toBeNull();
    }
    await expect(make(google({ error: 'invalid_token' }, 400)).verify('t')).resolves.toBeNull();
  });

  it('refuses everything when no client id is configured', async () => {
    const fetchMock = google(claims());
    const verifier = createTokeninfoVerifier({
      clientIds: [],
      fetch: fetchMock as typeof fetch,
      now: () => NOW,
    });
    await expect(verifier.verify('t')).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
