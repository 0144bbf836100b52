/** What we keep from a verified Google ID token. */
export interface GoogleIdentity {
  /** Google's stable account id. */
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** Verifies a Google ID token; null when it is invalid, expired, or meant for another app. */
export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

/** Google's token-introspection endpoint for ID tokens. */
export const GOOGLE_TOKENINFO_URL = 'https://oauth2.googleapis.com/tokeninfo';

const GOOGLE_ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);

export interface TokeninfoOptions {
  /** OAuth client id(s) the token must be issued for (`aud`); none configured = every token refused. */
  clientIds: string[];
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * Real verifier: asks Google's tokeninfo endpoint (which checks the signature) and then checks
 * audience, issuer, expiry and that the e-mail is verified ourselves.
 */
export function createTokeninfoVerifier(options: TokeninfoOptions): GoogleVerifier {
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  return {
    async verify(idToken: string) {
      if (options.clientIds.length === 0 || !idToken) return null;
      let body: Record<string, unknown>;
      try {
        const url = `${GOOGLE_TOKENINFO_URL}?id_token=${encodeURIComponent(idToken)}`;
        const response = await doFetch(url, { signal: AbortSignal.timeout(10_000) });
        if (!response.ok) return null;
        body = (await response.json()) as Record<string, unknown>;
      } catch {
        return null;
      }
      const aud = String(body.aud ?? '');
      const iss = String(body.iss ?? '');
      const exp = Number(body.exp ?? 0);
      const emailVerified = body.email_verified === true || body.email_verified === 'true';
      if (!options.clientIds.includes(aud) || !GOOGLE_ISSUERS.has(iss)) return null;
      if (!Number.isFinite(exp) || exp * 1000 <= now().getTime()) return null;
      if (typeof body.sub !== 'string' || typeof body.email !== 'string' || !emailVerified) return null;
      return {
        sub: body.sub,
        email: body.email.toLowerCase(),
        emailVerified,
        name: typeof body.name === 'string' ? body.name : '',
      };
    },
  };
}
