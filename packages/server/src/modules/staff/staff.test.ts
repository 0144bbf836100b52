import { ADMIN_AUTH_TEXTS as T } from '@skatekit/console-contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSession, sessionForFile } from '../../../test/admin';
import { serverForFile } from '../../../test/helper';
import { auditLog, merchantSettings, staff, staffSessions } from '../../db/schema';
import { ADMIN_COOKIE } from './guard';

/** The answer of a sign-in call, as far as these tests read it. */
interface LoginAnswer {
  status?: string;
  message?: string;
  session: { staff: Record<string, unknown> };
}

/*
 * Staff management over real HTTP: invitations and their acceptance, roles and status (never the last
 * active owner), the audit log, the console settings, and tenant isolation (ROLLR02's staff never reach
 * SKATE01's people).
 */

const server = serverForFile();
const owner = sessionForFile(server, { role: 'owner' });
const clerk = sessionForFile(server, { role: 'staff' });
const otherOwner = sessionForFile(server, { merchant: 'ROLLR02', role: 'owner' });

async function auditOf(entityId: string) {
  return server.app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity_id, entityId))
    .orderBy(auditLog.createdAt);
}

/** The invitation token in the newest mail to `email`. */
async function mailedInvite(email: string): Promise<{ link: string; token: string }> {
  const [mail] = await server.app.services.outbox!.list(email);
  const link = /(\S+\/admin\/accept-invite\?token=\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}

async function accept(token: string, name = 'New Person', password = 'a-long-password-1') {
  const response = await fetch(`${server.url}/admin/api/auth/accept-invite`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ token, name, password }),
  });
  return {
    status: response.status,
    body: (await response.json()) as LoginAnswer,
    headers: response.headers,
  };
}

describe('invitations', () => {
  it('an owner invites by e-mail; the link (request origin, 7 days) lets the invitee choose a password and signs them in; each write is audited', async () => {
    const invited = await owner.call<{ data: { id: string; status: string; role: string } }>(
      'POST',
      '/staff',
      {
        email: 'New.Clerk@Example.com',
        name: 'New Clerk',
      },
    );
    expect(invited.status).toBe(200);
    expect(invited.body.data.status).toBe('invited');
    expect(invited.body.data.role).toBe('staff');
    const { link, token } = await mailedInvite('new.clerk@example.com');
    expect(link.startsWith(`${server.url}/admin/accept-invite?token=`)).toBe(true);
    const [row] = await server.app.db.select().from(staff).where(eq(staff.id, invited.body.data.id));
    expect(row.invite_token_hash).not.toBe(token);
    expect(Math.round((row.invite_expires_at!.getTime() - Date.now()) / 86_400_000)).toBe(7);

    const accepted = await accept(token, 'Nita Clerk');
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('signed-in');
    expect(accepted.body.session.staff).toMatchObject({
      name: 'Nita Clerk',
      status: 'active',
      role: 'staff',
    });
    expect(accepted.headers.getSetCookie()[0]).toMatch(new RegExp(`^${ADMIN_COOKIE}=`));
    // The link works once.
    const again = await accept(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(T.INVITE_INVALID);
    // The new password signs in.
    const login = await fetch(`${server.url}/admin/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        merchant: 'SKATE01',
        email: 'new.clerk@example.com',
        password: 'a-long-password-1',
      }),
    });
    expect(login.status).toBe(200);

    const audit = await auditOf(invited.body.data.id);
    expect(audit.map((a) => a.action)).toEqual([
      'staff.invite',
      'staff.accept-invite',
      'staff.sign-in',
      'staff.sign-in',
    ]);
    expect(audit[0].staff_email).toBe(owner.email);
    expect(audit[0].after).toMatchObject({
      email: 'new.clerk@example.com',
      role: 'staff',
      status: 'invited',
    });
    expect(audit[1].before).toMatchObject({ status: 'invited' });
    expect(audit[1].after).toMatchObject({ status: 'active', name: 'Nita Clerk' });
  });

  it('an invitation link uses PUBLIC_URL when set, expires after 7 days, and a re-invite replaces the old link', async () => {
    const original = server.app.config.publicUrl;
    server.app.config.publicUrl = 'https://shop.example';
    try {
      const first = await owner.call<{ data: { id: string } }>(
        'POST',
        '/staff',
        { email: 'late@example.com' },
        { origin: 'https://shop.example' },
      );
      expect(first.status).toBe(200);
      const old = await mailedInvite('late@example.com');
      expect(old.link.startsWith('https://shop.example/admin/accept-invite?token=')).toBe(true);
      const second = await owner.call(
        'POST',
        '/staff',
        { email: 'late@example.com', role: 'owner' },
        { origin: 'https://shop.example' },
      );
      expect(second.status).toBe(200);
      const fresh = await mailedInvite('late@example.com');
      expect((await accept(old.token)).status).toBe(400);
      const start = Date.now();
      server.app.services.now = () => new Date(start + 7 * 86_400_000 + 60_000);
      try {
        expect((await accept(fresh.token)).body.message).toBe(T.INVITE_INVALID);
      } finally {
        server.app.services.now = () => new Date();
      }
      expect((await auditOf(first.body.data.id)).map((a) => a.action)).toEqual([
        'staff.invite',
        'staff.re-invite',
      ]);
    } finally {
      server.app.config.publicUrl = original;
    }
  });

  it('inviting an active member is a conflict; bad input is a 400', async () => {
    const dup = await owner.call('POST', '/staff', { email: clerk.email });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(T.ALREADY_MEMBER);
    const bad = await owner.call('POST', '/staff', { email: 'not-an-address', role: 'boss' });
    expect(bad.status).toBe(400);
    const short = await accept('x'.repeat(43), 'Name', 'short');
    expect(short.status).toBe(400);
  });
});

describe('roles', () => {
  it('a staff role gets 403 for invites, role changes, the audit log and settings; it may read the staff list and settings', async () => {
    const before = await server.app.db.select().from(staff).where(eq(staff.main_id, 'SKATE01'));
    const invite = await clerk.call('POST', '/staff', { email: 'sneaky@example.com', role: 'owner' });
    expect(invite.status).toBe(403);
    expect(invite.body.message).toBe(T.ROLE_NOT_ALLOWED);
    expect((await clerk.call('PATCH', `/staff/${clerk.staffId}`, { role: 'owner' })).status).toBe(403);
    expect((await clerk.call('GET', '/audit')).status).toBe(403);
    expect((await clerk.call('PATCH', '/settings', { notifyEmail: 'x@example.com' })).status).toBe(403);
    expect(await server.app.db.select().from(staff).where(eq(staff.main_id, 'SKATE01'))).toEqual(before);
    expect((await clerk.call('GET', '/staff')).status).toBe(200);
    expect((await clerk.call('GET', '/settings')).status).toBe(200);
  });

  it('an owner changes a role and disables a member (whose sessions end); the last active owner cannot be demoted or disabled', async () => {
    const store = await adminSession(server, { merchant: 'ROLLR02', role: 'owner' });
    const colleague = await adminSession(server, { merchant: 'ROLLR02', role: 'staff' });
    const promoted = await store.call<{ data: { role: string } }>('PATCH', `/staff/${colleague.staffId}`, {
      role: 'owner',
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.role).toBe('owner');
    const disabled = await store.call('PATCH', `/staff/${colleague.staffId}`, { status: 'disabled' });
    expect(disabled.status).toBe(200);
    expect((await colleague.call('GET', '/session')).status).toBe(401);
    const [revoked] = await server.app.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staff_id, colleague.staffId));
    expect(revoked.revoked_at).not.toBeNull();

    // ROLLR02's owners: the demo owner, `otherOwner` and `store`. Disable the first two, then `store` is the last.
    const [demo] = await server.app.db
      .select()
      .from(staff)
      .where(and(eq(staff.main_id, 'ROLLR02'), eq(staff.email, 'owner@rollr02.test')));
    expect((await store.call('PATCH', `/staff/${demo.id}`, { status: 'disabled' })).status).toBe(200);
    expect((await store.call('PATCH', `/staff/${otherOwner.staffId}`, { role: 'staff' })).status).toBe(200);
    const demote = await store.call('PATCH', `/staff/${store.staffId}`, { role: 'staff' });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(T.LAST_OWNER);
    const disableSelf = await store.call('PATCH', `/staff/${store.staffId}`, { status: 'disabled' });
    expect(disableSelf.status).toBe(409);
    const [self] = await server.app.db.select().from(staff).where(eq(staff.id, store.staffId));
    expect(self).toMatchObject({ role: 'owner', status: 'active' });
    // Restore ROLLR02 for the other tests.
    expect((await store.call('PATCH', `/staff/${demo.id}`, { status: 'active' })).status).toBe(200);
    expect((await store.call('PATCH', `/staff/${otherOwner.staffId}`, { role: 'owner' })).status).toBe(200);

    const audit = await auditOf(colleague.staffId);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'staff.update',
        { email: colleague.email, name: colleague.email.split('@')[0], role: 'staff', status: 'active' },
        { email: colleague.email, name: colleague.email.split('@')[0], role: 'owner', status: 'active' },
      ],
      [
        'staff.update',
        { email: colleague.email, name: colleague.email.split('@')[0], role: 'owner', status: 'active' },
        { email: colleague.email, name: colleague.email.split('@')[0], role: 'owner', status: 'disabled' },
      ],
    ]);
  });
});

describe('tenant isolation', () => {
  it('a ROLLR02 session gets 404 for SKATE01 staff ids, sees only its own staff, audit and settings', async () => {
    const before = await server.app.db.select().from(staff).where(eq(staff.id, clerk.staffId));
    for (const body of [{ role: 'owner' }, { status: 'disabled' }]) {
      const res = await otherOwner.call('PATCH', `/staff/${clerk.staffId}`, body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(T.STAFF_NOT_FOUND);
    }
    // The same answer as an id that does not exist at all.
    expect((await otherOwner.call('PATCH', '/staff/no-such-id', { role: 'owner' })).body.message).toBe(
      T.STAFF_NOT_FOUND,
    );
    expect(await server.app.db.select().from(staff).where(eq(staff.id, clerk.staffId))).toEqual(before);

    const list = await otherOwner.call<{ data: { email: string }[] }>('GET', '/staff');
    expect(list.body.data.every((m) => !m.email.endsWith('@skate01.test') && m.email !== clerk.email)).toBe(
      true,
    );
    const audit = await otherOwner.call<{ data: unknown[]; total: number }>(
      'GET',
      `/audit?entity=staff&entityId=${clerk.staffId}`,
    );
    expect(audit.status).toBe(200);
    expect(audit.body.total).toBe(0);
    const settings = await otherOwner.call<{ data: { storeName: string } }>('GET', '/settings');
    expect(settings.body.data.storeName).not.toBe(
      (await owner.call<{ data: { storeName: string } }>('GET', '/settings')).body.data.storeName,
    );
  });

  it('a ROLLR02 staff cookie with a SKATE01 owner’s e-mail in the body still acts only in ROLLR02', async () => {
    const res = await otherOwner.call<{ data: { id: string } }>('POST', '/staff', { email: clerk.email });
    expect(res.status).toBe(200);
    const [row] = await server.app.db.select().from(staff).where(eq(staff.id, res.body.data.id));
    expect(row.main_id).toBe('ROLLR02');
    const [original] = await server.app.db.select().from(staff).where(eq(staff.id, clerk.staffId));
    expect(original.status).toBe('active');
  });
});

describe('audit log and settings', () => {
  it('the owner reads the audit log newest first, paged and filtered by entity and id', async () => {
    const page1 = await owner.call<{
      data: { action: string; createdAt: string }[];
      total: number;
      page: number;
      pageSize: number;
    }>('GET', '/audit?pageSize=2');
    expect(page1.status).toBe(200);
    expect(page1.body.pageSize).toBe(2);
    expect(page1.body.data.length).toBe(2);
    expect(page1.body.total).toBeGreaterThan(2);
    expect(page1.body.data[0].createdAt >= page1.body.data[1].createdAt).toBe(true);
    const page2 = await owner.call<{ data: { id: string }[]; page: number }>(
      'GET',
      '/audit?pageSize=2&page=2',
    );
    expect(page2.body.page).toBe(2);
    const filtered = await owner.call<{ data: { entity: string; action: string }[] }>(
      'GET',
      '/audit?entity=staff&q=invite',
    );
    expect(filtered.body.data.length).toBeGreaterThan(0);
    expect(filtered.body.data.every((e) => e.entity === 'staff' && e.action.includes('invite'))).toBe(true);
    expect((await owner.call('GET', '/audit?pageSize=1000')).status).toBe(400);
  });

  it('PATCH /settings sets the notification address, audited with before and after', async () => {
    const before = (await owner.call<{ data: { notifyEmail: string } }>('GET', '/settings')).body.data
      .notifyEmail;
    const res = await owner.call<{ data: { notifyEmail: string; storeName: string } }>('PATCH', '/settings', {
      notifyEmail: 'Desk@Skate.Example',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.notifyEmail).toBe('desk@skate.example');
    const [row] = await server.app.db
      .select()
      .from(merchantSettings)
      .where(eq(merchantSettings.main_id, 'SKATE01'));
    expect(row.notify_email).toBe('desk@skate.example');
    const audit = await auditOf('SKATE01');
    expect(audit.at(-1)).toMatchObject({
      action: 'settings.update',
      entity: 'settings',
      before: { notifyEmail: before },
      after: { notifyEmail: 'desk@skate.example' },
      staff_email: owner.email,
    });
    expect((await owner.call('PATCH', '/settings', { notifyEmail: 'nope' })).status).toBe(400);
  });
});
