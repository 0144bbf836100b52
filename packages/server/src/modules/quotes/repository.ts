import type { Db } from '../../db/client';
import { quotes } from '../../db/schema';

/** Stores one quote request. */
export async function insertQuote(db: Db, values: typeof quotes.$inferInsert): Promise<void> {
  await db.insert(quotes).values(values);
}
