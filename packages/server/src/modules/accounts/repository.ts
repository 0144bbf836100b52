import { isUniqueViolation } from '../../db/errors';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otps, users } from '../../db/schema';
import { OTP_MAX_ATTEMPTS, type OtpPurpose } from '../../lib/otp';

export type UserRow = typeof users.$inferSelect;
export type OtpRow = typeof otps.$inferSelect;

/** E-mail as stored: trimmed and lower-case, so "Asha@X.com" and "asha@x.com" are one account. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The user record on the wire (both `id` and `user_id`, as the spec's readers look at either). */
export function toWireUser(row: UserRow) {
  return {
    id: row.id,
    user_id: row.id,
    full_name: row.full_name,
    name: row.full_name,
    email: row.email,
    mobile: row.mobile,
    user_gstNo: row.user_gstNo,
    main_id: row.main_id,
  };
}

/** The conditions naming one address's codes of one purpose at the merchant. */
const codesOf = (mainId: string, email: string, purpose: OtpPurpose) => [
  eq(otps.main_id, mainId),
  eq(otps.email, normaliseEmail(email)),
  eq(otps.purpose, purpose),
];

/** Users and one-time codes. Every query names the merchant. */
export function createAccountsRepository(db: Db) {
  return {
    async userByEmail(mainId: string, email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.main_id, mainId), eq(users.email, normaliseEmail(email))))
        .limit(1);
      return row ?? null;
    },

    async userById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async userByGoogleSub(mainId: string, sub: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.main_id, mainId), eq(users.google_sub, sub)))
        .limit(1);
      return row ?? null;
    },

    /** Creates a user; null when the e-mail (or Google account) is already registered with this merchant. */
    async createUser(values: typeof users.$inferInsert): Promise<UserRow | null> {
      try {
        const [row] = await db
          .insert(users)
          .values({ ...values, email: normaliseEmail(values.email) })
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async updateUser(
      id: string,
      values: Partial<
        Pick<UserRow, 'mobile' | 'user_gstNo' | 'password_hash' | 'google_sub' | 'email_verified_at'>
      >,
    ) {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    async insertOtp(values: {
      mainId: string;
      email: string;
      purpose: OtpPurpose;
      codeHash: string;
      expiresAt: Date;
      sentAt: Date;
      requestedIp: string;
    }) {
      await db.insert(otps).values({
        requested_ip: values.requestedIp,
        main_id: values.mainId,
        email: normaliseEmail(values.email),
        purpose: values.purpose,
        code_hash: values.codeHash,
        expires_at: values.expiresAt,
        last_sent_at: values.sentAt,
        createdAt: values.sentAt,
      });
    },

    /** Send times of the codes sent to this address for this purpose since `since` (one row per send). */
    async sendTimes(
      mainId: string,
      email: string,
      purpose: OtpPurpose,
      since: Date,
    ): Promise<{ at: Date; ip: string }[]> {
      return db
        .select({ at: otps.last_sent_at, ip: otps.requested_ip })
        .from(otps)
        .where(and(...codesOf(mainId, email, purpose), gt(otps.last_sent_at, since)));
    },

    /** The newest code of the purpose for the address not yet used; older ones are superseded by a resend. */
    async latestPendingOtp(mainId: string, email: string, purpose: OtpPurpose): Promise<OtpRow | null> {
      const [row] = await db
        .select()
        .from(otps)
        .where(and(...codesOf(mainId, email, purpose), isNull(otps.consumed_at)))
        .orderBy(desc(otps.last_sent_at))
        .limit(1);
      return row ?? null;
    },

    /**
     * Spends one try before the code is compared, in one conditional UPDATE: concurrent guesses
     * cannot get more than the allowed number of comparisons. False when no try is left.
     */
    async spendTry(id: string): Promise<boolean> {
      const rows = await db
        .update(otps)
        .set({ tries: sql`${otps.tries} + 1` })
        .where(and(eq(otps.id, id), lt(otps.tries, OTP_MAX_ATTEMPTS), isNull(otps.verified_at)))
        .returning({ id: otps.id });
      return rows.length === 1;
    },

    async markVerified(id: string, at: Date): Promise<void> {
      await db.update(otps).set({ verified_at: at }).where(eq(otps.id, id));
    },

    /** The newest verified, unconsumed code for the purpose, verified after `since`. */
    async verifiedOtp(
      mainId: string,
      email: string,
      purpose: OtpPurpose,
      since: Date,
    ): Promise<OtpRow | null> {
      const [row] = await db
        .select()
        .from(otps)
        .where(and(...codesOf(mainId, email, purpose), isNull(otps.consumed_at), gt(otps.verified_at, since)))
        .orderBy(desc(otps.verified_at))
        .limit(1);
      return row ?? null;
    },

    /** Uses a verified code up; false when a concurrent request already did (each code opens one door once). */
    async consumeOtp(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(otps)
        .set({ consumed_at: at })
        .where(and(eq(otps.id, id), isNull(otps.consumed_at)))
        .returning({ id: otps.id });
      return rows.length === 1;
    },
  };
}

/** The repository's type. */
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
