import {
  ADMIN_AUTH_TEXTS as T,
  AdminSettings,
  AdminSettingsBody,
  AuditEntry,
  AuditQuery,
  InviteBody,
  inviteMailText,
  page,
  StaffMember,
  StaffUpdateBody,
} from '@skatekit/console-contract';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog, merchantSettings, merchants, staff, staffSessions } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { writeAudit } from './audit';
import { ADMIN_API, requireStaff } from './guard';
import { INVITE_MS, inviteLink, newInviteToken } from './invitations';
import { type StaffRow, toStaffMember } from './sessions';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const StaffListResponse = z.object({ data: z.array(StaffMember) });
const StaffResponse = z.object({ data: StaffMember });
const AuditPage = page(AuditEntry);
const SettingsResponse = z.object({ data: AdminSettings });

/** `%`, `_` and `\` typed in a search are themselves, not patterns. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What of a member the audit log keeps (never a hash). */
const auditView = (row: StaffRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.status,
});

/**
 * Staff (list, invite, role and status), the audit log and the merchant's console settings. Every
 * write appends its audit row in its own transaction.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const storeName = async (mainId: string) => {
    const [row] = await app.db
      .select({ name: merchants.name })
      .from(merchants)
      .where(eq(merchants.code, mainId))
      .limit(1);
    return row?.name ?? mainId;
  };

  app.get(
    `${ADMIN_API}/staff`,
    { preHandler: requireStaff('staff.read'), schema: { response: { 200: StaffListResponse } } },
    async (request) => {
      const rows = await app.db
        .select()
        .from(staff)
        .where(eq(staff.main_id, request.staff!.mainId))
        .orderBy(asc(staff.createdAt), asc(staff.email));
      return { data: rows.map(toStaffMember) };
    },
  );

  app.post(
    `${ADMIN_API}/staff`,
    {
      preHandler: requireStaff('staff.invite'),
      schema: { body: InviteBody, response: { 200: StaffResponse } },
    },
    async (request) => {
      const who = request.staff!;
      const { email, name, role } = request.body;
      const now = app.services.now();
      const invite = newInviteToken();
      const expires = new Date(now.getTime() + INVITE_MS);
      const member = await app.db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(staff)
          .where(and(eq(staff.main_id, who.mainId), eq(staff.email, email)))
          .limit(1)
          .for('update');
        if (existing?.status === 'active') throw conflict(T.ALREADY_MEMBER);
        if (existing?.status === 'disabled') throw conflict(T.DISABLED_MEMBER);
        const values = {
          name: name || existing?.name || '',
          role,
          status: 'invited' as const,
          invite_token_hash: invite.hash,
          invite_expires_at: expires,
          invited_by: who.staffId,
        };
        // Inviting again someone who has not accepted yet sends a new link (the old one stops working).
        const [row] = existing
          ? await tx.update(staff).set(values).where(eq(staff.id, existing.id)).returning()
          : await tx
              .insert(staff)
              .values({ main_id: who.mainId, email, ...values })
              .returning();
        await writeAudit(tx, who.mainId, who, {
          action: existing ? 'staff.re-invite' : 'staff.invite',
          entity: 'staff',
          entityId: row.id,
          before: existing ? auditView(existing) : null,
          after: { ...auditView(row), inviteExpiresAt: expires.toISOString() },
        });
        return row;
      });
      const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      await app.services.mailer.send({
        to: email,
        subject: T.INVITE_MAIL_SUBJECT,
        text: inviteMailText(
          inviteLink(origin, invite.token),
          await storeName(who.mainId),
          INVITE_MS / 86_400_000,
        ),
      });
      return { data: toStaffMember(member) };
    },
  );

  app.patch(
    `${ADMIN_API}/staff/:id`,
    {
      preHandler: requireStaff('staff.invite'),
      schema: { params: IdParams, body: StaffUpdateBody, response: { 200: StaffResponse } },
    },
    async (request) => {
      const who = request.staff!;
      const change = request.body;
      const now = app.services.now();
      const member = await app.db.transaction(async (tx) => {
        // The merchant's active owners are locked first, so two owners demoting each other at once
        // cannot both succeed and leave the store with none.
        const owners = await tx
          .select({ id: staff.id })
          .from(staff)
          .where(and(eq(staff.main_id, who.mainId), eq(staff.role, 'owner'), eq(staff.status, 'active')))
          .for('update');
        const [before] = await tx
          .select()
          .from(staff)
          .where(and(eq(staff.id, request.params.id), eq(staff.main_id, who.mainId)))
          .limit(1)
          .for('update');
        if (!before) throw notFound(T.STAFF_NOT_FOUND);
        const role = change.role ?? before.role;
        const status = change.status ?? before.status;
        if (change.status === 'active' && before.status === 'invited') throw conflict(T.NOT_ACCEPTED_YET);
        const wasActiveOwner = before.role === 'owner' && before.status === 'active';
        const staysActiveOwner = role === 'owner' && status === 'active';
        if (wasActiveOwner && !staysActiveOwner && owners.filter((o) => o.id !== before.id).length === 0)
          throw conflict(T.LAST_OWNER);
        const [after] = await tx
          .update(staff)
          .set({
            role,
            status,
            // A disabled invitee's link stops working.
            ...(status === 'disabled' ? { invite_token_hash: null, invite_expires_at: null } : {}),
          })
          .where(eq(staff.id, before.id))
          .returning();
        if (status === 'disabled') {
          await tx
            .update(staffSessions)
            .set({ revoked_at: now })
            .where(and(eq(staffSessions.staff_id, before.id), isNull(staffSessions.revoked_at)));
        }
        await writeAudit(tx, who.mainId, who, {
          action: 'staff.update',
          entity: 'staff',
          entityId: before.id,
          before: auditView(before),
          after: auditView(after),
        });
        return after;
      });
      return { data: toStaffMember(member) };
    },
  );

  app.get(
    `${ADMIN_API}/audit`,
    {
      preHandler: requireStaff('audit.read'),
      schema: { querystring: AuditQuery, response: { 200: AuditPage } },
    },
    async (request) => {
      const { page: pageNo, pageSize, q, entity, entityId, sort } = request.query;
      const conditions: SQL[] = [eq(auditLog.main_id, request.staff!.mainId)];
      if (entity) conditions.push(eq(auditLog.entity, entity));
      if (entityId) conditions.push(eq(auditLog.entity_id, entityId));
      if (q) {
        const like = likeText(q);
        conditions.push(or(ilike(auditLog.action, like), ilike(auditLog.staff_email, like)) as SQL);
      }
      const where = and(...conditions);
      const order = sort === 'createdAt' ? asc(auditLog.createdAt) : desc(auditLog.createdAt);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(order, desc(auditLog.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        app.db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          staffEmail: row.staff_email,
          action: row.action,
          entity: row.entity,
          entityId: row.entity_id,
          before: row.before,
          after: row.after,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        page: pageNo,
        pageSize,
      };
    },
  );

  const readSettings = async (mainId: string) => {
    const [row] = await app.db
      .select({ storeName: merchants.name, notifyEmail: merchantSettings.notify_email })
      .from(merchants)
      .leftJoin(merchantSettings, eq(merchantSettings.main_id, merchants.code))
      .where(eq(merchants.code, mainId))
      .limit(1);
    return { storeName: row?.storeName ?? mainId, notifyEmail: row?.notifyEmail ?? '' };
  };

  app.get(
    `${ADMIN_API}/settings`,
    { preHandler: requireStaff(), schema: { response: { 200: SettingsResponse } } },
    async (request) => ({ data: await readSettings(request.staff!.mainId) }),
  );

  app.patch(
    `${ADMIN_API}/settings`,
    {
      preHandler: requireStaff('settings.update'),
      schema: { body: AdminSettingsBody, response: { 200: SettingsResponse } },
    },
    async (request) => {
      const who = request.staff!;
      await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ notifyEmail: merchantSettings.notify_email })
          .from(merchantSettings)
          .where(eq(merchantSettings.main_id, who.mainId))
          .limit(1)
          .for('update');
        if (!before) throw notFound('Store settings not found');
        await tx
          .update(merchantSettings)
          .set({ notify_email: request.body.notifyEmail })
          .where(eq(merchantSettings.main_id, who.mainId));
        await writeAudit(tx, who.mainId, who, {
          action: 'settings.update',
          entity: 'settings',
          entityId: who.mainId,
          before,
          after: { notifyEmail: request.body.notifyEmail },
        });
      });
      return { data: await readSettings(who.mainId) };
    },
  );
};
