import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realClockAfterEach, TEST_MERCHANT } from '../../../test/helper';
import { apiAs, call } from '../../../test/session';
import { ashaOrder, createOrder, orderBody, shopForFile, stockOf } from '../../../test/shop';
import { outOfStockFor } from '../../platform/core';
import { SEED_REFS } from '../../seed';
import { products } from '../../db/schema';
import { RESERVATION_TTL_MS } from './stock';

const shop = shopForFile();
const { server } = shop;

const P = SEED_REFS.products;

realClockAfterEach(server);

describe('stock', () => {
  // Core's stockOnHand, as the product page and the cart showed it: the server takes the same view.
  it('follows the shop\'s stock rule: "Out of Stock" sells nothing whatever totalStock says, "unlimited stock" in any case is never counted', async () => {
    const set = (id: string, change: Partial<typeof products.$inferInsert>) =>
      server.app.db.update(products).set(change).where(eq(products.product_id, id));
    const before = await stockOf(server, P.unlimited);
    await set(P.unlimited, { stock: 'Out of Stock', totalStock: 5 });
    const refused = await ashaOrder(shop, [{ id: P.unlimited }]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: outOfStockFor(before.title) });
    expect((await stockOf(server, P.unlimited)).totalStock).toBe(5);

    await set(P.unlimited, { stock: ' unlimited stock ', totalStock: 0 });
    const sold = await ashaOrder(shop, [{ id: P.unlimited, qty: 3 }]);
    expect(sold.status).toBe(200);
    expect((await stockOf(server, P.unlimited)).totalStock).toBe(0);
    await call(server, 'POST', '/payment/failed', {
      token: shop.asha.accessToken,
      body: { receipt_id: sold.body.receipt_id },
    });
    await set(P.unlimited, { stock: before.stock, totalStock: before.totalStock });
  });

  it('gives the last unit to exactly one of 20 concurrent orders, and a failed payment gives it back', async () => {
    expect((await stockOf(server, P.lastUnit)).totalStock).toBe(1);
    const title = (await stockOf(server, P.lastUnit)).title;
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => ashaOrder(shop, [{ id: P.lastUnit }])),
    );
    const won = attempts.filter((a) => a.status === 200);
    const lost = attempts.filter((a) => a.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    expect(lost[0].body).toMatchObject({ message: outOfStockFor(title) });
    expect((await stockOf(server, P.lastUnit)).totalStock).toBe(0);

    const failed = await call(server, 'POST', '/payment/failed', {
      token: shop.asha.accessToken,
      body: { receipt_id: won[0].body.receipt_id },
    });
    expect(failed.status).toBe(200);
    expect((await stockOf(server, P.lastUnit)).totalStock).toBe(1);
    // Giving up twice restocks once.
    await call(server, 'POST', '/payment/failed', {
      token: shop.asha.accessToken,
      body: { receipt_id: won[0].body.receipt_id },
    });
    expect((await stockOf(server, P.lastUnit)).totalStock).toBe(1);
    const order = await apiAs(server, shop.asha).orders.get(won[0].body.id);
    expect(order).toMatchObject({ status: 'Failed', orderStatus: 'Cancelled' });
  });

  it('releases the stock of a checkout abandoned for 30 minutes', async () => {
    const res = await createOrder(
      server,
      shop.ravi,
      orderBody(shop.ravi, shop.raviHome, [{ id: P.lastUnit }]),
    );
    expect(res.status).toBe(200);
    expect((await stockOf(server, P.lastUnit)).totalStock).toBe(0);
    const base = Date.now();
    server.app.services.now = () => new Date(base + RESERVATION_TTL_MS + 60_000);
    // Half an hour later the old access token has expired: a fresh one, as a refresh would give.
    const later = {
      ...shop.ravi,
      accessToken: await server.app.services.tokens.signAccess({
        userId: shop.ravi.userId,
        mainId: TEST_MERCHANT,
      }),
    };
    const next = await createOrder(server, later, orderBody(shop.ravi, shop.raviHome, [{ id: P.lastUnit }]));
    expect(next.status).toBe(200);
    const first = await apiAs(server, later).orders.get(res.body.id);
    expect(first.status).toBe('Failed');
    await call(server, 'POST', '/payment/failed', {
      token: later.accessToken,
      body: { receipt_id: next.body.receipt_id },
    });
  });

  it('decrements a variation and refuses one that is out of stock', async () => {
    const before = (await stockOf(server, P.variable)).variation.find((v) => v.sku === P.variableInStockSku);
    const res = await ashaOrder(shop, [{ id: P.variable, sku: P.variableInStockSku }]);
    expect(res.status).toBe(200);
    const after = (await stockOf(server, P.variable)).variation.find((v) => v.sku === P.variableInStockSku);
    expect(Number(after?.stock)).toBe(Number(before?.stock) - 1);
    const out = await ashaOrder(shop, [{ id: P.variable, sku: P.variableOutOfStockSku }]);
    expect(out.status).toBe(409);
    const none = await ashaOrder(shop, [{ id: P.outOfStockSimple }]);
    expect(none.status).toBe(409);
  });
});
