import {
  CATALOGUE_TEXTS,
  csvLine,
  importSkuExists,
  importUnknownCategory,
  PRODUCT_CSV_COLUMNS,
} from '@skatekit/console-contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionForFile } from '../../../test/admin';
import { serverForFile } from '../../../test/helper';
import { auditLog, products } from '../../db/schema';

const server = serverForFile();
const owner = sessionForFile(server, { role: 'owner' });
const staff = sessionForFile(server, { role: 'staff' });

type Report = {
  applied: boolean;
  created: number;
  updated: number;
  problems: { line: number; sku: string; message: string }[];
};
const header = csvLine(PRODUCT_CSV_COLUMNS);
const row = (cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number>>) =>
  csvLine(PRODUCT_CSV_COLUMNS.map((c) => cells[c] ?? ''));
const simple = (
  sku: string,
  extra: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number>> = {},
) =>
  row({
    type: 'Simple',
    sku,
    title: `Pads ${sku}`,
    category: 'protective-gear',
    price: 800,
    stock: 3,
    ...extra,
  });
const importCsv = (csv: string, extra: { apply?: boolean; mode?: 'create' | 'update' } = {}) =>
  owner.call<Report & { message?: string }>('POST', '/products/import', { csv, ...extra });
const stored = async (sku: string) =>
  (
    await server.app.db
      .select()
      .from(products)
      .where(and(eq(products.main_id, 'SKATE01'), eq(products.sku, sku)))
  )[0];

describe('the product CSV import rules', () => {
  it('refuses a row whose category the store does not have, names it, and writes nothing', async () => {
    const res = await importCsv(
      header + simple('CSVCAT-1') + simple('CSVCAT-2', { category: 'hoverboards' }),
      {
        apply: true,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      applied: false,
      // The rows that read as products (the refused row is a problem).
      products: 1,
      created: 1,
      updated: 0,
      problems: [{ line: 3, sku: 'CSVCAT-2', message: importUnknownCategory('hoverboards') }],
    });
    expect(await stored('CSVCAT-1')).toBeUndefined();
  });

  it('asks before updating: in create mode a sku the store has is refused; in update mode the row updates that product, audited', async () => {
    const first = await importCsv(header + simple('CSVUPD-1', { title: 'First title' }), { apply: true });
    expect(first.body).toMatchObject({ applied: true, created: 1, updated: 0, problems: [] });
    const id = (await stored('CSVUPD-1')).product_id;

    const again = header + simple('CSVUPD-1', { title: 'Second title' }) + simple('CSVUPD-2');
    const refused = await importCsv(again, { apply: true });
    expect(refused.body).toEqual({
      applied: false,
      products: 2,
      created: 1,
      updated: 1,
      problems: [{ line: 2, sku: 'CSVUPD-1', message: importSkuExists('CSVUPD-1') }],
    });
    expect((await stored('CSVUPD-1')).title).toBe('First title');
    expect(await stored('CSVUPD-2')).toBeUndefined();

    const dry = await importCsv(again, { mode: 'update' });
    expect(dry.body).toMatchObject({ applied: false, created: 1, updated: 1, problems: [] });
    const applied = await importCsv(again, { apply: true, mode: 'update' });
    expect(applied.body).toMatchObject({ applied: true, created: 1, updated: 1, problems: [] });
    const updated = await stored('CSVUPD-1');
    expect([updated.product_id, updated.title]).toEqual([id, 'Second title']);
    expect((await stored('CSVUPD-2')).title).toBe('Pads CSVUPD-2');
    const audits = await server.app.db.select().from(auditLog).where(eq(auditLog.action, 'product.import'));
    expect(audits.at(-1)?.after).toEqual({ created: 1, updated: 1, mode: 'update' });
  });

  it('lists every problem of every row, not only the first of each', async () => {
    const csv =
      header +
      // Three problems on one row: an unreadable price and delivery days, and an unknown category.
      simple('CSVALL-1', { price: 'abc', delivery_days: 'soon', category: 'hoverboards' }) +
      // Two rules broken at once: no title and a sale price above the price.
      simple('CSVALL-2', { title: '', sale_price: 900 }) +
      // A good row between them is still counted.
      simple('CSVALL-3') +
      // A Variable Product with a bad variation row and a variation without a price.
      row({ type: 'Variable Product', sku: 'CSVALL-V', title: 'Skate', category: 'inline-skates' }) +
      row({
        type: 'Variation',
        sku: 'CSVALL-V-7',
        parent_sku: 'CSVALL-V',
        price: 'x',
        stock: 'y',
        attributes: 'Size=7',
      }) +
      row({ type: 'Variation', sku: 'CSVALL-V-8', parent_sku: 'CSVALL-V', stock: 2, attributes: 'Size=8' }) +
      // A package whose items are found nowhere, with a sku another product already owns.
      row({
        type: 'Grouped Product',
        sku: 'CSVALL-3',
        title: 'Kit',
        category: 'accessories',
        price: 500,
        grouped_skus: 'NOPE-1|NOPE-2',
      });
    const res = await importCsv(csv, { apply: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.applied).toBe(false);
    expect(res.body.problems).toEqual([
      {
        line: 2,
        sku: 'CSVALL-1',
        message: 'price: "abc" is not a number; delivery_days: "soon" is not a number',
      },
      { line: 2, sku: 'CSVALL-1', message: importUnknownCategory('hoverboards') },
      { line: 3, sku: 'CSVALL-2', message: `title: ${CATALOGUE_TEXTS.TITLE_REQUIRED}` },
      {
        line: 3,
        sku: 'CSVALL-2',
        message: 'salePrice: CSVALL-2: the sale price ₹900 cannot be above the price ₹800',
      },
      { line: 6, sku: 'CSVALL-V-7', message: 'price: "x" is not a number; stock: "y" is not a number' },
      { line: 7, sku: 'CSVALL-V-8', message: `price: ${CATALOGUE_TEXTS.PRICE_REQUIRED}` },
      { line: 8, sku: 'CSVALL-3', message: 'The sku CSVALL-3 is on more than one product row' },
    ]);
    expect(await stored('CSVALL-3')).toBeUndefined();
  });

  it('lists each store-side problem of a row: a sku the store has (create mode) and package items found nowhere', async () => {
    await importCsv(header + simple('CSVPKG-1'), { apply: true });
    const res = await importCsv(
      header +
        row({
          type: 'Grouped Product',
          sku: 'CSVPKG-1',
          title: 'Kit',
          category: 'accessories',
          price: 500,
          grouped_skus: 'NOPE-1|NOPE-2',
        }),
      { apply: true },
    );
    expect(res.body.problems).toEqual([
      { line: 2, sku: 'CSVPKG-1', message: importSkuExists('CSVPKG-1') },
      {
        line: 2,
        sku: 'CSVPKG-1',
        message: 'grouped_skus: NOPE-1 is neither a product of this file nor of the store',
      },
      {
        line: 2,
        sku: 'CSVPKG-1',
        message: 'grouped_skus: NOPE-2 is neither a product of this file nor of the store',
      },
    ]);
  });

  it('refuses a mode it does not know with a 400; staff (no catalogue.write) may not import', async () => {
    const bad = await owner.call<{ message: string }>('POST', '/products/import', {
      csv: header + simple('CSVMODE-1'),
      mode: 'merge',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/mode/);
    const refused = await staff.call('POST', '/products/import', {
      csv: header + simple('CSVMODE-2'),
      apply: true,
    });
    expect(refused.status).toBe(403);
    expect(await stored('CSVMODE-2')).toBeUndefined();
  });

  it("keeps a variation's own pictures saved from the console when an update import rewrites the variation", async () => {
    const created = await owner.call<{
      data: { id: string; variations: { sku: string; gallery: string[] }[] };
    }>('POST', '/products', {
      type: 'Variable Product',
      title: 'Gallery skate',
      sku: 'CSVGAL',
      category: 'inline-skates',
      attributes: [{ name: 'Size', terms: ['7', '8'] }],
      variations: [
        {
          sku: 'CSVGAL-7',
          price: 3000,
          stock: 2,
          attributes: { Size: '7' },
          gallery: ['/uploads/a.jpg', '/uploads/b.jpg'],
        },
        { sku: 'CSVGAL-8', price: 3000, stock: 2, attributes: { Size: '8' } },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.variations.map((v) => [v.sku, v.gallery])).toEqual([
      ['CSVGAL-7', ['/uploads/a.jpg', '/uploads/b.jpg']],
      ['CSVGAL-8', []],
    ]);
    const csv =
      header +
      row({ type: 'Variable Product', sku: 'CSVGAL', title: 'Gallery skate v2', category: 'inline-skates' }) +
      row({
        type: 'Variation',
        sku: 'CSVGAL-7',
        parent_sku: 'CSVGAL',
        price: 3100,
        stock: 2,
        attributes: 'Size=7',
      }) +
      row({
        type: 'Variation',
        sku: 'CSVGAL-8',
        parent_sku: 'CSVGAL',
        price: 3100,
        stock: 2,
        attributes: 'Size=8',
      });
    const applied = await importCsv(csv, { apply: true, mode: 'update' });
    expect(applied.body).toMatchObject({ applied: true, updated: 1, problems: [] });
    const after = await owner.call<{
      data: { title: string; variations: { gallery: string[]; price: number }[] };
    }>('GET', `/products/${created.body.data.id}`);
    expect(after.body.data.title).toBe('Gallery skate v2');
    expect(after.body.data.variations.map((v) => [v.price, v.gallery])).toEqual([
      [3100, ['/uploads/a.jpg', '/uploads/b.jpg']],
      [3100, []],
    ]);
  });
});
