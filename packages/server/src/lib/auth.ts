import { TEXTS } from '../platform/core';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorised } from '../platform/errors';
import type { AccessClaims } from './tokens';

const verified = new WeakMap<FastifyRequest, AccessClaims>();

/** The bearer token of the request, if any. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The caller's claims from a valid access token; 401 when it is missing, expired or forged. */
export async function authenticate(request: FastifyRequest): Promise<AccessClaims> {
  const cached = verified.get(request);
  if (cached) return cached;
  const token = bearerToken(request);
  if (!token) throw unauthorised(TEXTS.LOGIN_REQUIRED);
  const claims = await request.server.services.tokens.verifyAccess(token);
  if (!claims) throw unauthorised(TEXTS.SESSION_EXPIRED);
  verified.set(request, claims);
  return claims;
}

/**
 * For user-scoped routes: the caller must hold the access token of `userId` (401 without a valid
 * token, 403 with someone else's). When `mainId` is given (a body's merchant), it must match too.
 */
export async function requireUser(
  request: FastifyRequest,
  userId: string,
  mainId?: string,
): Promise<AccessClaims> {
  const claims = await authenticate(request);
  if (claims.userId !== userId) throw forbidden(TEXTS.NOT_ALLOWED);
  if (mainId !== undefined && claims.mainId !== mainId) throw forbidden(TEXTS.NOT_ALLOWED);
  return claims;
}

/** Whether the record (any row with user_id/main_id) belongs to the caller; 403 otherwise. */
export function assertOwner(claims: AccessClaims, record: { user_id: string | null; main_id: string }): void {
  if (record.user_id !== claims.userId || record.main_id !== claims.mainId)
    throw forbidden(TEXTS.NOT_ALLOWED);
}
