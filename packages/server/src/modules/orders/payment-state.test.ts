import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_MERCHANT } from '../../../test/helper';
import { apiAs, call, type SignedUpUser } from '../../../test/session';
import {
  ashaOrder,
  type Created,
  createOrder,
  customer,
  genuinePayment,
  orderBody,
  shopForFile,
  stockOf,
} from '../../../test/shop';
import { orderRow } from '../../../test/console';
import { orders, products } from '../../db/schema';
import { TEXTS } from '../../platform/core';
import { SEED_REFS } from '../../seed';

const shop = shopForFile();
const { server } = shop;

const P = SEED_REFS.products;

const verify = (user: SignedUpUser, body: ReturnType<typeof genuinePayment>) =>
  call(server, 'POST', '/payment/verify', { token: user.accessToken, body });
const cancel = (user: SignedUpUser, receiptId: string) =>
  call(server, 'POST', '/payment/failed', { token: user.accessToken, body: { receipt_id: receiptId } });

async function setStock(productId: string, units: number) {
  await server.app.db
    .update(products)
    .set({ totalStock: units, stock: 'In Stock' })
    .where(eq(products.product_id, productId));
}

describe('payment state moves only forward', () => {
  it('24 verify calls racing 24 /payment/failed calls: every order ends paid with its unit taken, none oversold', async () => {
    // Six buyers with four unpaid orders each hold all 24 units of the product.
    const buyers = await Promise.all(Array.from({ length: 6 }, () => customer(server)));
    await setStock(shop.cheap.product_id, 24);
    const created: { buyer: (typeof buyers)[number]; order: Created }[] = [];
    for (const buyer of buyers) {
      for (let i = 0; i < 4; i++) {
        const res = await createOrder(
          server,
          buyer.user,
          orderBody(buyer.user, buyer.home, [{ id: shop.cheap.product_id }]),
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        created.push({ buyer, order: res.body });
      }
    }
    expect((await stockOf(server, shop.cheap.product_id)).totalStock).toBe(0);
    const soldBefore = (await stockOf(server, shop.cheap.product_id)).totalSold;

    const answers = await Promise.all(
      created.map(async ({ buyer, order }) => {
        const payment = genuinePayment(server, order);
        const [paid, failed] = await Promise.all([
          verify(buyer.user, payment),
          cancel(buyer.user, order.receipt_id),
        ]);
        return { paid: paid.status, failed: failed.status };
      }),
    );
    // Whichever came first, the payment wins: a cancel after it is refused, a cancel before it is
    // undone by the payment taking the unit again.
    expect(answers.every((a) => a.paid === 200)).toBe(true);
    expect(answers.every((a) => a.failed === 200 || a.failed === 409)).toBe(true);

    const rows = await server.app.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          created.map((c) => c.order.id),
        ),
      );
    expect(rows).toHaveLength(24);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'Success', stock_released_at: null, refund_needed_at: null });
    }
    const after = await stockOf(server, shop.cheap.product_id);
    expect(after.totalStock).toBe(0);
    expect(after.totalSold - soldBefore).toBe(24);
  });

  it('cancel, someone else buys the last unit, then a pay with the old signature: one sale, the late payment flagged Refund needed', async () => {
    await setStock(P.lastUnit, 1);
    const first = await ashaOrder(shop, [{ id: P.lastUnit }]);
    expect(first.status).toBe(200);
    const oldPayment = genuinePayment(server, first.body);
    expect((await cancel(shop.asha, first.body.receipt_id)).status).toBe(200);
    expect((await stockOf(server, P.lastUnit)).totalStock).toBe(1);

    const second = await createOrder(
      server,
      shop.ravi,
      orderBody(shop.ravi, shop.raviHome, [{ id: P.lastUnit }]),
    );
    expect(second.status).toBe(200);
    expect((await verify(shop.ravi, genuinePayment(server, second.body))).status).toBe(200);

    const late = await verify(shop.asha, oldPayment);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ success: false, message: TEXTS.PAYMENT_REFUND_NEEDED });
    const flagged = await orderRow(server, first.body.id);
    expect(flagged).toMatchObject({ status: 'Refund needed', payment_id: oldPayment.razorpay_payment_id });
    expect(flagged.refund_needed_at).not.toBeNull();
    expect((await orderRow(server, second.body.id)).status).toBe('Success');
    expect((await stockOf(server, P.lastUnit)).totalStock).toBe(0);

    // Final: a repeat of the payment, or a cancel, changes nothing.
    expect((await verify(shop.asha, oldPayment)).status).toBe(409);
    expect((await cancel(shop.asha, first.body.receipt_id)).status).toBe(409);
    expect((await orderRow(server, first.body.id)).status).toBe('Refund needed');
    expect((await stockOf(server, P.lastUnit)).totalStock).toBe(0);
  });

  it('cancel, then pay with the old signature while the unit is still there: the payment takes it again', async () => {
    await setStock(P.lastUnit, 1);
    const created = await ashaOrder(shop, [{ id: P.lastUnit }]);
    const payment = genuinePayment(server, created.body);
    expect((await cancel(shop.asha, created.body.receipt_id)).status).toBe(200);
    expect((await orderRow(server, created.body.id)).status).toBe('Failed');
    expect((await stockOf(server, P.lastUnit)).totalStock).toBe(1);

    expect((await verify(shop.asha, payment)).status).toBe(200);
    expect(await orderRow(server, created.body.id)).toMatchObject({
      status: 'Success',
      stock_released_at: null,
    });
    expect((await stockOf(server, P.lastUnit)).totalStock).toBe(0);
    // Paid is final: a later cancel is refused and gives nothing back.
    const refused = await cancel(shop.asha, created.body.receipt_id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: TEXTS.ORDER_ALREADY_PAID });
    expect((await stockOf(server, P.lastUnit)).totalStock).toBe(0);
  });

  it('the steps after paid run in the payment transaction: a step that fails leaves the order unpaid, and a retry repairs', async () => {
    const api = apiAs(server, shop.asha);
    await api.cart.add({
      product_id: P.unlimited,
      product_name: 'Bearings',
      user_id: shop.asha.userId,
      main_id: TEST_MERCHANT,
    });
    const created = await ashaOrder(shop, [{ id: P.unlimited }]);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const payment = genuinePayment(server, created.body);
    const soldBefore = (await stockOf(server, P.unlimited)).totalSold;

    // A fault in the middle of the steps (emptying the cart) - the database refuses it.
    await server.app.db.execute(sql`
      create or replace function refuse_cart_delete() returns trigger language plpgsql as $$
      begin raise exception 'cart is read-only'; end $$`);
    await server.app.db.execute(
      sql`create trigger refuse_cart_delete before delete on cart_lines for each row execute function refuse_cart_delete()`,
    );
    const broken = await verify(shop.asha, payment);
    expect(broken.status).toBe(500);
    expect(await orderRow(server, created.body.id)).toMatchObject({ status: 'Pending', payment_id: null });
    expect((await stockOf(server, P.unlimited)).totalSold).toBe(soldBefore);
    expect(await api.cart.list(shop.asha.userId)).toHaveLength(1);

    await server.app.db.execute(sql`drop trigger refuse_cart_delete on cart_lines`);
    const retried = await verify(shop.asha, payment);
    expect(retried.status).toBe(200);
    expect(await orderRow(server, created.body.id)).toMatchObject({
      status: 'Success',
      payment_id: payment.razorpay_payment_id,
    });
    expect((await stockOf(server, P.unlimited)).totalSold).toBe(soldBefore + 1);
    expect(await api.cart.list(shop.asha.userId)).toEqual([]);
    // And once more: nothing is counted twice.
    expect((await verify(shop.asha, payment)).status).toBe(200);
    expect((await stockOf(server, P.unlimited)).totalSold).toBe(soldBefore + 1);
  });
});

describe('item 2: one paid payment per order', () => {
  it('item 2: a second, different genuine payment for a paid shop order answers 409 (refund) and is kept on the order, flagged for staff', async () => {
    const created = await ashaOrder(shop, [{ id: P.unlimited }]);
    const first = genuinePayment(server, created.body);
    expect((await verify(shop.asha, first)).status).toBe(200);
    const second = genuinePayment(server, created.body);
    const res = await verify(shop.asha, second);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: TEXTS.PAYMENT_REFUND_DUPLICATE });
    const row = await orderRow(server, created.body.id);
    expect(row).toMatchObject({
      status: 'Success',
      payment_id: first.razorpay_payment_id,
      refund_reason: 'duplicate-payment',
    });
    expect(row.refund_needed_at).not.toBeNull();
    expect(row.extra_payments.map((p) => p.payment_id)).toEqual([second.razorpay_payment_id]);
    // The first payment repeated is still a plain success.
    expect((await verify(shop.asha, first)).status).toBe(200);
  });
});
