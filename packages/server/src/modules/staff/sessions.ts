import { randomBytes } from 'node:crypto';
import {
  ROLE_PERMISSIONS,
  type SessionResponse,
  type StaffMember,
  type StaffRole,
} from '@skatekit/console-contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { merchants, staff, staffSessions } from '../../db/schema';
import { writeAudit } from './audit';
import { ADMIN_COOKIE, hashToken } from './guard';

/** A console session lasts 12 hours from sign-in, then the member signs in again. */
export const SESSION_MS = 12 * 60 * 60 * 1000;

/** The cookie's attributes: exactly these, no expiry (it also ends with the browser). */
const COOKIE_OPTIONS = { path: '/admin', httpOnly: true, secure: true, sameSite: 'strict' } as const;

export type StaffRow = typeof staff.$inferSelect;

/** A member of staff as the console shows them (never the password or invitation hashes). */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Starts a session for `member` inside `tx`: a random 32-byte token (the cookie; only its SHA-256 is
 * stored), a CSRF token, 12 hours; records the sign-in on the member and in the audit log.
 */
export async function startSession(
  tx: Db | Tx,
  request: FastifyRequest,
  member: StaffRow,
  how: 'password' | 'second-factor' | 'invitation',
): Promise<{ token: string; csrfToken: string; member: StaffRow }> {
  const now = request.server.services.now();
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const [session] = await tx
    .insert(staffSessions)
    .values({
      main_id: member.main_id,
      staff_id: member.id,
      token_hash: hashToken(token),
      csrf_token: csrfToken,
      expires_at: new Date(now.getTime() + SESSION_MS),
      last_seen_at: now,
      ip: request.ip ?? '',
      user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    })
    .returning({ id: staffSessions.id });
  const [updated] = await tx
    .update(staff)
    .set({ last_sign_in_at: now })
    .where(eq(staff.id, member.id))
    .returning();
  await writeAudit(
    tx,
    member.main_id,
    { staffId: member.id, email: member.email },
    {
      action: 'staff.sign-in',
      entity: 'staff',
      entityId: member.id,
      after: { session: session.id, how, ip: request.ip ?? '' },
    },
  );
  return { token, csrfToken, member: updated ?? member };
}

/** Sets the session cookie: `HttpOnly; Secure; SameSite=Strict; Path=/admin`. */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(ADMIN_COOKIE, token, COOKIE_OPTIONS);
}

/** Clears the session cookie (same attributes, expired). */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(ADMIN_COOKIE, COOKIE_OPTIONS);
}

/** `SessionResponse` for a member and their session's CSRF token. */
export async function sessionAnswer(db: Db, member: StaffRow, csrfToken: string): Promise<SessionResponse> {
  const [merchant] = await db
    .select({ code: merchants.code, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.code, member.main_id))
    .limit(1);
  const role = member.role as StaffRole;
  return {
    staff: toStaffMember(member),
    permissions: [...(ROLE_PERMISSIONS[role] ?? [])],
    merchant: merchant ?? { code: member.main_id, name: member.main_id },
    csrfToken,
  };
}
