import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ADMIN_AUTH_TEXTS as T,
  AcceptInviteBody,
  LoginBody,
  LoginResponse,
  SecondFactorBody,
  SessionResponse,
  secondFactorMailText,
} from '@skatekit/console-contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { merchants, staff, staffChallenges, staffSessions } from '../../db/schema';
import { badRequest, forbidden, unauthorised } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { writeAudit } from './audit';
import { ADMIN_API, crossSiteRefusal, hashToken, requireStaff } from './guard';
import { clearSessionCookie, sessionAnswer, setSessionCookie, type StaffRow, startSession } from './sessions';
import { countSignInAttempt } from './signin-limits';

/** An owner's second-factor code: 6 digits, 10 minutes, 5 tries. */
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;

/** `o***@skate01.test`: enough to recognise one's own address, not to learn someone else's. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/**
 * Sign-in to the console (docs/admin-api.md): store code + e-mail + password; an owner then gets a
 * 6-digit code by mail (second factor). Sign-in, second factor and accept-invite refuse cross-site
 * requests (login CSRF); failures are limited per account + address and per address (signin-limits.ts).
 */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A started session: its cookie set, and the answer every way of signing in gives. */
  const signedIn = async (reply: FastifyReply, session: Awaited<ReturnType<typeof startSession>>) => {
    setSessionCookie(reply, session.token);
    return {
      status: 'signed-in' as const,
      session: await sessionAnswer(app.db, session.member, session.csrfToken),
    };
  };
  const codeHash = (challengeId: string, code: string) =>
    createHmac('sha256', app.services.otpSecret).update(`staff-challenge:${challengeId}:${code}`).digest();

  const refuseCrossSite = (request: Parameters<typeof crossSiteRefusal>[0]) => {
    if (crossSiteRefusal(request)) throw forbidden(T.NOT_FROM_CONSOLE);
  };

  app.post(
    `${ADMIN_API}/auth/login`,
    { schema: { body: LoginBody, response: { 200: LoginResponse } } },
    async (request, reply) => {
      refuseCrossSite(request);
      const merchant = request.body.merchant.toUpperCase();
      const { email, password } = request.body;
      const attempt = await countSignInAttempt(app, request, reply, { merchant, email });
      const [member] = await app.db
        .select()
        .from(staff)
        .where(and(eq(staff.main_id, merchant), eq(staff.email, email)))
        .limit(1);
      // The same work and the same answer for an unknown store, an unknown e-mail, an invitee who has
      // no password yet and a wrong password: the answer never tells which accounts exist.
      const ok = member?.password_hash
        ? await verifyPassword(password, member.password_hash)
        : await burnPasswordCheck(password);
      if (!member || !ok) throw unauthorised(T.WRONG_CREDENTIALS);
      await attempt.succeeded();
      if (member.status !== 'active') throw forbidden(T.ACCOUNT_DISABLED);

      if (member.role === 'owner') {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const now = app.services.now();
        const challenge = await app.db.transaction(async (tx) => {
          // A new code replaces any earlier one still open.
          await tx
            .update(staffChallenges)
            .set({ used_at: now })
            .where(and(eq(staffChallenges.staff_id, member.id), isNull(staffChallenges.used_at)));
          const id = randomUUID();
          await tx.insert(staffChallenges).values({
            id,
            main_id: member.main_id,
            staff_id: member.id,
            code_hash: codeHash(id, code).toString('hex'),
            expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000),
          });
          const row = { id };
          return row;
        });
        const [store] = await app.db
          .select({ name: merchants.name })
          .from(merchants)
          .where(eq(merchants.code, member.main_id))
          .limit(1);
        // Straight through the mailer (not the notification outbox): the owner is waiting for it.
        await app.services.mailer.send({
          to: member.email,
          subject: T.CODE_MAIL_SUBJECT,
          text: secondFactorMailText(code, store?.name ?? member.main_id, CODE_MINUTES),
        });
        return {
          status: 'second-factor' as const,
          challengeId: challenge.id,
          sentTo: maskEmail(member.email),
        };
      }

      const session = await app.db.transaction((tx) => startSession(tx, request, member, 'password'));
      return signedIn(reply, session);
    },
  );

  app.post(
    `${ADMIN_API}/auth/second-factor`,
    { schema: { body: SecondFactorBody, response: { 200: LoginResponse } } },
    async (request, reply) => {
      refuseCrossSite(request);
      const { challengeId, code } = request.body;
      const now = app.services.now();
      const [challenge] = await app.db
        .select({ id: staffChallenges.id, member: staff })
        .from(staffChallenges)
        .innerJoin(staff, eq(staff.id, staffChallenges.staff_id))
        .where(eq(staffChallenges.id, challengeId))
        .limit(1);
      const attempt = await countSignInAttempt(app, request, reply, {
        merchant: challenge?.member.main_id ?? '',
        email: challenge?.member.email ?? '',
      });
      if (!challenge) throw unauthorised(T.CODE_EXPIRED);
      // One try is spent atomically before the code is compared, so parallel guesses cannot exceed 5.
      const [spent] = await app.db
        .update(staffChallenges)
        .set({ tries: sql`${staffChallenges.tries} + 1` })
        .where(
          and(
            eq(staffChallenges.id, challengeId),
            isNull(staffChallenges.used_at),
            gt(staffChallenges.expires_at, now),
            lt(staffChallenges.tries, CODE_TRIES),
          ),
        )
        .returning();
      if (!spent) {
        const [current] = await app.db
          .select({ tries: staffChallenges.tries, usedAt: staffChallenges.used_at })
          .from(staffChallenges)
          .where(eq(staffChallenges.id, challengeId));
        throw unauthorised(
          current && !current.usedAt && current.tries >= CODE_TRIES ? T.CODE_TOO_MANY_TRIES : T.CODE_EXPIRED,
        );
      }
      const expected = Buffer.from(spent.code_hash, 'hex');
      const given = codeHash(challengeId, code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw unauthorised(spent.tries >= CODE_TRIES ? T.CODE_TOO_MANY_TRIES : T.CODE_WRONG);
      }
      const member = challenge.member;
      if (member.status !== 'active' || member.role !== 'owner') throw forbidden(T.ACCOUNT_DISABLED);
      const session = await app.db.transaction(async (tx) => {
        const [used] = await tx
          .update(staffChallenges)
          .set({ used_at: now })
          .where(and(eq(staffChallenges.id, challengeId), isNull(staffChallenges.used_at)))
          .returning({ id: staffChallenges.id });
        if (!used) return null;
        return startSession(tx, request, member, 'second-factor');
      });
      if (!session) throw unauthorised(T.CODE_EXPIRED);
      await attempt.succeeded();
      return signedIn(reply, session);
    },
  );

  app.post(
    `${ADMIN_API}/auth/accept-invite`,
    {
      schema: { body: AcceptInviteBody, response: { 200: LoginResponse } },
      // The token is 32 random bytes; this only keeps a flood of guesses off the password hashing.
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      const { token, name, password } = request.body;
      const now = app.services.now();
      const tokenHash = hashToken(token);
      const passwordHash = await hashPassword(password);
      const session = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(staff)
          .where(and(eq(staff.invite_token_hash, tokenHash), gt(staff.invite_expires_at, now)))
          .limit(1);
        if (!before || before.status === 'disabled') return null;
        // Single use: the token is cleared in the same statement that sets the password.
        const [member] = await tx
          .update(staff)
          .set({
            name,
            password_hash: passwordHash,
            status: 'active',
            invite_token_hash: null,
            invite_expires_at: null,
          })
          .where(and(eq(staff.id, before.id), eq(staff.invite_token_hash, tokenHash)))
          .returning();
        if (!member) return null;
        // A new password ends every earlier session of the member.
        await tx
          .update(staffSessions)
          .set({ revoked_at: now })
          .where(and(eq(staffSessions.staff_id, member.id), isNull(staffSessions.revoked_at)));
        await writeAudit(
          tx,
          member.main_id,
          { staffId: member.id, email: member.email },
          {
            action: 'staff.accept-invite',
            entity: 'staff',
            entityId: member.id,
            before: { name: before.name, status: before.status, role: before.role },
            after: { name: member.name, status: member.status, role: member.role },
          },
        );
        return startSession(tx, request, member as StaffRow, 'invitation');
      });
      if (!session) throw badRequest(T.INVITE_INVALID);
      return signedIn(reply, session);
    },
  );

  app.post(
    `${ADMIN_API}/auth/logout`,
    // 204: no content (the cookie is cleared).
    { preHandler: requireStaff(), schema: { response: { 204: z.undefined() } } },
    async (request, reply) => {
      const who = request.staff!;
      await app.db.transaction(async (tx) => {
        await tx
          .update(staffSessions)
          .set({ revoked_at: app.services.now() })
          .where(eq(staffSessions.id, who.sessionId));
        await writeAudit(tx, who.mainId, who, {
          action: 'staff.sign-out',
          entity: 'staff',
          entityId: who.staffId,
          after: { session: who.sessionId },
        });
      });
      clearSessionCookie(reply);
      return reply.code(204).send();
    },
  );

  app.get(
    `${ADMIN_API}/session`,
    { preHandler: requireStaff(), schema: { response: { 200: SessionResponse } } },
    async (request) => {
      const who = request.staff!;
      const [member] = await app.db.select().from(staff).where(eq(staff.id, who.staffId)).limit(1);
      return sessionAnswer(app.db, member, who.csrfToken);
    },
  );
};
