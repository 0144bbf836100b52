import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { merchants } from '../db/schema';
import { catalogueVersion } from '../lib/catalogue-version';
import { notFound } from './errors';

export type Merchant = typeof merchants.$inferSelect;

/** Unknown merchant code in a path or body: a 404 that says so. */
export function unknownMerchant(code: string) {
  return notFound(`Unknown merchant code: ${code}`);
}

/** Known merchants by code, valid for one catalogue version (a write to `merchants` moves it). */
interface MerchantCache {
  version: number;
  byCode: Map<string, Merchant>;
}
const caches = new WeakMap<Db, MerchantCache>();
/** Codes kept per database; beyond it the cache starts over (a code is one query away). */
const MAX_CACHED_MERCHANTS = 10_000;

/**
 * The merchant for a store code from a path or body, or a 404. Every module resolves the code with
 * this before touching its tables, so an unknown code never reads as "empty store". Known merchants
 * come from memory while the catalogue version stands (see lib/catalogue-version); unknown codes are
 * asked every time, so a new merchant is served at once.
 */
export async function requireMerchant(db: Db, code: string): Promise<Merchant> {
  const version = await catalogueVersion(db);
  let cache = caches.get(db);
  if (cache?.version !== version) {
    cache = { version, byCode: new Map() };
    caches.set(db, cache);
  }
  const known = cache.byCode.get(code);
  if (known) return known;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  if (!merchant) throw unknownMerchant(code);
  if (cache.byCode.size >= MAX_CACHED_MERCHANTS) cache.byCode.clear();
  cache.byCode.set(code, merchant);
  return merchant;
}
