import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/admin';
import { createOrder, orderBody, shopForFile } from '../../../test/shop';
import { outbox, products } from '../../db/schema';
import { SEED_REFS } from '../../seed';

const shop = shopForFile();
const { server } = shop;
const P = SEED_REFS.products;

/** The low-stock mails queued for the merchant about `sku`, oldest first. */
async function lowStockMails(sku: string) {
  const rows = await server.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, 'stock.low.merchant'), eq(outbox.main_id, 'SKATE01')));
  return rows
    .filter((row) => row.text.includes(`Sku: ${sku}`))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

let placed = 0;
/** An order of `qty` (unpaid: it holds its stock), Asha's and Ravi's in turn (each may hold only so many unpaid). */
const order = async (id: string, qty: number, sku?: string) => {
  const [user, home] = placed++ % 2 ? [shop.ravi, shop.raviHome] : [shop.asha, shop.ashaHome];
  const created = await createOrder(
    server,
    user,
    orderBody(user, home, [{ id, qty, ...(sku ? { sku } : {}) }]),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
};

describe('low stock: a threshold per product, a badge and one mail per crossing', () => {
  it('a sale that takes a product to its own threshold mails the merchant once; restocked above it and sold down again, once more', async () => {
    const owner = await adminSession(server, { role: 'owner' });
    const created = await owner.call<{ data: { id: string; lowStockThreshold: number | null } }>(
      'POST',
      '/products',
      {
        type: 'Simple',
        title: 'Wrist guards LOW1',
        sku: 'LOW1',
        category: 'protective-gear',
        price: 500,
        salePrice: 0,
        stock: 6,
        lowStockThreshold: 3,
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data.lowStockThreshold).toBe(3);
    const badge = async () =>
      (await owner.call<{ data: { lowStock: boolean }[] }>('GET', '/products?q=LOW1')).body.data[0]?.lowStock;
    expect(await badge()).toBe(false);

    await order(id, 2); // 6 -> 4: above the threshold, no mail
    expect(await lowStockMails('LOW1')).toHaveLength(0);
    await order(id, 1); // 4 -> 3: at the threshold
    const [first, ...others] = await lowStockMails('LOW1');
    expect(others).toHaveLength(0);
    expect(first.recipient).toBe('hello@skatekit.in');
    expect(first.subject).toBe('Low stock: Wrist guards LOW1, 3 left');
    expect(await badge()).toBe(true);
    await order(id, 1); // 3 -> 2: still low, no second mail
    expect(await lowStockMails('LOW1')).toHaveLength(1);

    const restocked = await owner.call('POST', `/stock/${id}`, { mode: 'set', onHand: 10, expected: 2 });
    expect(restocked.status, JSON.stringify(restocked.body)).toBe(200);
    expect(await badge()).toBe(false);
    await order(id, 7); // 10 -> 3: crosses again
    const mails = await lowStockMails('LOW1');
    expect(mails.map((m) => m.subject)).toEqual([
      'Low stock: Wrist guards LOW1, 3 left',
      'Low stock: Wrist guards LOW1, 3 left',
    ]);
  });

  it("a variation without a threshold of its product's own crosses the store's (5), named by its attributes", async () => {
    const [row] = await server.app.db.select().from(products).where(eq(products.product_id, P.variable));
    const variation = row.variation.map((v) => (v.sku === P.variableInStockSku ? { ...v, stock: 6 } : v));
    await server.app.db
      .update(products)
      .set({ variation, low_stock_threshold: null })
      .where(eq(products.product_id, P.variable));
    const sold = variation.find((v) => v.sku === P.variableInStockSku);
    const label = Object.values(sold?.attributes ?? {}).join(' / ');
    expect(label).not.toBe('');

    await order(P.variable, 1, P.variableInStockSku); // 6 -> 5
    const mails = await lowStockMails(P.variableInStockSku);
    expect(mails.map((m) => m.subject)).toEqual([`Low stock: ${row.title} (${label}), 5 left`]);
    expect(mails[0].text).toContain('at or below its low-stock threshold of 5');
  });

  it('an unlimited product is never low', async () => {
    const owner = await adminSession(server, { role: 'owner' });
    const created = await owner.call<{ data: { id: string } }>('POST', '/products', {
      type: 'Simple',
      title: 'Stickers LOW2',
      sku: 'LOW2',
      category: 'protective-gear',
      price: 50,
      stock: 'Unlimited Stock',
      lowStockThreshold: 100,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await order(created.body.data.id, 3);
    expect(await lowStockMails('LOW2')).toHaveLength(0);
    const list = await owner.call<{ data: { lowStock: boolean }[] }>('GET', '/products?q=LOW2');
    expect(list.body.data[0].lowStock).toBe(false);
  });
});
