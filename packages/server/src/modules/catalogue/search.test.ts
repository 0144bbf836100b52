import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest, startTestServer, type TestServer } from '../../../test/helper';
import { merchants, newArrivalGroups, orders, products, users } from '../../db/schema';
import { catalogueVersion } from '../../lib/catalogue-version';
import { acceptedEncoding } from './cache';
import { withSortPrice } from './sort-price';

/**
 * The search extension of GET /grouped-product/search-all-products/{store} and the suggestions call,
 * over a small catalogue of its own (merchant SRCH01) whose every order is written out below.
 */
const STORE = 'SRCH01';
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
type Seed = Parameters<typeof withSortPrice>[0];
const simple = (
  n: number,
  title: string,
  category: string,
  price: number,
  sale: number,
  sold: number,
  created: string,
  tags: string[] = [],
  status = 'Active',
): Seed => ({
  product_id: `s${String(n).padStart(2, '0')}`,
  sku: `SRCH-${n}`,
  title,
  category,
  product_type: 'Simple',
  originalPrice: price,
  discountPrice: sale,
  totalSold: sold,
  createdAt: day(created),
  categorytype: tags,
  status,
  position: n,
});
const catalogue: Seed[] = [
  simple(1, 'Blue Wheels', 'wheels', 300, 250, 5, '2025-01-01', ['Best Sellers']),
  simple(2, 'Red Wheels', 'wheels', 150, 0, 20, '2025-03-01', ['Trending']),
  simple(3, 'Wheel Bearings', 'parts', 400, 380, 20, '2025-02-01', ['Best Sellers', 'Trending']),
  {
    ...simple(4, 'Helmet Pro', 'protection', 0, 0, 1, '2025-04-01'),
    product_type: 'Variable Product',
    // Shown (and sorted) at its cheapest sale-or-price: ₹700.
    variation: [
      { sku: 'HP-M', price: 900, salePrice: 800, stock: 3, imageUrl: '', galleryImages: [], attributes: {} },
      { sku: 'HP-L', price: 700, salePrice: 0, stock: 3, imageUrl: '', galleryImages: [], attributes: {} },
    ],
  },
  simple(5, 'Beginner Course', 'courses', 5000, 4500, 50, '2025-05-01'),
  simple(6, 'Knee Pads', 'Protection', 200, 0, 0, '2025-01-15'),
  simple(7, 'Hidden Wheels', 'wheels', 100, 0, 99, '2025-06-01', [], 'Inactive'),
  simple(8, 'blue wheels', 'wheels', 100, 90, 3, '2024-12-01'),
  simple(9, 'Toe Stops 50%_off', 'parts', 50, 45, 0, '2024-11-01'),
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.app;
  await db.insert(merchants).values({ code: STORE, name: 'Search test shop' });
  await db.insert(products).values(catalogue.map((p) => ({ ...withSortPrice(p), main_id: STORE })));
  await db.insert(newArrivalGroups).values({
    main_id: STORE,
    category_name: 'Fresh',
    product_ids: ['s06', 's04', 's05'],
    position: 1,
  });
  // Orders for Trending: standing ones of the last 30 days count; a cancelled, an unpaid and an old one do not.
  const order = (n: number, orderStatus: string, daysAgo: number, ids: string[]) => ({
    main_id: STORE,
    receipt_id: `rcpt_trend_${n}`,
    order_id: `order_trend_${n}`,
    user_id: 'srch-user',
    payment_mode: 'Pay now',
    status: orderStatus === 'Payment pending' ? 'Pending' : 'Success',
    orderStatus,
    createdAt: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000),
    cart_products: ids.map((product_id) => ({ product_id, quantity: 1 })),
  });
  await db.insert(users).values({ id: 'srch-user', main_id: STORE, email: 'trend@example.com' });
  await db
    .insert(orders)
    .values([
      order(1, 'Shipped', 2, ['s04', 's01']),
      order(2, 'Cancelled', 1, ['s06']),
      order(3, 'Payment pending', 1, ['s09']),
      order(4, 'Delivered', 60, ['s08']),
    ]);
  // Twelve titles for the suggestion cap, in a second shop.
  await db.insert(merchants).values({ code: 'SRCH02', name: 'Many wheels' });
  await db.insert(products).values(
    Array.from({ length: 12 }, (_, i) => ({
      ...withSortPrice(simple(i + 1, `Wheel Kit ${i + 1}`, 'wheels', 100, 0, 0, '2025-01-01')),
      product_id: `k${i + 1}`,
      main_id: 'SRCH02',
    })),
  );
});
afterAll(() => server.close());

interface Answer {
  status: number;
  ids: string[];
  total?: number;
  next?: string;
  body: unknown;
  headers: Headers;
}

async function search(query: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${server.url}/grouped-product/search-all-products/${STORE}?${query}`, {
    headers,
  });
  const text = await response.text();
  const body = text ? JSON.parse(text) : null;
  return {
    status: response.status,
    ids: (body?.data ?? []).map((p: { product_id: string }) => p.product_id),
    total: body?.total,
    next: body?.next_cursor,
    body,
    headers: response.headers,
  };
}

/** Follows next_cursor from the first page to the end; the ids page by page. */
async function allPages(query: string): Promise<string[][]> {
  const pages: string[][] = [];
  let answer = await search(query);
  pages.push(answer.ids);
  while (answer.next) {
    answer = await search(`${query}&cursor=${answer.next}`);
    pages.push(answer.ids);
  }
  return pages;
}

describe('product search extension', () => {
  it('without parameters answers the spec’s whole list: every Active product, courses too, no total', async () => {
    const answer = await search('');
    expect(answer.ids).toEqual(['s01', 's02', 's03', 's04', 's05', 's06', 's08', 's09']);
    expect(answer.total).toBeUndefined();
  });

  it('type=equipment leaves courses out, type=course keeps only them', async () => {
    expect((await search('type=equipment')).ids).toEqual(['s01', 's02', 's03', 's04', 's06', 's08', 's09']);
    expect(await search('type=course')).toMatchObject({ ids: ['s05'], total: 1 });
  });

  it('sorts by each option of both spec lists, ties in listing order', async () => {
    const expected: Record<string, string[]> = {
      recommended: ['s01', 's02', 's03', 's04', 's06', 's08', 's09'],
      newest: ['s04', 's02', 's03', 's06', 's01', 's08', 's09'],
      popular: ['s02', 's03', 's01', 's08', 's04', 's06', 's09'],
      'best-selling': ['s02', 's03', 's01', 's08', 's04', 's06', 's09'],
      'price-asc': ['s09', 's08', 's02', 's06', 's01', 's03', 's04'],
      'price-desc': ['s04', 's03', 's01', 's06', 's02', 's08', 's09'],
    };
    for (const [sort, ids] of Object.entries(expected)) {
      expect((await search(`type=equipment&sort=${sort}`)).ids, sort).toEqual(ids);
    }
  });

  it('filters by price ranges (₹0 - ₹200 and ₹200 - ₹400, both ends inclusive) and categories ignoring case', async () => {
    expect((await search('type=equipment&price=0-200')).ids).toEqual(['s02', 's06', 's08', 's09']);
    expect((await search('type=equipment&price=200-400')).ids).toEqual(['s01', 's03', 's06']);
    expect((await search('type=equipment&price=400-6000')).ids).toEqual(['s04']);
    expect((await search('category=WHEELS,parts')).ids).toEqual(['s01', 's02', 's03', 's08', 's09']);
    expect((await search('category=protection&sort=price-asc')).ids).toEqual(['s06', 's04']);
  });

  it('q finds titles containing the text ignoring case, wildcard characters taken literally', async () => {
    expect(await search('q=WHEEL')).toMatchObject({ ids: ['s01', 's02', 's03', 's08'], total: 4 });
    expect((await search(`q=${encodeURIComponent('50%_')}`)).ids).toEqual(['s09']);
    expect((await search('q=%25')).ids).toEqual(['s09']);
    expect((await search('q=nothing-like-this')).ids).toEqual([]);
  });

  it('issue 39: tab selects New Arrivals (the first group); Best Sellers and Trending are computed from the orders', async () => {
    // Best Sellers: every product sold, by units sold (ties in listing order), whatever its label.
    expect((await search('type=equipment&tab=best-sellers')).ids).toEqual([
      's02',
      's03',
      's01',
      's08',
      's04',
    ]);
    expect((await search('type=equipment&tab=best-sellers&limit=2')).ids).toEqual(['s02', 's03']);
    // Trending: sold by a standing order of the last 30 days (not cancelled, unpaid or older), by units sold.
    expect((await search('type=equipment&tab=trending')).ids).toEqual(['s01', 's04']);
    expect((await search('type=equipment&tab=trending&limit=10')).total).toBe(2);
    expect((await search('type=equipment&tab=new-arrivals')).ids).toEqual(['s04', 's06']);
    expect((await search('tab=all&type=equipment&limit=2')).ids).toEqual(['s01', 's02']);
  });

  it('pages by offset (page, limit) with the total of all matches', async () => {
    expect(await search('type=equipment&page=1&limit=3')).toMatchObject({
      ids: ['s01', 's02', 's03'],
      total: 7,
    });
    expect(await search('type=equipment&page=3&limit=3')).toMatchObject({ ids: ['s09'], total: 7 });
    expect(await search('type=equipment&page=4&limit=3')).toMatchObject({ ids: [], total: 7 });
  });

  it('pages by keyset cursor in every sort, the pages adding up to the sorted list', async () => {
    expect(await allPages('type=equipment&limit=3')).toEqual([
      ['s01', 's02', 's03'],
      ['s04', 's06', 's08'],
      ['s09'],
    ]);
    expect(await allPages('type=equipment&limit=3&sort=popular')).toEqual([
      ['s02', 's03', 's01'],
      ['s08', 's04', 's06'],
      ['s09'],
    ]);
    expect(await allPages('type=equipment&limit=2&sort=newest')).toEqual([
      ['s04', 's02'],
      ['s03', 's06'],
      ['s01', 's08'],
      ['s09'],
    ]);
    expect(await allPages('type=equipment&limit=4&sort=price-desc')).toEqual([
      ['s04', 's03', 's01', 's06'],
      ['s02', 's08', 's09'],
    ]);
    expect(await allPages('type=equipment&limit=3&sort=price-asc&price=0-200')).toEqual([
      ['s09', 's08', 's02'],
      ['s06'],
    ]);
  });

  it('refuses a bad sort, price range, tab or cursor with a 400 naming it', async () => {
    for (const query of ['sort=cheapest', 'price=1-2', 'tab=sale', 'type=shoes', 'cursor=abc', 'limit=101']) {
      const answer = await search(query);
      expect(answer.status, query).toBe(400);
      expect((answer.body as { message: string }).message, query).toContain(query.split('=')[0]);
    }
    // A cursor of another sort is refused too.
    const { next } = await search('type=equipment&limit=2');
    expect((await search(`type=equipment&limit=2&sort=newest&cursor=${next}`)).status).toBe(400);
  });

  it('answers 404 for an unknown store', async () => {
    const response = await fetch(`${server.url}/grouped-product/search-all-products/NOPE99?page=1`);
    expect(response.status).toBe(404);
  });
});

describe('GET /grouped-product/suggestions/{store}', () => {
  const suggest = async (store: string, q: string) => {
    const { status, body } = await rawRequest(
      `${server.url}/grouped-product/suggestions/${store}?q=${encodeURIComponent(q)}`,
    );
    return { status, titles: (body as { data: string[] }).data };
  };

  it('answers Active non-course titles containing the text, each once ignoring case, in listing order', async () => {
    expect(await suggest(STORE, 'wheel')).toEqual({
      status: 200,
      titles: ['Blue Wheels', 'Red Wheels', 'Wheel Bearings'],
    });
    expect((await suggest(STORE, 'COURSE')).titles).toEqual([]);
    expect((await suggest(STORE, '  ')).titles).toEqual([]);
  });

  it("issue 39: answers each title's product_id in `ids`, so a suggestion opens its product", async () => {
    const { body } = await rawRequest(`${server.url}/grouped-product/suggestions/${STORE}?q=wheel`);
    expect(body).toEqual({
      data: ['Blue Wheels', 'Red Wheels', 'Wheel Bearings'],
      ids: ['s01', 's02', 's03'],
    });
  });

  it('answers at most 8 titles', async () => {
    expect((await suggest('SRCH02', 'kit')).titles).toEqual([
      'Wheel Kit 1',
      'Wheel Kit 2',
      'Wheel Kit 3',
      'Wheel Kit 4',
      'Wheel Kit 5',
      'Wheel Kit 6',
      'Wheel Kit 7',
      'Wheel Kit 8',
    ]);
  });
});

describe('catalogue reads: compression, ETag, freshness', () => {
  it('compresses a large answer for a client that accepts gzip', async () => {
    const response = await fetch(`${server.url}/grouped-product/search-all-products/SKATE01`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('a kept answer goes out in the encoding the client accepts (br, else gzip), the same bytes each time', async () => {
    /** The answer's raw bytes and headers (fetch would decode them). */
    const raw = (acceptEncoding?: string) =>
      new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
        const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
        get(
          `${server.url}/grouped-product/search-all-products/SKATE01?type=equipment`,
          { headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
          },
        ).on('error', reject);
      });
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Origin, Accept-Encoding');
    const text = plain.bytes.toString('utf8');
    expect(text.length).toBeGreaterThan(1024);

    const br = await raw('gzip, deflate, br, zstd');
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'Origin, Accept-Encoding']);
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(text);
    expect((await raw('br')).bytes.equals(br.bytes)).toBe(true);

    const gzip = await raw('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(text);
    expect((await raw('identity')).headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate', undefined],
    ['', undefined],
  ])('Accept-Encoding %j -> %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });

  it('sends ETag and Cache-Control, and 304 for a client holding the same answer', async () => {
    const first = await search('type=equipment&limit=2');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"\d+-[\w-]+"$/);
    const again = await search('type=equipment&limit=2', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });

  it('a write moves the catalogue version (database trigger) and a catalogue write call makes the next read fresh', async () => {
    // The instance's 1 s of trust in the version it read is held still from the first read on, so a
    // slow machine cannot let it lapse midway (a version read by an earlier test may be 0.9 s old).
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2_000);
    const before = await search('q=Knee');
    expect((before.body as { data: { title: string }[] }).data[0].title).toBe('Knee Pads');
    const version = await catalogueVersion(server.app.db);
    await server.app.db
      .update(products)
      .set({ title: 'Knee Pads Plus' })
      .where(eq(products.product_id, 's06'));
    // A write call that is not a catalogue write (an add to cart) leaves the cached version trusted.
    expect((await rawRequest(`${server.url}/cart`, { method: 'POST', body: '{}' })).status).toBeGreaterThan(
      399,
    );
    const cached = await search('q=Knee', { 'if-none-match': before.headers.get('etag') as string });
    expect(cached.status).toBe(304);
    clock.mockRestore();
    // A catalogue write route (`config: { catalogueWrite: true }`) marks it stale: the next read is fresh.
    const write = await rawRequest(`${server.url}/dev/catalogue/scale/SKATE01`, {
      method: 'POST',
      body: JSON.stringify({ count: 0 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(write.status).toBe(200);
    const after = await search('q=Knee', { 'if-none-match': before.headers.get('etag') as string });
    expect(after.status).toBe(200);
    expect((after.body as { data: { title: string }[] }).data[0].title).toBe('Knee Pads Plus');
    expect(await catalogueVersion(server.app.db)).toBeGreaterThan(version);
  });
});
