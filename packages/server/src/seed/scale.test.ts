import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/helper';
import { merchants, products } from '../db/schema';
import { seedScale } from './scale';

/**
 * Budget: the first listing page must not grow with the catalogue. Measured at 100 and at 100,000
 * synthetic products on PostgreSQL (about 20 s to insert; CI runs this suite on PostgreSQL too), and at
 * 10,000 on PGlite (100,000 takes about a minute to insert there). `pnpm bench` measures both engines.
 */
const STORE = 'SCALE1';
const FIRST_PAGE = '?type=equipment&page=1&limit=9';
const LARGE = process.env.TEST_DATABASE_URL ? 100_000 : 10_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.db.insert(merchants).values({ code: STORE, name: 'Scale test shop' });
});
afterAll(() => server.close());

async function firstPageBytes(): Promise<{ bytes: number; total: number; ids: string[] }> {
  const response = await fetch(`${server.url}/grouped-product/search-all-products/${STORE}${FIRST_PAGE}`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const text = await response.text();
  const body = JSON.parse(text) as { total: number; data: { product_id: string }[] };
  return { bytes: Buffer.byteLength(text), total: body.total, ids: body.data.map((p) => p.product_id) };
}

const activeCount = async () => {
  const [row] = await server.app.db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.main_id, STORE), eq(products.status, 'Active')));
  return row.n;
};

describe('seedScale and the listing budget', () => {
  it(`the first listing page at ${LARGE.toLocaleString('en-IN')} products is at most 1.2x its bytes at 100`, {
    timeout: 240_000,
  }, async () => {
    await seedScale(server.app.db, STORE, 100);
    expect(await activeCount()).toBe(100);
    const small = await firstPageBytes();
    expect(small.total).toBe(100);
    expect(small.ids).toEqual([
      'scale-1',
      'scale-2',
      'scale-3',
      'scale-4',
      'scale-5',
      'scale-6',
      'scale-7',
      'scale-8',
      'scale-9',
    ]);

    await seedScale(server.app.db, STORE, LARGE);
    expect(await activeCount()).toBe(LARGE);
    // Rows written behind the API's back: cached reads follow the catalogue version within about a second.
    await expect
      .poll(async () => (await firstPageBytes()).total, { timeout: 10_000, interval: 250 })
      .toBe(LARGE);
    const large = await firstPageBytes();
    expect(large.total).toBe(LARGE);
    expect(large.bytes).toBeLessThanOrEqual(small.bytes * 1.2);
  });

  it('a deep page by cursor holds the same products as by offset', async () => {
    const base = `${server.url}/grouped-product/search-all-products/${STORE}?type=equipment&limit=100&sort=price-desc`;
    const byOffset = (await (await fetch(`${base}&page=50`)).json()) as { data: { product_id: string }[] };
    const before = (await (await fetch(`${base}&page=49`)).json()) as { next_cursor: string };
    const byCursor = (await (await fetch(`${base}&cursor=${before.next_cursor}`)).json()) as {
      data: { product_id: string }[];
    };
    expect(byCursor.data).toHaveLength(100);
    expect(byCursor.data.map((p) => p.product_id)).toEqual(byOffset.data.map((p) => p.product_id));
  });
});
