import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import type { NewRefreshToken, RefreshTokenRecord, RefreshTokenStore } from '../../lib/tokens';

type Row = typeof refreshTokens.$inferSelect;

function toRecord(row: Row): RefreshTokenRecord {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    userId: row.user_id,
    mainId: row.main_id,
    familyId: row.family_id,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    replacedBy: row.replaced_by,
    parentId: row.parent_id,
  };
}

async function insertToken(db: Db | Tx, record: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values({
    id: record.id,
    token_hash: record.tokenHash,
    user_id: record.userId,
    main_id: record.mainId,
    family_id: record.familyId,
    parent_id: record.parentId,
    expires_at: record.expiresAt,
  });
}

/**
 * Ends a login: every token of the family revoked (those not already) and marked ended. A token a
 * concurrent rotation adds meanwhile is refused at its first use, since its family is marked ended.
 */
async function endFamily(db: Db | Tx, where: ReturnType<typeof and>, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({
      revoked_at: sql`coalesce(${refreshTokens.revoked_at}, ${at.toISOString()}::timestamptz)`,
      family_revoked_at: at,
    })
    .where(and(where, isNull(refreshTokens.family_revoked_at)));
}

/** Refresh tokens in the `refresh_tokens` table (hashes only). */
export function createRefreshTokenStore(db: Db): RefreshTokenStore {
  return {
    insert: (record) => insertToken(db, record),
    async findByHash(tokenHash) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, tokenHash))
        .limit(1);
      return row ? toRecord(row) : null;
    },
    withFamily(familyId, work) {
      return db.transaction(async (tx) => {
        // One rotation of a login at a time: a transaction-scoped advisory lock on the family.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`refresh:${familyId}`}, 0))`);
        return work({
          async current(id) {
            const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
            return row ? toRecord(row) : null;
          },
          async ended() {
            const [row] = await tx
              .select({ id: refreshTokens.id })
              .from(refreshTokens)
              .where(and(eq(refreshTokens.family_id, familyId), isNotNull(refreshTokens.family_revoked_at)))
              .limit(1);
            return row !== undefined;
          },
          async children(id) {
            const rows = await tx.select().from(refreshTokens).where(eq(refreshTokens.parent_id, id));
            return rows.map(toRecord);
          },
          async markRotated(id, at, replacedBy) {
            await tx
              .update(refreshTokens)
              .set({ revoked_at: at, replaced_by: replacedBy })
              .where(eq(refreshTokens.id, id));
          },
          insert: (record) => insertToken(tx, record),
          revoke: (at) => endFamily(tx, eq(refreshTokens.family_id, familyId), at),
        });
      });
    },
    async revokeFamily(familyId, at) {
      await endFamily(db, eq(refreshTokens.family_id, familyId), at);
    },
    async revokeAllForUser(userId, mainId, at) {
      await endFamily(db, and(eq(refreshTokens.user_id, userId), eq(refreshTokens.main_id, mainId)), at);
    },
  };
}
