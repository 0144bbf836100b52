import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushTokens } from '../../db/schema';

/** Registers a device token; the same token again moves to the latest user (a shared device). */
export async function upsertPushToken(
  db: Db,
  values: { mainId: string; userId: string; deviceToken: string },
): Promise<void> {
  await db
    .insert(pushTokens)
    .values({ main_id: values.mainId, user_id: values.userId, device_token: values.deviceToken })
    .onConflictDoUpdate({
      target: [pushTokens.main_id, pushTokens.device_token],
      set: { user_id: values.userId, updatedAt: sql`now()` },
    });
}
