import { couponStanding } from '@skatekit/console-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { couponState, coupons } from '../../db/schema';
import { catalogueVersion, trustedCatalogueVersion } from '../../lib/catalogue-version';
import { dbVersion } from '../../lib/db-version';
import { type CouponRow, couponTerms, normaliseCode } from './repository';

const version = dbVersion(async (db) => {
  const [row] = await db
    .select({ version: couponState.version })
    .from(couponState)
    .where(eq(couponState.id, 1));
  return row?.version;
});

/**
 * The coupon version of the database: it goes up with every write of a coupon's terms (triggers of
 * migration 0016), not with its uses. Read at most once a second per instance (lib/db-version).
 */
export const couponVersion = (db: Db): Promise<number> => version.current(db);

/** The coupon version this instance trusts now, without a query; undefined once it would ask. */
export const trustedCouponVersion = (db: Db): number | undefined => version.trusted(db);

/** This instance just wrote a coupon: the next check asks the database for the version again. */
export const markCouponsStale = (db: Db): void => version.markStale(db);

/** Merchants whose coupons are kept per database, least recently checked dropped first. */
const MAX_CACHED_MERCHANTS = 1000;

interface CouponCache {
  version: number;
  /** Each merchant's coupons by (upper-case) code. */
  byMerchant: Map<string, Map<string, CouponRow>>;
}
const caches = new WeakMap<Db, CouponCache>();

/** The merchant's coupons by code, from memory while the coupon version stands. */
async function merchantCoupons(db: Db, mainId: string): Promise<Map<string, CouponRow>> {
  const current = await couponVersion(db);
  let cache = caches.get(db);
  if (cache?.version !== current) {
    cache = { version: current, byMerchant: new Map() };
    caches.set(db, cache);
  }
  const kept = cache.byMerchant.get(mainId);
  if (kept) {
    cache.byMerchant.delete(mainId);
    cache.byMerchant.set(mainId, kept);
    return kept;
  }
  const rows = await db.select().from(coupons).where(eq(coupons.main_id, mainId));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  // A version read meanwhile may be newer than these rows' version: keep them only under their own.
  if (caches.get(db) === cache) {
    cache.byMerchant.set(mainId, byCode);
    for (const oldest of cache.byMerchant.keys()) {
      if (cache.byMerchant.size <= MAX_CACHED_MERCHANTS) break;
      cache.byMerchant.delete(oldest);
    }
  }
  return byCode;
}

/**
 * A coupon of the merchant that can be used now (core's couponStanding says `live`), or null: the
 * coupon check's read. The terms come from the per-version cache (a code not in it is looked up, so
 * a coupon added anywhere works at once; an edit made through another instance shows within a
 * second, one made through this one at once); the uses so far of a coupon with
 * `max_uses` are read from the database, so a coupon used up is refused by the next check. (The order
 * itself takes its use with a conditional update, `reserveCouponUse`, whatever a check said.)
 */
export async function checkedCoupon(
  db: Db,
  mainId: string,
  code: string,
  now: Date,
): Promise<CouponRow | null> {
  const byCode = await merchantCoupons(db, mainId);
  const wanted = normaliseCode(code);
  let row = byCode.get(wanted);
  if (!row) {
    // An unknown code is asked every time, so a coupon added through another instance works at once.
    [row] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.main_id, mainId), eq(coupons.code, wanted)))
      .limit(1);
    if (!row) return null;
    byCode.set(wanted, row);
  }
  let current = row;
  if (row.max_uses !== null) {
    const [fresh] = await db
      .select({ used_count: coupons.used_count })
      .from(coupons)
      .where(eq(coupons.id, row.id))
      .limit(1);
    if (!fresh) return null;
    current = { ...row, used_count: fresh.used_count };
  }
  return couponStanding(couponTerms(current), now) === 'live' ? current : null;
}

/** The versions a coupon check is read under: the merchant's (the catalogue's) and the coupons'. */
export interface CheckVersions {
  catalogue: number | undefined;
  coupons: number | undefined;
}

/**
 * The versions a check is about to read under, taken before it reads anything (read first when this
 * instance no longer trusts them: the check would read them anyway).
 */
export async function checkVersions(db: Db): Promise<CheckVersions> {
  await Promise.all([catalogueVersion(db), couponVersion(db)]);
  return trustedCheckVersions(db);
}

const trustedCheckVersions = (db: Db): CheckVersions => ({
  catalogue: trustedCatalogueVersion(db),
  coupons: trustedCouponVersion(db),
});

/**
 * How long a guest's coupon check answer stays what the check would answer (platform/replay.ts): while the
 * versions it was read under (`before`, taken before it read anything) are still the trusted ones and
 * no start or end of the coupon has come. None for a coupon that counts its uses (a use changes its
 * answer and no version), or when a version was read or marked stale meanwhile.
 */
export function guestCheckStands(
  db: Db,
  row: CouponRow,
  before: CheckVersions,
  now: () => Date,
): (() => boolean) | undefined {
  if (row.max_uses !== null || before.catalogue === undefined || before.coupons === undefined)
    return undefined;
  const after = trustedCheckVersions(db);
  if (after.catalogue !== before.catalogue || after.coupons !== before.coupons) return undefined;
  const at = now().getTime();
  const turns = Math.min(
    ...[row.starts_at, row.expires_at].map((date) => date?.getTime() ?? Infinity).filter((time) => time > at),
  );
  return () =>
    trustedCouponVersion(db) === before.coupons &&
    trustedCatalogueVersion(db) === before.catalogue &&
    now().getTime() < turns;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route writes coupons' terms: its answer marks this instance's coupon version stale, so the
     * next coupon check sees the change at once.
     * @example app.put('/admin/api/coupons/:id', { config: { couponWrite: true } }, ...)
     */
    couponWrite?: boolean;
  }
}

/** Route config of a write of coupons' terms (the console's coupon routes). */
export const COUPON_WRITE = { couponWrite: true } as const;

/**
 * Marks this instance's coupon version stale when a coupon write answers (a route with
 * `config: { couponWrite: true }`), before its answer leaves; a change made through another instance
 * shows within a second. (Root hook: fastify-plugin.)
 */
export const couponFreshnessPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: every answer passes here, and most are not coupon writes.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.routeOptions.config?.couponWrite) markCouponsStale(app.db);
      done(null, payload);
    });
  },
  { name: 'skatekit-coupon-freshness' },
);
