import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { merchants, products } from '../src/db/schema';
import { demoSeeds, seedIfEmpty } from '../src/seed/index';
import { openTestDatabase } from './helper';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('seedIfEmpty', () => {
  it('seeds an empty database exactly once, even when two starts race', async () => {
    const config = { gstRate: 18, razorpay: {} };
    const results = await Promise.all([seedIfEmpty(database.db, config), seedIfEmpty(database.db, config)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedIfEmpty(database.db, config)).toBe(false);
    const [{ value: merchantCount }] = await database.db.select({ value: count() }).from(merchants);
    const [{ value: productCount }] = await database.db.select({ value: count() }).from(products);
    expect(merchantCount).toBe(2);
    expect(productCount).toBe(demoSeeds(config).reduce((sum, seed) => sum + seed.products.length, 0));
  });
});
