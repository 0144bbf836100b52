import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import type { RefreshTokenRecord, RefreshTokenStore } from '../../lib/tokens';

/** Refresh tokens in the `refresh_tokens` table (hashes only). */
export function createRefreshTokenStore(db: Db): RefreshTokenStore {
  return {
    async insert(record) {
      await db.insert(refreshTokens).values({
        id: record.id,
        token_hash: record.tokenHash,
        user_id: record.userId,
        main_id: record.mainId,
        family_id: record.familyId,
        expires_at: record.expiresAt,
      });
    },
    async findByHash(tokenHash): Promise<RefreshTokenRecord | null> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, tokenHash))
        .limit(1);
      if (!row) return null;
      return {
        id: row.id,
        tokenHash: row.token_hash,
        userId: row.user_id,
        mainId: row.main_id,
        familyId: row.family_id,
        expiresAt: row.expires_at,
        revokedAt: row.revoked_at,
      };
    },
    async revokeIfActive(id, at) {
      // One conditional UPDATE: of two concurrent rotations only one sees the row still active.
      const rows = await db
        .update(refreshTokens)
        .set({ revoked_at: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revoked_at)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async revokeFamily(familyId, at) {
      await db
        .update(refreshTokens)
        .set({ revoked_at: at })
        .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
    },
    async revokeAllForUser(userId, mainId, at) {
      await db
        .update(refreshTokens)
        .set({ revoked_at: at })
        .where(
          and(
            eq(refreshTokens.user_id, userId),
            eq(refreshTokens.main_id, mainId),
            isNull(refreshTokens.revoked_at),
          ),
        );
    },
  };
}
