import { CATALOGUE_TEXTS, csvLine, PRODUCT_CSV_COLUMNS } from '@skatekit/console-contract';
import { and, count, eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessionForFile } from '../../../test/admin';
import { call } from '../../../test/session';
import { createOrder, orderBody, shopForFile } from '../../../test/shop';
import { auditLog, products } from '../../db/schema';

const shop = shopForFile();
const { server } = shop;
const owner = sessionForFile(server, { role: 'owner' });
const staff = sessionForFile(server, { role: 'staff' });
const rollr = sessionForFile(server, { merchant: 'ROLLR02', role: 'owner' });

type Body = Record<string, unknown>;
const variable = (sku: string, extra: Body = {}): Body => ({
  type: 'Variable Product',
  title: `Glide Pro ${sku}`,
  sku,
  category: 'skates',
  categoryTypes: ['Trending'],
  description: '<p>Fast <b>wheels</b></p>',
  keyFeatures: ['Aluminium frame'],
  specifications: [{ label: 'Wheels', value: '80 mm' }],
  attributes: [{ name: 'Size', terms: ['7', '8'] }],
  variations: [
    { sku: `${sku}-7`, price: 5000, salePrice: 4500, stock: 3, attributes: { Size: '7' } },
    { sku: `${sku}-8`, price: 5200, salePrice: 0, stock: 2, attributes: { Size: '8' } },
  ],
  ...extra,
});
const simple = (sku: string, extra: Body = {}): Body => ({
  type: 'Simple',
  title: `Knee pads ${sku}`,
  sku,
  category: 'protective-gear',
  price: 1000,
  salePrice: 900,
  stock: 50,
  ...extra,
});
const storefront = (path: string) => call<{ data: Record<string, unknown>[] }>(server, 'GET', path);
const stockOf = async (id: string) =>
  (
    await owner.call<{ data: { variationSku: string | null; onHand: number; held: number }[] }>(
      'GET',
      `/stock?productId=${id}`,
    )
  ).body.data;

describe('products', () => {
  it('creates a Variable Product that the storefront shows at once, with its prices, and audits it', async () => {
    // The storefront's cached listing first, so the write must retire it.
    const before = await storefront('/grouped-product/search-all-products/SKATE01?q=Glide%20Pro%20GP1');
    expect(before.body.data).toEqual([]);
    const created = await owner.call<{ data: { id: string; variations: { stock: number }[] } }>(
      'POST',
      '/products',
      variable('GP1'),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.variations.map((v) => v.stock)).toEqual([3, 2]);
    const listed = await storefront('/grouped-product/search-all-products/SKATE01?q=Glide%20Pro%20GP1');
    expect(listed.body.data.map((p) => [p.title, p.originalPrice, p.discountPrice])).toEqual([
      ['Glide Pro GP1', 5000, 4500],
    ]);
    const detail = await call<{ data: { variation: { sku: string; salePrice: number; stock: string }[] } }>(
      server,
      'GET',
      `/grouped-product/single/${id}?main_id=SKATE01`,
    );
    expect(detail.body.data.variation.map((v) => [v.sku, v.salePrice, v.stock])).toEqual([
      ['GP1-7', 4500, '3'],
      ['GP1-8', 0, '2'],
    ]);
    const suggestions = await call<{ data: unknown[] }>(
      server,
      'GET',
      '/grouped-product/suggestions/SKATE01?q=Glide',
    );
    expect(JSON.stringify(suggestions.body.data)).toContain('Glide Pro GP1');
    const [audit] = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, id), eq(auditLog.action, 'product.create')));
    expect(audit.staff_email).toBe(owner.email);

    // Inactive: gone from the listing and the detail page.
    const edited = await owner.call('PUT', `/products/${id}`, variable('GP1', { status: 'Inactive' }));
    expect(edited.status).toBe(200);
    expect(
      (await storefront('/grouped-product/search-all-products/SKATE01?q=Glide%20Pro%20GP1')).body.data,
    ).toEqual([]);
    expect((await call(server, 'GET', `/grouped-product/single/${id}?main_id=SKATE01`)).status).toBe(404);
    // An edit keeps the variations' stock (it changes only through the stock routes).
    expect((await stockOf(id)).map((l) => l.onHand)).toEqual([3, 2]);
  });

  it('stores a description sanitised on save: the console form and the CSV import, the storefront reads it formatted', async () => {
    const hostile =
      '<p onclick="steal()">High-top <b>suede</b> boot<script>alert(1)</script></p><a href="javascript:alert(1)">Size chart</a>';
    const safe = '<p>High-top <b>suede</b> boot</p><a>Size chart</a>';
    const created = await owner.call<{ data: { id: string; description: string } }>(
      'POST',
      '/products',
      simple('SAN1', { description: hostile, shortDescription: '<i>Suede</i><img src=x onerror=alert(1)>' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const detail = await call<{ data: { description: string; short_description: string } }>(
      server,
      'GET',
      `/grouped-product/single/${created.body.data.id}?main_id=SKATE01`,
    );
    expect(detail.body.data.description).toBe(safe);
    expect(detail.body.data.short_description).toBe('<i>Suede</i><img src="x">');

    const csv =
      csvLine(PRODUCT_CSV_COLUMNS) +
      csvLine(
        PRODUCT_CSV_COLUMNS.map(
          (c) =>
            ({
              type: 'Simple',
              sku: 'SAN2',
              title: 'Sanitised import',
              category: 'accessories',
              price: '100',
              stock: '1',
              description: hostile,
            })[c as string] ?? '',
        ),
      );
    const applied = await owner.call<{ applied: boolean; problems: unknown[] }>('POST', '/products/import', {
      csv,
      apply: true,
    });
    expect(applied.body).toMatchObject({ applied: true, problems: [] });
    const [row] = await server.app.db
      .select({ description: products.description })
      .from(products)
      .where(and(eq(products.main_id, 'SKATE01'), eq(products.sku, 'SAN2')));
    expect(row.description).toBe(safe);
  });

  it('refuses bad products with clear errors', async () => {
    const refused = async (body: Body) => {
      const answer = await owner.call<{ message: string }>('POST', '/products', body);
      return [answer.status, answer.body.message];
    };
    expect(await refused(simple('BAD1', { price: -1 }))).toEqual([400, 'The price cannot be below 0']);
    // A Simple Product with no price would go on sale at ₹0 by omission; a typed 0 is the merchant's choice.
    expect(await refused(simple('BAD0', { price: undefined }))).toEqual([
      400,
      CATALOGUE_TEXTS.PRICE_REQUIRED,
    ]);
    const free = await owner.call<{ data: { price: number } }>(
      'POST',
      '/products',
      simple('FREE0', { price: 0, salePrice: 0 }),
    );
    expect([free.status, free.body.data.price]).toEqual([201, 0]);
    expect(await refused(simple('BAD2', { price: 1000, salePrice: 1200 }))).toEqual([
      400,
      'body.salePrice: BAD2: the sale price ₹1,200 cannot be above the price ₹1,000',
    ]);
    expect(
      await refused(
        variable('BAD3', {
          variations: [{ sku: 'BAD3-7', price: 100, salePrice: 150, stock: 1, attributes: { Size: '7' } }],
        }),
      ),
    ).toEqual([
      400,
      'body.variations.0.salePrice: BAD3-7: the sale price ₹150 cannot be above the price ₹100',
    ]);
    expect(
      await refused(simple('BAD4', { variations: [{ sku: 'BAD4-1', price: 10, attributes: {} }] })),
    ).toEqual([400, 'Only a Variable Product has variations']);
    // A sku another product (or variation) already uses.
    await owner.call('POST', '/products', simple('DUP1'));
    expect(await refused(simple('dup1'))).toEqual([409, 'The sku dup1 is already used']);
    expect(await refused(simple('GP1-7'))).toEqual([409, 'The sku GP1-7 is already used']);
    // A variation without its product: the stock route of an unknown product or variation.
    const orphan = await owner.call<{ message: string }>('POST', '/stock/no-such-product', {
      mode: 'adjust',
      variationSku: 'X-1',
      delta: 1,
    });
    expect([orphan.status, orphan.body.message]).toEqual([404, 'Product not found']);
  });

  it('lists with search, filters and paging; staff may read but not write', async () => {
    await owner.call(
      'POST',
      '/products',
      simple('LST1', { title: 'Listed wrist guard', status: 'Inactive' }),
    );
    const list = await staff.call<{ data: { sku: string; status: string; onHand: number }[]; total: number }>(
      'GET',
      '/products?q=wrist%20guard&status=Inactive&pageSize=10',
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((p) => [p.sku, p.status, p.onHand])).toEqual([['LST1', 'Inactive', 50]]);
    expect(list.body.total).toBe(1);
    const paged = await staff.call<{ data: unknown[]; total: number; page: number }>(
      'GET',
      '/products?pageSize=5&page=2',
    );
    expect(paged.body.data).toHaveLength(5);
    expect(paged.body.page).toBe(2);
    expect((await staff.call('POST', '/products', simple('STF1'))).status).toBe(403);
  });

  it('pages a search and the list in order, no product on two pages', async () => {
    for (const n of [1, 2, 3])
      await owner.call('POST', '/products', simple(`PGX${n}`, { title: `Paged kneepad ${n}` }));
    const page = (query: string) =>
      staff.call<{ data: { sku: string }[]; total: number }>('GET', `/products?${query}`);
    const first = await page('q=paged%20kneepad&pageSize=2&page=1');
    const second = await page('q=paged%20kneepad&pageSize=2&page=2');
    expect([...first.body.data, ...second.body.data].map((p) => p.sku)).toEqual(['PGX3', 'PGX2', 'PGX1']);
    expect([first.body.total, second.body.total]).toEqual([3, 3]);
    const byTitle = await page('q=PGX&sort=title&pageSize=2&page=2');
    expect(byTitle.body.data.map((p) => p.sku)).toEqual(['PGX3']);
    const newest = await page('pageSize=3&page=1');
    expect(newest.body.data.map((p) => p.sku)).toEqual(['PGX3', 'PGX2', 'PGX1']);
  });

  it('sorts by title, price and last change; the count follows every write', async () => {
    const ids: Record<string, string> = {};
    for (const [n, price] of [
      [1, 300],
      [2, 100],
      [3, 200],
    ]) {
      const body = simple(`SRT${n}`, { title: `Sorted elbow pad ${4 - n}`, price, salePrice: 0 });
      ids[`SRT${n}`] = (await owner.call<{ data: { id: string } }>('POST', '/products', body)).body.data.id;
    }
    const list = async (query: string) => {
      const { body } = await staff.call<{ data: { sku: string }[]; total: number }>(
        'GET',
        `/products?${query}`,
      );
      return [body.data.map((p) => p.sku), body.total];
    };
    expect(await list('q=sorted%20elbow&sort=title')).toEqual([['SRT3', 'SRT2', 'SRT1'], 3]);
    expect(await list('q=sorted%20elbow&sort=-price')).toEqual([['SRT1', 'SRT3', 'SRT2'], 3]);
    expect(await list('q=sorted%20elbow&sort=price&pageSize=2&page=2')).toEqual([['SRT1'], 3]);
    // A page past the end still says how many match.
    expect(await list('q=sorted%20elbow&pageSize=2&page=3')).toEqual([[], 3]);
    const edited = simple('SRT2', { title: 'Sorted elbow pad 2', price: 100, salePrice: 0, stock: 50 });
    expect((await owner.call('PUT', `/products/${ids.SRT2}`, edited)).status).toBe(200);
    expect(await list('q=sorted%20elbow&sort=-updatedAt')).toEqual([['SRT2', 'SRT3', 'SRT1'], 3]);
    // A name every object has (its prototype's) is no sort: 400, as any other unknown one (it was a 500).
    for (const sort of ['valueOf', '-constructor', '__proto__', 'toString']) {
      const refused = await staff.call<{ message: string }>('GET', `/products?sort=${sort}`);
      expect([sort, refused.status, refused.body.message]).toEqual([
        sort,
        400,
        'Sort by createdAt or title or price or updatedAt',
      ]);
    }
    // Counts are kept per filter set until the catalogue changes: a new product shows in each.
    const [, before] = await list('pageSize=1');
    await owner.call('POST', '/products', simple('SRT4', { title: 'Sorted elbow pad 0' }));
    expect(await list('q=sorted%20elbow')).toEqual([['SRT4', 'SRT3', 'SRT2', 'SRT1'], 4]);
    expect((await list('pageSize=1'))[1]).toBe((before as number) + 1);
  });

  it('keeps merchants apart on every catalogue route', async () => {
    const [mine] = await server.app.db
      .select({ id: products.product_id })
      .from(products)
      .where(eq(products.sku, 'DUP1'));
    expect((await rollr.call('GET', `/products/${mine.id}`)).status).toBe(404);
    expect((await rollr.call('PUT', `/products/${mine.id}`, simple('DUP1'))).status).toBe(404);
    expect(
      (await rollr.call('POST', `/stock/${mine.id}`, { mode: 'set', onHand: 0, expected: 50 })).status,
    ).toBe(404);
    const theirs = await rollr.call<{ data: { sku: string }[] }>('GET', '/products?q=DUP1');
    expect(theirs.body.data).toEqual([]);
    const stock = await rollr.call<{ data: unknown[] }>('GET', `/stock?productId=${mine.id}`);
    expect(stock.body.data).toEqual([]);
    // ROLLR02 may use the same sku in its own store.
    expect((await rollr.call('POST', '/products', simple('DUP1'))).status).toBe(201);
    const exported = await rollr.call<string>('GET', '/products/export.csv');
    expect(exported.body).not.toContain('Glide Pro');
  });
});

describe('stock', () => {
  it('sets with a version check and adjusts; concurrent edits and sales lose no unit', async () => {
    const created = await owner.call<{ data: { id: string } }>(
      'POST',
      '/products',
      simple('STK1', { stock: 40 }),
    );
    const id = created.body.data.id;
    const stale = await owner.call<{ message: string }>('POST', `/stock/${id}`, {
      mode: 'set',
      onHand: 10,
      expected: 39,
    });
    expect([stale.status, stale.body.message]).toEqual([
      409,
      'The stock changed to 40 meanwhile: check it and try again',
    ]);
    // Two members set from the same reading: one wins, the other is told.
    const both = await Promise.all([
      owner.call('POST', `/stock/${id}`, { mode: 'set', onHand: 30, expected: 40 }),
      staff.call('POST', `/stock/${id}`, { mode: 'set', onHand: 35, expected: 40 }),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = (await stockOf(id))[0].onHand;
    expect([30, 35]).toContain(after);
    // 10 deliveries of +1 while 5 unpaid orders of 1 unit each are placed.
    const adjustments = Array.from({ length: 10 }, () =>
      staff.call('POST', `/stock/${id}`, { mode: 'adjust', delta: 1, note: 'delivery' }),
    );
    const sales = Array.from({ length: 5 }, () =>
      createOrder(server, shop.asha, orderBody(shop.asha, shop.ashaHome, [{ id }])),
    );
    const answers = await Promise.all([...adjustments, ...sales]);
    expect(answers.map((a) => a.status)).toEqual(Array(15).fill(200));
    const [line] = await stockOf(id);
    expect([line.onHand, line.held]).toEqual([after + 10 - 5, 5]);
    const below = await staff.call<{ message: string }>('POST', `/stock/${id}`, {
      mode: 'adjust',
      delta: -1000,
    });
    expect([below.status, below.body.message]).toEqual([
      409,
      `Only ${after + 5} on hand: the stock cannot go below 0`,
    ]);
  });

  it('a variation: sales and adjustments together, Out of Stock at 0, and the low-stock list', async () => {
    const created = await owner.call<{ data: { id: string } }>(
      'POST',
      '/products',
      variable('VST', { title: 'Vst racer' }),
    );
    const id = created.body.data.id;
    const adjustments = Array.from({ length: 6 }, () =>
      staff.call('POST', `/stock/${id}`, { mode: 'adjust', variationSku: 'VST-7', delta: 2 }),
    );
    const sales = Array.from({ length: 3 }, () =>
      createOrder(server, shop.ravi, orderBody(shop.ravi, shop.raviHome, [{ id, sku: 'VST-7' }])),
    );
    const answers = await Promise.all([...adjustments, ...sales]);
    expect(answers.map((a) => a.status)).toEqual(Array(9).fill(200));
    expect((await stockOf(id)).map((l) => [l.variationSku, l.onHand, l.held])).toEqual([
      ['VST-7', 3 + 12 - 3, 3],
      ['VST-8', 2, 0],
    ]);
    const zero = await owner.call('POST', `/stock/${id}`, {
      mode: 'set',
      variationSku: 'VST-8',
      onHand: 0,
      expected: 2,
    });
    expect(zero.status).toBe(200);
    const detail = await call<{ data: { variation: { sku: string; stock: string }[] } }>(
      server,
      'GET',
      `/grouped-product/single/${id}?main_id=SKATE01`,
    );
    expect(detail.body.data.variation.map((v) => [v.sku, v.stock])).toEqual([
      ['VST-7', '12'],
      ['VST-8', '0'],
    ]);
    const refused = await createOrder(
      server,
      shop.ravi,
      orderBody(shop.ravi, shop.raviHome, [{ id, sku: 'VST-8' }]),
    );
    expect(refused.status).toBe(409);
    expect((await owner.call('PUT', '/stock-settings', { lowStockThreshold: 2 })).status).toBe(200);
    const low = await owner.call<{ data: { variationSku: string | null; onHand: number }[] }>(
      'GET',
      '/stock?low=true&q=Vst%20racer',
    );
    expect(low.body.data.map((l) => [l.variationSku, l.onHand])).toEqual([['VST-8', 0]]);
  });
});

describe('catalogue freshness', () => {
  it('an add to cart no longer retires the cached catalogue; a console write does', async () => {
    const path = `/grouped-product/single/${shop.cheap.product_id}?main_id=SKATE01`;
    const title = (answer: { body: { data: unknown } }) => (answer.body.data as { title: string }).title;
    expect(title(await storefront(path))).toBe(shop.cheap.title);
    // A write behind the server's back (the version trigger still bumps): cached reads may lag by up to
    // 1 s, held still here so a slow machine cannot let the trust lapse.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    await server.app.db
      .update(products)
      .set({ title: 'Renamed behind the back' })
      .where(eq(products.product_id, shop.cheap.product_id));
    const added = await call(server, 'POST', '/cart', {
      token: shop.asha.accessToken,
      body: {
        product_id: shop.cheap.product_id,
        product_sku: shop.cheap.sku,
        product_name: 'x',
        product_price: 1,
        product_saleprice: 1,
        user_id: shop.asha.userId,
        main_id: 'SKATE01',
        quantity: 1,
      },
    });
    expect(added.status).toBe(200);
    expect(title(await storefront(path))).toBe(shop.cheap.title);
    clock.mockRestore();
    // A console write marks the version stale: the next read shows the store as it is.
    expect((await owner.call('PUT', '/stock-settings', { lowStockThreshold: 2 })).status).toBe(200);
    const stock = await owner.call('POST', `/stock/${shop.cheap.product_id}`, { mode: 'adjust', delta: 0 });
    expect(stock.status).toBe(200);
    expect(title(await storefront(path))).toBe('Renamed behind the back');
  });
});

describe('CSV import and export', () => {
  const header = csvLine(PRODUCT_CSV_COLUMNS);
  const row = (cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number>>) =>
    csvLine(PRODUCT_CSV_COLUMNS.map((c) => cells[c] ?? ''));
  const file = (bad: boolean) => {
    let text = header;
    for (let i = 1; i <= 998; i++) {
      text += row({
        type: 'Simple',
        sku: `IMP-${i}`,
        title: `Imported item ${i}`,
        category: 'accessories',
        price: 100 + i,
        sale_price: bad && i === 10 ? 5000 : 90 + i,
        stock: bad && i === 500 ? 'lots' : i,
      });
    }
    text += row({
      type: 'Variable Product',
      sku: 'IMP-V',
      title: 'Imported skate',
      category: 'inline-skates',
    });
    text += row({
      type: 'Variation',
      sku: 'IMP-V-7',
      parent_sku: 'IMP-V',
      price: 3000,
      stock: 4,
      attributes: 'Size=7',
    });
    text += row({
      type: 'Variation',
      sku: 'IMP-V-8',
      parent_sku: bad ? 'IMP-NOPE' : 'IMP-V',
      price: 3100,
      stock: 5,
      attributes: 'Size=8',
    });
    text += row({
      type: 'Grouped Product',
      sku: 'IMP-G',
      title: 'Imported kit',
      category: 'accessories',
      price: 500,
      grouped_skus: 'IMP-1|IMP-2',
    });
    // A price left empty would sell the product at ₹0: refused, for a product and for a variation.
    if (bad) {
      text += row({ type: 'Simple', sku: 'IMP-NOPRICE', title: 'No price', category: 'accessories' });
      text += row({ type: 'Variation', sku: 'IMP-V-9', parent_sku: 'IMP-V', stock: 1, attributes: 'Size=9' });
    }
    return text;
  };
  const imported = async () =>
    (
      await server.app.db
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.main_id, 'SKATE01'), like(products.sku, 'IMP-%')))
    )[0].n;

  it('a dry run names exactly the bad rows and changes nothing; the fixed file applies all 1,000 at once', async () => {
    const dry = await owner.call<{
      applied: boolean;
      problems: { line: number; sku: string; message: string }[];
    }>('POST', '/products/import', { csv: file(true), apply: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.applied).toBe(false);
    expect(dry.body.problems).toEqual([
      {
        line: 11,
        sku: 'IMP-10',
        message: 'salePrice: IMP-10: the sale price ₹5,000 cannot be above the price ₹110',
      },
      { line: 501, sku: 'IMP-500', message: 'stock: "lots" is not a number' },
      {
        line: 1002,
        sku: 'IMP-V-8',
        message: 'Variation IMP-V-8 has no parent: no Variable Product row has the sku "IMP-NOPE"',
      },
      { line: 1004, sku: 'IMP-NOPRICE', message: `price: ${CATALOGUE_TEXTS.PRICE_REQUIRED}` },
      { line: 1005, sku: 'IMP-V-9', message: `price: ${CATALOGUE_TEXTS.PRICE_REQUIRED}` },
    ]);
    expect(await imported()).toBe(0);
    const applied = await owner.call<{ applied: boolean; created: number; problems: unknown[] }>(
      'POST',
      '/products/import',
      { csv: file(false), apply: true },
    );
    expect(applied.body).toMatchObject({ applied: true, created: 1000, problems: [] });
    expect(await imported()).toBe(1000);
    const exported = await owner.call<string>('GET', '/products/export.csv');
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.body).toContain('Variation,IMP-V-8,IMP-V,,,,,3100,0,5,,,,,,,Size=8,,');
    expect(exported.body).toContain('IMP-1|IMP-2');
    // Re-importing the export in update mode changes nothing but is accepted (every sku its own).
    const again = await owner.call<{ created: number; updated: number; problems: unknown[] }>(
      'POST',
      '/products/import',
      { csv: exported.body, apply: false, mode: 'update' },
    );
    expect(again.body.problems).toEqual([]);
    expect(again.body.created).toBe(0);
    expect(again.body.updated).toBeGreaterThanOrEqual(1000);
  }, 120_000);
});
