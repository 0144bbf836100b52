import { createHash } from 'node:crypto';
import {
  ADMIN_AUTH_TEXTS,
  can,
  type Permission,
  ROLE_PERMISSIONS,
  type StaffRole,
} from '@skatekit/console-contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staff, staffSessions } from '../../db/schema';
import { forbidden, unauthorised } from '../../platform/errors';

/** The console's session cookie: HttpOnly, Secure, SameSite=Strict, scoped to `/admin`. */
export const ADMIN_COOKIE = 'skatekit_admin';
/** Header every console write carries, equal to the session's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';
/** Where the console's API lives. */
export const ADMIN_API = '/admin/api';

/** Who is signed in to the console for this request (set by `requireStaff`). */
export interface StaffContext {
  staffId: string;
  sessionId: string;
  mainId: string;
  email: string;
  name: string;
  role: StaffRole;
  permissions: readonly Permission[];
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on console routes once the session is checked. */
    staff?: StaffContext;
  }
}

/** SHA-256 of a session or invitation token, as stored (the token itself never is). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write must come from the console's own origin: a browser's `Sec-Fetch-Site` (when sent) must be
 * same-origin, an `Origin` (when sent) must be this server's, and `x-csrf-token` must match the session.
 * SameSite=Strict already keeps the cookie off cross-site requests; these checks hold when it does not.
 */
export function crossSiteRefusal(request: FastifyRequest): string | null {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return 'cross-site request';
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    const host = request.headers.host;
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      return 'bad origin';
    }
    const publicHost = request.server.config.publicUrl ? new URL(request.server.config.publicUrl).host : null;
    if (originHost !== host && originHost !== publicHost) return 'cross-site request';
  } else if (origin === 'null') return 'cross-site request';
  return null;
}

/**
 * preHandler of every console route but sign-in: a live session from the cookie, the CSRF checks on
 * writes, and the permission the route needs (403 without it). 401 without a session.
 * @example app.get('/admin/api/orders', { preHandler: requireStaff('orders.read') }, ...)
 */
export function requireStaff(permission?: Permission) {
  return async function staffGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = request.cookies?.[ADMIN_COOKIE];
    if (!token) throw unauthorised(ADMIN_AUTH_TEXTS.SIGN_IN_REQUIRED);
    const now = request.server.services.now();
    const [row] = await request.server.db
      .select({
        sessionId: staffSessions.id,
        csrfToken: staffSessions.csrf_token,
        staffId: staff.id,
        mainId: staff.main_id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
      })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staff_id))
      .where(
        and(
          eq(staffSessions.token_hash, hashToken(token)),
          isNull(staffSessions.revoked_at),
          gt(staffSessions.expires_at, now),
          eq(staff.status, 'active'),
        ),
      )
      .limit(1);
    if (!row) throw unauthorised(ADMIN_AUTH_TEXTS.SESSION_ENDED);
    if (!SAFE_METHODS.has(request.method)) {
      if (crossSiteRefusal(request) || request.headers[CSRF_HEADER] !== row.csrfToken)
        throw forbidden(ADMIN_AUTH_TEXTS.NOT_FROM_CONSOLE);
    }
    const role = row.role as StaffRole;
    request.staff = { ...row, role, permissions: ROLE_PERMISSIONS[role] ?? [] };
    if (permission && !can(role, permission)) throw forbidden(ADMIN_AUTH_TEXTS.ROLE_NOT_ALLOWED);
  };
}
