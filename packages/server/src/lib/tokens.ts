import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes: short enough that a leaked one soon expires. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Refresh tokens live 30 days, and each is usable once. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Who an access token speaks for. */
export interface AccessClaims {
  userId: string;
  mainId: string;
}

/** A refresh token as stored (only its hash is kept). */
export interface RefreshTokenRecord {
  id: string;
  tokenHash: string;
  userId: string;
  mainId: string;
  /** All tokens rotated from one login share a family; reuse of any revoked one kills the family. */
  familyId: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Where refresh tokens are kept (the database in the server, memory in unit tests). */
export interface RefreshTokenStore {
  insert(record: Omit<RefreshTokenRecord, 'revokedAt'>): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | null>;
  /** Revokes the token if it is still active; false when it was already revoked (a race or a replay). */
  revokeIfActive(id: string, at: Date): Promise<boolean>;
  revokeFamily(familyId: string, at: Date): Promise<void>;
  revokeAllForUser(userId: string, mainId: string, at: Date): Promise<void>;
}

/** A fresh pair handed to the client. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Why a refresh was refused. `reused` means a revoked token came back: the whole family is now revoked. */
export type RefreshResult =
  | { ok: true; value: TokenPair & AccessClaims }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

export interface TokenServiceOptions {
  secret: string;
  store: RefreshTokenStore;
  now?: () => Date;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
}

const ISSUER = 'skatekit';

/** SHA-256 is enough here: refresh tokens are 256 random bits, nothing to brute-force. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Signs access tokens and rotates refresh tokens. */
export function createTokenService(options: TokenServiceOptions) {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? (() => new Date());
  const accessTtl = options.accessTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;
  const refreshTtl = options.refreshTtlSeconds ?? REFRESH_TOKEN_TTL_SECONDS;

  async function signAccess(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    return new SignJWT({ main_id: claims.mainId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + accessTtl)
      .sign(key);
  }

  /** The claims of a valid access token, or null (expired, forged, malformed, or without `exp`). */
  async function verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: now(),
        // jose checks `exp` only when present: a token without one would never expire.
        requiredClaims: ['exp', 'iat', 'sub'],
        // An `iat` in the future or older than an access token lives is refused too.
        maxTokenAge: accessTtl,
      });
      if (typeof payload.sub !== 'string' || typeof payload.main_id !== 'string') return null;
      // A far-off `exp` is no better than none: nothing we issue lives longer than the access TTL.
      if ((payload.exp as number) - (payload.iat as number) > accessTtl) return null;
      return { userId: payload.sub, mainId: payload.main_id };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  async function newRefresh(claims: AccessClaims, familyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await options.store.insert({
      id: randomUUID(),
      tokenHash: hashRefreshToken(token),
      userId: claims.userId,
      mainId: claims.mainId,
      familyId,
      expiresAt: new Date(now().getTime() + refreshTtl * 1000),
    });
    return token;
  }

  /** A new login: a fresh access token and the first refresh token of a new family. */
  async function issue(claims: AccessClaims): Promise<TokenPair> {
    const [accessToken, refreshToken] = await Promise.all([
      signAccess(claims),
      newRefresh(claims, randomUUID()),
    ]);
    return { accessToken, refreshToken };
  }

  /** Spends a refresh token: it is revoked and a new pair of the same family is issued. */
  async function rotate(refreshToken: string): Promise<RefreshResult> {
    const record = await options.store.findByHash(hashRefreshToken(refreshToken));
    if (!record) return { ok: false, reason: 'unknown' };
    const at = now();
    if (record.revokedAt) {
      await options.store.revokeFamily(record.familyId, at);
      return { ok: false, reason: 'reused' };
    }
    if (record.expiresAt.getTime() <= at.getTime()) return { ok: false, reason: 'expired' };
    // Conditional revoke: of two concurrent uses only one wins; the loser is treated as a replay.
    if (!(await options.store.revokeIfActive(record.id, at))) {
      await options.store.revokeFamily(record.familyId, at);
      return { ok: false, reason: 'reused' };
    }
    const claims = { userId: record.userId, mainId: record.mainId };
    const [accessToken, nextRefresh] = await Promise.all([
      signAccess(claims),
      newRefresh(claims, record.familyId),
    ]);
    return { ok: true, value: { accessToken, refreshToken: nextRefresh, ...claims } };
  }

  /**
   * Ends the login a refresh token belongs to: it and every token rotated from the same login are
   * revoked. Unknown or already revoked tokens change nothing (a logout is safe to repeat).
   */
  async function revokeLogin(refreshToken: string): Promise<void> {
    const record = await options.store.findByHash(hashRefreshToken(refreshToken));
    if (record) await options.store.revokeFamily(record.familyId, now());
  }

  /** Signs the user out everywhere (after a password reset). */
  async function revokeAll(userId: string, mainId: string): Promise<void> {
    await options.store.revokeAllForUser(userId, mainId, now());
  }

  return { issue, rotate, verifyAccess, signAccess, revokeLogin, revokeAll };
}

/** The token service's type, for decorations and dependency lists. */
export type TokenService = ReturnType<typeof createTokenService>;
