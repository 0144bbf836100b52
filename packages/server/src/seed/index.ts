import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import * as tables from '../db/schema';
import { withSortPrice } from '../modules/catalogue/sort-price';
import { rollr02Seed } from './rollr02';
import { insertAcademySeed } from './skate01/academy';
import { skate01Seed } from './skate01/index';
import type { MerchantSeed, SeedOptions } from './types';

/** Store codes of the demo merchants the seed creates. */
export const DEMO_MERCHANT_CODES = ['SKATE01', 'ROLLR02'] as const;

/** The demo data, built from the options (tests read expected values from here). */
export function demoSeeds(options: SeedOptions): MerchantSeed[] {
  return [skate01Seed(options), rollr02Seed(options)];
}

/** Writes one merchant's seed. Rows get `main_id` from the merchant's code. */
export async function insertMerchantSeed(db: Db, seed: MerchantSeed): Promise<void> {
  const main_id = seed.merchant.code;
  const own = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, main_id }));
  await db.insert(tables.merchants).values(seed.merchant);
  await db.insert(tables.storeProfiles).values({ ...seed.profile, main_id });
  await db.insert(tables.merchantSettings).values({ ...seed.settings, main_id });
  await db.insert(tables.categories).values(own(seed.categories));
  await db.insert(tables.products).values(own(seed.products.map(withSortPrice)));
  await db.insert(tables.newArrivalGroups).values(own(seed.newArrivals));
  await db.insert(tables.sliders).values(own(seed.sliders));
  await db.insert(tables.marquees).values(own(seed.marquees));
  await db.insert(tables.offers).values(own(seed.offers));
  await db.insert(tables.offices).values(own(seed.offices));
  await db.insert(tables.pincodes).values(own(seed.pincodes));
  await db.insert(tables.deliveryBands).values(own(seed.deliveryBands));
  await db.insert(tables.freeDeliveryBands).values(own(seed.freeDeliveryBands));
  await db.insert(tables.coupons).values(own(seed.coupons));
  await db.insert(tables.classLevels).values(own(seed.classLevels));
}

/**
 * Seeds the demo merchants when the database has no merchant at all, in one transaction (a crash
 * half-way leaves an empty database that the next start seeds again). Returns true when it seeded.
 */
export async function seedIfEmpty(db: Db, config: Pick<AppConfig, 'gstRate' | 'razorpay'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Several API instances starting together on one empty PostgreSQL: one seeds, the others wait here
    // and then find the merchants.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ code: tables.merchants.code }).from(tables.merchants).limit(1);
    if (existing.length > 0) return false;
    for (const seed of demoSeeds({ gstRate: config.gstRate, razorpay: config.razorpay })) {
      await insertMerchantSeed(tx as unknown as Db, seed);
    }
    // SKATE01's academy: levels, coaches, a week of batches, families and the demo parent (issue 37).
    await insertAcademySeed(tx as unknown as Db);
    return true;
  });
}

/** Arbitrary constant naming the seed's advisory lock. */
const SEED_LOCK_KEY = 5_172_801;

/** Ids and codes of demo records with a special role, for tests and docs. */
export const SEED_REFS = {
  merchant: 'SKATE01',
  otherMerchant: 'ROLLR02',
  products: {
    /** Simple, totalStock 0: Out of Stock. */
    outOfStockSimple: 'sk-quad-tenacity-beginner',
    /** Simple, ₹499 (regular ₹599), 40 in stock: two stay below free delivery. */
    cheap: 'sk-gear-elbow-pads',
    /** Simple with exactly one unit left. */
    lastUnit: 'sk-inline-aggressive-street',
    /** Variable Product; its L variation has stock 0. */
    variable: 'sk-quad-junior-adjustable',
    variableInStockSku: 'SK-QJA-S3033',
    variableOutOfStockSku: 'SK-QJA-L3841',
    /** Grouped Product (knee + elbow + wrist). */
    grouped: 'sk-gear-3in1-set',
    /** Unlimited Stock: never decremented. */
    unlimited: 'sk-bearings-abec7',
    /** Status Inactive: never listed, 404 from single product. */
    inactive: 'sk-speed-frame-preview',
    /** A course (category `courses`). */
    course: 'sk-course-beginner-quad',
    /** Belongs to ROLLR02. */
    otherMerchant: 'rl-quad-street-cruiser',
  },
  coupons: {
    percentage: 'SKATE10',
    fixed: 'FLAT200',
    inactive: 'OLDRINK50',
    expired: 'MONSOON15',
    otherMerchant: 'ROLL5',
  },
  pincodes: { active: '400064', officeArea: '400097', inactive: '400001', otherMerchant: '411001' },
} as const;

export type { MerchantSeed, SeedOptions } from './types';
