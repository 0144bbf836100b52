import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batches, merchants, staff, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { ACADEMY_DEMO, DEMO_COACH_BATCHES } from './skate01/academy';

/** The demo owners' password (dev helpers only: `pnpm start`, `pnpm start:prod --demo`). */
export const DEMO_OWNER_PASSWORD = 'skate-owner-demo';

/** The demo parent's storefront password (dev helpers only, as the owners'). */
export const DEMO_PARENT_PASSWORD = 'skate-parent-demo';

/** One owner per demo merchant. */
export const DEMO_OWNERS = [
  { merchant: 'SKATE01', email: 'owner@skate01.test', name: 'Demo owner' },
  { merchant: 'ROLLR02', email: 'owner@rollr02.test', name: 'Demo owner' },
] as const;

/**
 * Creates the demo owners that are missing (idempotent: an existing one is left as it is, its password
 * too), for merchants that exist. Called when demo data is seeded with the dev helpers on, which never
 * happens in production. Answers the e-mails it created.
 */
export async function ensureDemoOwners(db: Db): Promise<string[]> {
  const known = await db
    .select({ code: merchants.code })
    .from(merchants)
    .where(
      inArray(
        merchants.code,
        DEMO_OWNERS.map((owner) => owner.merchant),
      ),
    );
  const codes = new Set(known.map((row) => row.code));
  const missing: (typeof DEMO_OWNERS)[number][] = [];
  for (const owner of DEMO_OWNERS) {
    if (!codes.has(owner.merchant)) continue;
    const [row] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.main_id, owner.merchant), eq(staff.email, owner.email)))
      .limit(1);
    if (!row) missing.push(owner);
  }
  if (missing.length === 0) return [];
  const passwordHash = await hashPassword(DEMO_OWNER_PASSWORD);
  const created = await db
    .insert(staff)
    .values(
      missing.map((owner) => ({
        main_id: owner.merchant,
        email: owner.email,
        name: owner.name,
        role: 'owner' as const,
        status: 'active' as const,
        password_hash: passwordHash,
      })),
    )
    .onConflictDoNothing()
    .returning({ email: staff.email });
  return created.map((row) => row.email);
}

/**
 * The academy's demo people (issue 37), with the dev helpers on only, as the owners: the two coaches (staff
 * with the owners' password, made here and never by the seed, so a production database has no demo staff)
 * take their seeded batches, and the demo parent gets a password. Only what is still missing; answers how
 * many people it set up.
 */
export async function ensureDemoAcademyPasswords(db: Db): Promise<number> {
  let set = 0;
  const [academy] = await db
    .select({ code: merchants.code })
    .from(merchants)
    .where(eq(merchants.code, 'SKATE01'));
  if (!academy) return 0;
  const hash = await hashPassword(DEMO_OWNER_PASSWORD);
  const made = await db
    .insert(staff)
    .values(
      ACADEMY_DEMO.coaches.map((c) => ({
        main_id: 'SKATE01',
        email: c.email,
        name: c.name,
        role: 'coach' as const,
        status: 'active' as const,
        password_hash: hash,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: staff.id });
  set += made.length;
  // A data directory seeded when the seed made the coaches without a password.
  const coachEmails = ACADEMY_DEMO.coaches.map((c) => c.email);
  const unset = await db
    .update(staff)
    .set({ password_hash: hash })
    .where(and(eq(staff.main_id, 'SKATE01'), inArray(staff.email, coachEmails), isNull(staff.password_hash)))
    .returning({ id: staff.id });
  set += unset.length;
  const coaches = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(and(eq(staff.main_id, 'SKATE01'), inArray(staff.email, coachEmails)));
  for (const { centre, course, start, coach } of DEMO_COACH_BATCHES) {
    const id = coaches.find((c) => c.email === coach)?.id;
    if (!id) continue;
    await db
      .update(batches)
      .set({ coach_id: id })
      .where(
        and(
          eq(batches.main_id, 'SKATE01'),
          eq(batches.centre, centre),
          eq(batches.course, course),
          eq(batches.start_time, start),
          isNull(batches.coach_id),
        ),
      );
  }
  const parent = and(
    eq(users.main_id, 'SKATE01'),
    eq(users.email, ACADEMY_DEMO.parent.email),
    isNull(users.password_hash),
  );
  const [waiting] = await db.select({ id: users.id }).from(users).where(parent).limit(1);
  if (waiting) {
    await db
      .update(users)
      .set({ password_hash: await hashPassword(DEMO_PARENT_PASSWORD), email_verified_at: new Date() })
      .where(eq(users.id, waiting.id));
    set += 1;
  }
  return set;
}
