import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
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

/**
 * How long a spent refresh token still gets a new pair from the same login: two tabs refreshing one
 * token at once both stay signed in. Past it, or once a newer token was itself spent, it is reuse.
 */
export const REFRESH_GRACE_SECONDS = 20;
/**
 * At most this many tokens are rotated from one token (the first and its grace-window siblings); more
 * refreshes within the window are handed the last of them again.
 */
export const REFRESH_MAX_CHILDREN = 4;

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
  /** Spent by a rotation (revokedAt is when): the first token it was rotated into. */
  replacedBy: string | null;
  /** The token it was rotated from; null for a login's first token. */
  parentId: string | null;
}

/** A new token to store. */
export type NewRefreshToken = Omit<RefreshTokenRecord, 'revokedAt' | 'replacedBy'>;

/** One login's tokens while its rotations are held one at a time (RefreshTokenStore.withFamily). */
export interface RefreshFamily {
  /** The token as it is now (read under the lock). */
  current(id: string): Promise<RefreshTokenRecord | null>;
  /** True once the login has ended (logout, reuse, password reset): nothing of it rotates again. */
  ended(): Promise<boolean>;
  /** Tokens rotated from `id`. */
  children(id: string): Promise<RefreshTokenRecord[]>;
  /** Spends `id` by rotation into `replacedBy`. */
  markRotated(id: string, at: Date, replacedBy: string): Promise<void>;
  insert(record: NewRefreshToken): Promise<void>;
  /** Ends the login: every token revoked, the family marked ended. */
  revoke(at: Date): Promise<void>;
}

/** Where refresh tokens are kept (the database in the server). */
export interface RefreshTokenStore {
  insert(record: NewRefreshToken): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | null>;
  /** Runs `work` with the family's rotations held one at a time (a lock per family). */
  withFamily<T>(familyId: string, work: (family: RefreshFamily) => Promise<T>): Promise<T>;
  /** Ends a login: every token of the family revoked and marked ended (a token rotated meanwhile too, at its next use). */
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

/**
 * Access tokens whose signature was checked, kept (at most this many) so that a shopper's next
 * requests skip the check: HMAC through WebCrypto costs about 0.2 ms a request, a fifth of an add to
 * cart. Only tokens that verified are kept, so a stranger's forgeries never fill it.
 */
const VERIFIED_TOKENS_MAX = 10_000;

interface VerifiedToken {
  claims: AccessClaims;
  iat: number;
  exp: number;
}

/** SHA-256 is enough here: refresh tokens are 256 random bits, nothing to brute-force. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Signs access tokens and rotates refresh tokens. */
export function createTokenService(options: TokenServiceOptions) {
  // Imported once, on first use: jose would import a raw secret on every call (a WebCrypto round of
  // its own).
  let imported: Promise<CryptoKey> | undefined;
  const key = () =>
    (imported ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(options.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  const verified = new Map<string, VerifiedToken>();
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
      .sign(await key());
  }

  /** A kept token still within its times, by the same rules as jose's checks below (else null). */
  function keptClaims(token: string, nowSeconds: number): AccessClaims | null {
    const kept = verified.get(token);
    if (!kept) return null;
    const age = nowSeconds - kept.iat;
    if (kept.exp > nowSeconds && age >= 0 && age <= accessTtl) return kept.claims;
    verified.delete(token);
    return null;
  }

  /** The claims of a valid access token, or null (expired, forged, malformed, or without `exp`). */
  async function verifyAccess(token: string): Promise<AccessClaims | null> {
    const currentDate = now();
    const kept = keptClaims(token, Math.floor(currentDate.getTime() / 1000));
    if (kept) return kept;
    try {
      const { payload } = await jwtVerify(token, await key(), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate,
        // jose checks `exp` only when present: a token without one would never expire.
        requiredClaims: ['exp', 'iat', 'sub'],
        // An `iat` in the future or older than an access token lives is refused too.
        maxTokenAge: accessTtl,
      });
      if (typeof payload.sub !== 'string' || typeof payload.main_id !== 'string') return null;
      // A far-off `exp` is no better than none: nothing we issue lives longer than the access TTL.
      if ((payload.exp as number) - (payload.iat as number) > accessTtl) return null;
      const claims = { userId: payload.sub, mainId: payload.main_id };
      verified.set(token, { claims, iat: payload.iat as number, exp: payload.exp as number });
      if (verified.size > VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  /**
   * The `index`th token rotated from `parent`: derived from the parent token with the server's secret, so
   * whoever presents the parent again can be handed the same child without any token kept in clear.
   */
  function childToken(parent: string, index: number): string {
    return createHmac('sha256', options.secret)
      .update(`refresh-child:${index}:${parent}`)
      .digest('base64url');
  }

  /** A new refresh token of `familyId` (rotated from `parentId`), and the record to store. */
  function newRefresh(
    claims: AccessClaims,
    familyId: string,
    parentId: string | null,
    token = randomBytes(32).toString('base64url'),
  ) {
    const record: NewRefreshToken = {
      id: randomUUID(),
      tokenHash: hashRefreshToken(token),
      userId: claims.userId,
      mainId: claims.mainId,
      familyId,
      parentId,
      expiresAt: new Date(now().getTime() + refreshTtl * 1000),
    };
    return { token, record };
  }

  /** A new login: a fresh access token and the first refresh token of a new family. */
  async function issue(claims: AccessClaims): Promise<TokenPair> {
    const refresh = newRefresh(claims, randomUUID(), null);
    const [accessToken] = await Promise.all([signAccess(claims), options.store.insert(refresh.record)]);
    return { accessToken, refreshToken: refresh.token };
  }

  /**
   * Spends a refresh token: it is revoked and a new pair of the same family is issued. The same token
   * presented again within REFRESH_GRACE_SECONDS of its rotation (two tabs refreshing at once) gets a
   * pair of its own from the same login, as long as no token rotated from it has been spent yet.
   * Anything else presenting a spent token is reuse: the whole login is revoked. Rotations of one
   * login are held one at a time, so two concurrent refreshes see each other.
   */
  async function rotate(refreshToken: string): Promise<RefreshResult> {
    const found = await options.store.findByHash(hashRefreshToken(refreshToken));
    if (!found) return { ok: false, reason: 'unknown' };
    const claims = { userId: found.userId, mainId: found.mainId };
    const outcome = await options.store.withFamily(
      found.familyId,
      async (
        family,
      ): Promise<{ ok: false; reason: 'unknown' | 'expired' | 'reused' } | { ok: true; token: string }> => {
        const at = now();
        const record = await family.current(found.id);
        if (!record) return { ok: false, reason: 'unknown' };
        if (await family.ended()) return { ok: false, reason: 'reused' };
        if (record.expiresAt.getTime() <= at.getTime()) return { ok: false, reason: 'expired' };
        if (record.revokedAt) {
          const children = await family.children(record.id);
          const sibling =
            record.replacedBy !== null &&
            at.getTime() - record.revokedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000 &&
            children.every((child) => child.revokedAt === null);
          if (!sibling) {
            await family.revoke(at);
            return { ok: false, reason: 'reused' };
          }
          if (children.length >= REFRESH_MAX_CHILDREN) {
            // More refreshes at once than siblings are made (five tabs, a retrying app): the last sibling
            // again, so every one of them succeeds and the login stays whole.
            const token = childToken(refreshToken, REFRESH_MAX_CHILDREN - 1);
            const last = children.find((child) => child.tokenHash === hashRefreshToken(token));
            if (!last) {
              await family.revoke(at);
              return { ok: false, reason: 'reused' };
            }
            return { ok: true, token };
          }
          const next = newRefresh(
            claims,
            record.familyId,
            record.id,
            childToken(refreshToken, children.length),
          );
          await family.insert(next.record);
          return { ok: true, token: next.token };
        }
        const next = newRefresh(claims, record.familyId, record.id, childToken(refreshToken, 0));
        await family.insert(next.record);
        await family.markRotated(record.id, at, next.record.id);
        return { ok: true, token: next.token };
      },
    );
    if (!outcome.ok) return outcome;
    const accessToken = await signAccess(claims);
    return { ok: true, value: { accessToken, refreshToken: outcome.token, ...claims } };
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

/** What a signed link's token opens: its claims, or why it opens nothing. */
export type LinkVerdict =
  | { ok: true; claims: Record<string, unknown> & { sub: string } }
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Signs and checks the tokens of links sent to people (a fee reminder's pay link): HS256 JWTs for one
 * `purpose` (their audience), with a key of their own (`secret`, derived for the purpose, so neither an
 * access token nor another purpose's link passes here, nor a link as an access token) and an expiry.
 */
export function createLinkSigner(options: { secret: string; purpose: string; now?: () => Date }) {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? (() => new Date());
  return {
    /** A token naming `subject` with `claims`, valid until `expiresAt`. */
    sign(subject: string, claims: Record<string, unknown>, expiresAt: Date): Promise<string> {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(options.purpose)
        .setIssuedAt(Math.floor(now().getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a token signed here for this purpose and not expired. */
    async verify(token: string): Promise<LinkVerdict> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: options.purpose,
          currentDate: now(),
          requiredClaims: ['exp', 'sub'],
        });
        return { ok: true, claims: payload as Record<string, unknown> & { sub: string } };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
          return { ok: false, reason: 'invalid' };
        throw error;
      }
    },
  };
}

/** A link signer's type. */
export type LinkSigner = ReturnType<typeof createLinkSigner>;
