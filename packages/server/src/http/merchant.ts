import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { merchants } from '../db/schema';
import { notFound } from './errors';

export type Merchant = typeof merchants.$inferSelect;

/** Unknown merchant code in a path or body: a 404 that says so. */
export function unknownMerchant(code: string) {
  return notFound(`Unknown merchant code: ${code}`);
}

/**
 * The merchant for a store code from a path or body, or a 404. Every module resolves the code with
 * this before touching its tables, so an unknown code never reads as "empty store".
 */
export async function requireMerchant(db: Db, code: string): Promise<Merchant> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  if (!merchant) throw unknownMerchant(code);
  return merchant;
}
