import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, call, type SignedUpUser } from '../../../test/session';
import { ashaOrder, createOrder, orderBody, shopForFile, stockOf } from '../../../test/shop';
import { orders } from '../../db/schema';
import { SEED_REFS } from '../../seed';

const shop = shopForFile();
const { server } = shop;

const P = SEED_REFS.products;

const ordersOf = async (user: SignedUpUser) =>
  (await server.app.db.select({ id: orders.id }).from(orders).where(eq(orders.user_id, user.userId))).length;

describe('the 1,000-per-line quantity cap holds per sku across repeated lines', () => {
  it('an order splitting 1,200 units of one product over two or three lines is a 400 and places nothing', async () => {
    const before = await ordersOf(shop.asha);
    const twoLines = await ashaOrder(shop, [
      { id: P.unlimited, qty: 600 },
      { id: P.unlimited, qty: 600 },
    ]);
    expect(twoLines.status).toBe(400);
    expect(twoLines.body).toMatchObject({ message: 'cart_products.1.quantity must be at most 1000' });

    const threeLines = await createOrder(
      server,
      shop.asha,
      orderBody(
        shop.asha,
        shop.ashaHome,
        [
          { id: P.unlimited, qty: 400 },
          { id: P.variable, sku: P.variableInStockSku, qty: 1 },
          { id: P.unlimited, qty: 400 },
          { id: P.unlimited, qty: 400 },
        ],
        { payment_mode: 'Pay on delivery' },
      ),
      '/payment/paydelivery',
    );
    expect(threeLines.status).toBe(400);
    expect(threeLines.body).toMatchObject({ message: 'cart_products.3.quantity must be at most 1000' });

    // The same product once without its sku and once with it is still one sku.
    const { sku } = await stockOf(server, P.unlimited);
    expect(sku).not.toBe('');
    const spelledTwice = await ashaOrder(shop, [
      { id: P.unlimited, qty: 600 },
      { id: P.unlimited, sku, qty: 600 },
    ]);
    expect(spelledTwice.status).toBe(400);
    expect(spelledTwice.body).toMatchObject({ message: 'cart_products.1.quantity must be at most 1000' });
    expect(await ordersOf(shop.asha)).toBe(before);
  });

  it('1,000 units over two lines is within the cap', async () => {
    const placed = await ashaOrder(shop, [
      { id: P.unlimited, qty: 500 },
      { id: P.unlimited, qty: 500 },
    ]);
    expect(placed.status).toBe(200);
    const order = await apiAs(server, shop.asha).orders.get(placed.body.id);
    expect(order.cart_products).toEqual([
      expect.objectContaining({ product_id: P.unlimited, quantity: 1000 }),
    ]);
  });

  it('adds from the product page build a cart line up to 1,000 and no further', async () => {
    const add = (quantity: number) =>
      call<{ isError?: boolean; msg?: string; message?: string }>(server, 'POST', '/cart', {
        token: shop.asha.accessToken,
        body: {
          product_id: P.unlimited,
          product_name: 'Bearings',
          user_id: shop.asha.userId,
          main_id: shop.asha.mainId,
          quantity,
          context: 'detail',
        },
      });
    const line = async () =>
      (await apiAs(server, shop.asha).cart.list(shop.asha.userId)).find((l) => l.product_id === P.unlimited);

    expect((await add(999)).status).toBe(200);
    const over = await add(2);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('quantity must be at most 1000');
    expect((await line())?.quantity).toBe(999);

    expect((await add(1)).body).toMatchObject({ isError: false });
    expect((await line())?.quantity).toBe(1000);
    expect((await add(1)).status).toBe(400);
    expect((await line())?.quantity).toBe(1000);
  });
});
