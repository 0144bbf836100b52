import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_MERCHANT, type TestServer } from '../../../test/helper';
import { apiAs, call, type SignedUpUser, signUp } from '../../../test/session';
import { cartLines, products } from '../../db/schema';
import { TEXTS } from '../../lib/core';
import { SEED_REFS } from '../../seed';

let server: TestServer;
let asha: SignedUpUser;
let ravi: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  asha = await signUp(server);
  ravi = await signUp(server);
});
afterAll(() => server.close());

const P = SEED_REFS.products;

async function productRow(id: string) {
  const [row] = await server.app.db.select().from(products).where(eq(products.product_id, id));
  return row;
}

/** A cart line as a client builds it, with a tampered price. */
const line = (user: SignedUpUser, productId: string, extra: Record<string, unknown> = {}) => ({
  product_id: productId,
  product_name: 'Anything the client says',
  product_price: 1,
  product_saleprice: 1,
  user_id: user.userId,
  main_id: TEST_MERCHANT,
  quantity: 1,
  ...extra,
});

describe('server cart', () => {
  it('adds a line priced from the catalogue, not from the client', async () => {
    const api = apiAs(server, asha);
    const added = await api.cart.add(line(asha, P.lastUnit));
    expect(added).toMatchObject({ isError: false, msg: TEXTS.PRODUCT_ADDED_TO_CART });

    const product = await productRow(P.lastUnit);
    const list = await api.cart.list(asha.userId);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      product_id: P.lastUnit,
      product_sku: product.sku,
      product_name: product.title,
      product_price: product.originalPrice,
      product_saleprice: product.discountPrice,
      quantity: 1,
    });
  });

  it('answers a duplicate sku with 200 isError "Product already in cart"', async () => {
    const raw = await call(server, 'POST', '/cart', {
      token: asha.accessToken,
      body: line(asha, P.lastUnit),
    });
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual({ isError: true, msg: TEXTS.PRODUCT_ALREADY_IN_CART });
    await expect(apiAs(server, asha).cart.add(line(asha, P.lastUnit))).rejects.toMatchObject({
      message: TEXTS.PRODUCT_ALREADY_IN_CART,
    });
  });

  it('prices a Variable Product by its variation and refuses an unknown variation', async () => {
    const api = apiAs(server, asha);
    await api.cart.add(line(asha, P.variable, { product_sku: P.variableInStockSku }));
    const product = await productRow(P.variable);
    const variation = product.variation.find((v) => v.sku === P.variableInStockSku);
    const list = await api.cart.list(asha.userId);
    const stored = list.find((l) => l.product_sku === P.variableInStockSku);
    expect(stored?.product_saleprice).toBe(
      variation && (variation.salePrice > 0 ? variation.salePrice : variation.price),
    );
    const unknown = await call(server, 'POST', '/cart', {
      token: asha.accessToken,
      body: line(asha, P.variable, { product_sku: 'NO-SUCH-SKU' }),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ msg: TEXTS.PRODUCT_UNAVAILABLE });
  });

  it('refuses inactive products and products of another merchant', async () => {
    for (const id of [P.inactive, P.otherMerchant, 'no-such-product']) {
      const res = await call(server, 'POST', '/cart', { token: asha.accessToken, body: line(asha, id) });
      expect(res.status, id).toBe(404);
    }
  });

  it('re-prices lines on every read', async () => {
    await server.app.db
      .update(products)
      .set({ discountPrice: 6500 })
      .where(eq(products.product_id, P.lastUnit));
    const list = await apiAs(server, asha).cart.list(asha.userId);
    expect(list.find((l) => l.product_id === P.lastUnit)?.product_saleprice).toBe(6500);
  });

  it('keeps carts private: 401 without a token, 403 for another user', async () => {
    expect((await call(server, 'GET', `/cart/${asha.userId}`)).status).toBe(401);
    expect((await call(server, 'GET', `/cart/${asha.userId}`, { token: ravi.accessToken })).status).toBe(403);
    expect(
      (await call(server, 'POST', '/cart', { token: ravi.accessToken, body: line(asha, P.grouped) })).status,
    ).toBe(403);
    expect(
      (await call(server, 'DELETE', `/cart/deleteall/${asha.userId}`, { token: ravi.accessToken })).status,
    ).toBe(403);
    // A token of this merchant cannot file a line under another merchant.
    const foreign = await call(server, 'POST', '/cart', {
      token: asha.accessToken,
      body: line(asha, P.otherMerchant, { main_id: SEED_REFS.otherMerchant }),
    });
    expect(foreign.status).toBe(403);
  });

  it("DELETE /cart/{sku} removes only the caller's own line", async () => {
    const product = await productRow(P.grouped);
    await apiAs(server, ravi).cart.add(line(ravi, P.grouped));
    await apiAs(server, asha).cart.add(line(asha, P.grouped));
    await apiAs(server, ravi).cart.remove(product.sku);
    expect((await apiAs(server, ravi).cart.list(ravi.userId)).map((l) => l.product_id)).not.toContain(
      P.grouped,
    );
    expect((await apiAs(server, asha).cart.list(asha.userId)).map((l) => l.product_id)).toContain(P.grouped);
    const again = await call(server, 'DELETE', `/cart/${encodeURIComponent(product.sku)}`, {
      token: ravi.accessToken,
    });
    expect(again.status).toBe(404);
  });

  it('DELETE /cart/deleteall/{user_id} empties the cart', async () => {
    await apiAs(server, asha).cart.clear(asha.userId);
    expect(await apiAs(server, asha).cart.list(asha.userId)).toEqual([]);
    const rows = await server.app.db.select().from(cartLines).where(eq(cartLines.user_id, asha.userId));
    expect(rows).toHaveLength(0);
  });
});
