import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_MERCHANT, type TestServer } from '../../../test/helper';
import { apiAs, call, type SignedUpUser, sandboxPay, signUp } from '../../../test/session';
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
    expect(raw.body).toEqual({ isError: true, msg: TEXTS.PRODUCT_ALREADY_IN_CART, reason: 'duplicate' });
    await expect(apiAs(server, asha).cart.add(line(asha, P.lastUnit))).rejects.toMatchObject({
      message: TEXTS.PRODUCT_ALREADY_IN_CART,
      reason: 'duplicate',
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

  it("PATCH /cart/{sku} (extension) stores the quantity of the caller's own line only", async () => {
    const product = await productRow(P.unlimited);
    await apiAs(server, ravi).cart.add(line(ravi, P.unlimited));
    await apiAs(server, asha).cart.add(line(asha, P.unlimited));
    const path = `/cart/${encodeURIComponent(product.sku)}`;
    const res = await call(server, 'PATCH', path, { token: asha.accessToken, body: { quantity: 4 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isError: false, msg: TEXTS.CART_QUANTITY_UPDATED });
    await apiAs(server, asha).cart.setQuantity(product.sku, 3);

    const quantityIn = async (user: SignedUpUser) =>
      (await apiAs(server, user).cart.list(user.userId)).find((l) => l.product_id === P.unlimited)?.quantity;
    expect(await quantityIn(asha)).toBe(3);
    expect(await quantityIn(ravi)).toBe(1);
  });

  it("PATCH /cart/{sku}: 404 for a sku not in the caller's cart, 400 naming the field, 401 without a token", async () => {
    const product = await productRow(P.unlimited);
    const path = `/cart/${encodeURIComponent(product.sku)}`;
    const unknown = await call(server, 'PATCH', '/cart/NO-SUCH-SKU', {
      token: asha.accessToken,
      body: { quantity: 2 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ isError: true, msg: TEXTS.FAILED_UPDATE_QUANTITY });
    for (const body of [{}, { quantity: 0 }, { quantity: 1.5 }, { quantity: 'two' }, { quantity: 1001 }]) {
      const bad = await call<{ msg: string }>(server, 'PATCH', path, { token: asha.accessToken, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.msg, JSON.stringify(body)).toContain('quantity');
    }
    const sneaky = await call<{ msg: string }>(server, 'PATCH', path, {
      token: asha.accessToken,
      body: { quantity: 2, user_id: ravi.userId },
    });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.msg).toContain('user_id');
    expect((await call(server, 'PATCH', path, { body: { quantity: 2 } })).status).toBe(401);
    // Nothing above changed the stored quantity.
    const list = await apiAs(server, asha).cart.list(asha.userId);
    expect(list.find((l) => l.product_id === P.unlimited)?.quantity).toBe(3);
  });

  it('places an order from a server cart whose quantity was changed, and empties that cart', async () => {
    const api = apiAs(server, ravi);
    const product = await productRow(P.unlimited);
    await api.cart.setQuantity(product.sku, 2);
    const address = await api.addresses.create({
      location_user: 'Home',
      new_address: '12 Link Road',
      city: 'Mumbai',
      area: 'Malad West',
      pincode: SEED_REFS.pincodes.active,
      user_id: ravi.userId,
    });
    // The order is built from the server cart as the storefront builds it: the lines as listed.
    const cart = await api.cart.list(ravi.userId);
    expect(cart.map((l) => [l.product_id, l.quantity])).toEqual([[P.unlimited, 2]]);
    const created = await call<{ id: string; order_id: string; receipt_id: string }>(
      server,
      'POST',
      '/payment',
      {
        token: ravi.accessToken,
        body: {
          cart_products: cart.map(({ product_id, product_sku, product_name, quantity }) => ({
            product_id,
            product_sku,
            product_name,
            quantity,
          })),
          payment_mode: TEXTS.PAY_NOW,
          billing_address: address?.id,
          shipping_address: address?.id,
          user_id: ravi.userId,
          main_id: TEST_MERCHANT,
        },
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const paid = await sandboxPay(server, created.body.order_id);
    await api.orders.verify({
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
      receipt_id: created.body.receipt_id,
    });
    const order = await api.orders.get(created.body.id);
    expect(order.status).toBe('Success');
    expect(order.cart_products).toEqual([expect.objectContaining({ product_id: P.unlimited, quantity: 2 })]);
    expect(await api.cart.list(ravi.userId)).toEqual([]);
    // Asha's cart is hers: untouched by Ravi's order.
    expect((await apiAs(server, asha).cart.list(asha.userId)).length).toBeGreaterThan(0);
  });

  it('DELETE /cart/deleteall/{user_id} empties the cart', async () => {
    await apiAs(server, asha).cart.clear(asha.userId);
    expect(await apiAs(server, asha).cart.list(asha.userId)).toEqual([]);
    const rows = await server.app.db.select().from(cartLines).where(eq(cartLines.user_id, asha.userId));
    expect(rows).toHaveLength(0);
  });
});
