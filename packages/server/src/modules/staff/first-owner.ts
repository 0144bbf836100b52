import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, staff } from '../../db/schema';
import { writeAudit } from './audit';
import { FIRST_OWNER_INVITE_MS, newInviteToken } from './invitations';

/** Why the first-owner command did nothing (the message says what to do). */
export class FirstOwnerRefused extends Error {
  override readonly name = 'FirstOwnerRefused';
}

export interface FirstOwnerOptions {
  merchant: string;
  email: string;
  name?: string;
  /** Issue the invitation even though the merchant has an active owner (recovery). */
  force?: boolean;
  now?: Date;
}

/**
 * Production's first owner: an owner invitation for `email` at `merchant`, valid 24 hours, answered as
 * the one-time token (only its hash is stored). Refuses when the merchant already has an active owner,
 * unless `force` (then it is also how an owner who lost their password gets back in). Audited as the
 * system.
 */
export async function createFirstOwner(
  db: Db,
  options: FirstOwnerOptions,
): Promise<{ token: string; expiresAt: Date; staffId: string }> {
  const merchant = options.merchant.trim().toUpperCase();
  const email = options.email.trim().toLowerCase();
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + FIRST_OWNER_INVITE_MS);
  const invite = newInviteToken();
  return db.transaction(async (tx) => {
    const [store] = await tx.select().from(merchants).where(eq(merchants.code, merchant)).limit(1);
    if (!store) throw new FirstOwnerRefused(`Unknown merchant code: ${merchant}`);
    const owners = await tx
      .select({ email: staff.email })
      .from(staff)
      .where(and(eq(staff.main_id, merchant), eq(staff.role, 'owner'), eq(staff.status, 'active')));
    if (owners.length > 0 && !options.force) {
      throw new FirstOwnerRefused(
        `${merchant} already has an active owner (${owners.map((o) => o.email).join(', ')}): they invite ` +
          'others from the console. To issue an owner invitation anyway (e.g. a lost password), add --force.',
      );
    }
    const [existing] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.main_id, merchant), eq(staff.email, email)))
      .limit(1);
    const values = {
      role: 'owner' as const,
      // An active member keeps working until they accept; anyone else is an invitee again.
      status: existing?.status === 'active' ? ('active' as const) : ('invited' as const),
      invite_token_hash: invite.hash,
      invite_expires_at: expiresAt,
      invited_by: null,
    };
    const [row] = existing
      ? await tx.update(staff).set(values).where(eq(staff.id, existing.id)).returning()
      : await tx
          .insert(staff)
          .values({ main_id: merchant, email, name: options.name?.trim() ?? '', ...values })
          .returning();
    await writeAudit(tx, merchant, null, {
      action: 'staff.invite-owner',
      entity: 'staff',
      entityId: row.id,
      before: existing ? { email, role: existing.role, status: existing.status } : null,
      after: {
        email,
        role: row.role,
        status: row.status,
        inviteExpiresAt: expiresAt.toISOString(),
        by: 'command line',
      },
    });
    return { token: invite.token, expiresAt, staffId: row.id };
  });
}
