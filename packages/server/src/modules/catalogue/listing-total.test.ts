import { describe, expect, it } from 'vitest';
import { sessionForFile, consoleProduct } from '../../../test/admin';
import { call } from '../../../test/session';
import { statementsOf } from '../../../test/statements';
import { createOrder, orderBody, shopForFile } from '../../../test/shop';

/*
 * Issue 25: a listing's total is counted once per filter and catalogue version, not once per page
 * (at 100,000 products the count is most of a page's time). The total is what a count says at once
 * after a write that changes it, and the same after one that does not.
 */

const shop = shopForFile();
const { server } = shop;
const owner = sessionForFile(server, { role: 'owner' });

const tallied = (sku: string, extra: Record<string, unknown> = {}) =>
  consoleProduct(sku, 'Tallied deck', extra);

type Listing = { data: { product_id: string; sku: string }[]; total: number };
const listing = (page: number, extra = '') =>
  call<Listing>(
    server,
    'GET',
    `/grouped-product/search-all-products/SKATE01?type=equipment&q=tallied&limit=2&page=${page}${extra}`,
  );

describe('issue 25: the listing total, cached per filter and catalogue version', () => {
  const ids: string[] = [];

  it('the pages of one listing share one count; a product created in the console changes the total at once', async () => {
    for (const sku of ['TALLY1', 'TALLY2', 'TALLY3']) {
      const created = await owner.call<{ data: { id: string } }>('POST', '/products', tallied(sku));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.data.id);
    }
    const first = await listing(1);
    expect(first.body.total).toBe(3);
    expect(first.body.data.map((p) => p.sku)).toEqual(['TALLY1', 'TALLY2']);

    // Page 2 (and the same filter in another spelling and sort) reads its page, not the count again.
    for (const extra of ['', '&sort=newest']) {
      const seen = await statementsOf(server, async () => {
        const second = await listing(2, extra);
        expect(second.body.total).toBe(3);
      });
      expect(seen).toHaveLength(1);
      expect(seen[0]).not.toContain('count(*)');
    }

    const fourth = await owner.call<{ data: { id: string } }>('POST', '/products', tallied('TALLY4'));
    expect(fourth.status).toBe(201);
    ids.push(fourth.body.data.id);
    expect((await listing(1)).body.total).toBe(4);
    const last = await listing(2);
    expect(last.body).toMatchObject({ total: 4 });
    expect(last.body.data.map((p) => p.sku)).toEqual(['TALLY3', 'TALLY4']);
  });

  it('an order of a listed product leaves the total as it was; a product taken off sale leaves it at once', async () => {
    const [sold] = (await listing(1)).body.data;
    expect(sold.sku).toBe('TALLY1');
    const placed = await createOrder(
      server,
      shop.asha,
      orderBody(shop.asha, shop.ashaHome, [{ id: sold.product_id, qty: 5 }]),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // Stock is no filter of the listing: the sold-out product is still listed, and counted.
    expect((await listing(1)).body.total).toBe(4);
    expect((await listing(2)).body.total).toBe(4);

    const off = await owner.call('PUT', `/products/${ids[1]}`, tallied('TALLY2', { status: 'Inactive' }));
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const after = await listing(1);
    expect(after.body.total).toBe(3);
    expect(after.body.data.map((p) => p.sku)).toEqual(['TALLY1', 'TALLY3']);
    expect((await listing(2)).body).toMatchObject({ total: 3, data: [{ sku: 'TALLY4' }] });
  });
});
