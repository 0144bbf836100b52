import { describe, expect, it } from 'vitest';
import { realClockAfterEach, TEST_MERCHANT } from '../../../test/helper';
import { apiAs, call, sandboxPay, verifyBody } from '../../../test/session';
import { ashaOrder, createOrder, orderBody, shopForFile, stockOf } from '../../../test/shop';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { TEXTS } from '../../platform/core';
import { SEED_REFS } from '../../seed';

const shop = shopForFile();
const { server } = shop;

const P = SEED_REFS.products;

realClockAfterEach(server);

describe('Pay now through the sandbox', () => {
  it("charges the server's prices, serves the checkout page, verifies once and empties the cart", async () => {
    const api = apiAs(server, shop.asha);
    await api.cart.add({
      product_id: shop.cheap.product_id,
      product_name: shop.cheap.title,
      user_id: shop.asha.userId,
      main_id: TEST_MERCHANT,
    });

    const created = await ashaOrder(shop, [{ id: shop.cheap.product_id, qty: 2 }]);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // 2 x ₹499 elbow pads + ₹50 delivery (0-5 km, below the ₹2,000 free-delivery threshold).
    expect(shop.cheap.discountPrice).toBe(499);
    expect(created.body).toMatchObject({
      success: true,
      provider: 'sandbox',
      amount: 1048,
      remaining_amount: 0,
    });
    expect(created.body.razorpay_order?.amount).toBe(104800);
    expect(created.body.order_id).toMatch(/^order_sbx_/);
    expect(created.body.checkout_url).toBe(`${server.url}/sandbox/checkout/${created.body.order_id}`);
    expect(JSON.stringify(created.body)).not.toMatch(/secret/i);

    const page = await sandboxPay(server, created.body.order_id);
    expect(page.html).toContain('Pay (success)');
    expect(page.html).toContain('Fail payment');
    expect(page.html).toContain('SkateKit Roller Skating Academy');
    expect(page.html).toContain('data-amount-paise="104800"');

    const verified = await api.orders.verify(verifyBody(page, created.body.receipt_id));
    expect(verified.success).toBe(true);

    const order = await api.orders.get(created.body.id);
    expect(order).toMatchObject({
      status: 'Success',
      orderStatus: 'Pending',
      payment_mode: 'Pay now',
      amountafterdiscount: 998,
      deliveryCharge: 50,
      totalAmountbeforePay: 1048,
      remaining_amount: 0,
      payment_id: page.razorpay_payment_id,
    });
    expect(order.cart_products[0]).toMatchObject({
      product_id: shop.cheap.product_id,
      product_saleprice: shop.cheap.discountPrice,
      quantity: 2,
    });
    expect(await api.cart.list(shop.asha.userId)).toEqual([]);
    // The provider order id reads the same order (the spec's pages may use either).
    expect((await api.orders.get(created.body.order_id)).receipt_id).toBe(created.body.receipt_id);

    const [before] = await server.app.db.select().from(orders).where(eq(orders.id, created.body.id));
    // GST included in ₹1,048 at the seed's 18%: 1048 x 18 / 118.
    expect(before).toMatchObject({ gst_rate: 18, tax_amount: 159.86 });
    // Verify again with the same payment: success, and nothing changes.
    const repeat = await call(server, 'POST', '/payment/verify', {
      token: shop.asha.accessToken,
      body: { ...page, html: undefined, receipt_id: created.body.receipt_id },
    });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({ success: true });
    // Another genuine payment of the same order is a second charge: kept for a refund, told so (item 2).
    const again = await sandboxPay(server, created.body.order_id);
    const second = await call(server, 'POST', '/payment/verify', {
      token: shop.asha.accessToken,
      body: { ...again, html: undefined, receipt_id: created.body.receipt_id },
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ success: false, message: TEXTS.PAYMENT_REFUND_DUPLICATE });
    const [after] = await server.app.db.select().from(orders).where(eq(orders.id, created.body.id));
    expect(after.paid_at).toEqual(before.paid_at);
    expect(after.payment_id).toBe(page.razorpay_payment_id);
  });

  it('refuses forged signatures and marks nothing paid', async () => {
    const created = await ashaOrder(shop, [{ id: P.unlimited }]);
    expect(created.status).toBe(200);
    const other = await ashaOrder(shop, [{ id: P.unlimited }]);
    const otherPayment = await sandboxPay(server, other.body.order_id);
    const forgeries = [
      { razorpay_payment_id: 'pay_forged', razorpay_signature: 'a'.repeat(64) },
      // A genuine signature of another order does not pay this one.
      {
        razorpay_payment_id: otherPayment.razorpay_payment_id,
        razorpay_signature: otherPayment.razorpay_signature,
      },
    ];
    for (const forged of forgeries) {
      const res = await call(server, 'POST', '/payment/verify', {
        token: shop.asha.accessToken,
        body: { razorpay_order_id: created.body.order_id, receipt_id: created.body.receipt_id, ...forged },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: TEXTS.PAYMENT_VERIFICATION_FAILED });
    }
    const order = await apiAs(server, shop.asha).orders.get(created.body.id);
    expect(order.status).toBe('Pending');
    expect(order.payment_id ?? '').toBe('');
  });

  it('applies coupons itself and refuses unknown ones', async () => {
    // SKATE10 is for a first order: Ravi has placed none yet.
    const created = await createOrder(
      server,
      shop.ravi,
      orderBody(shop.ravi, shop.raviHome, [{ id: P.unlimited, qty: 2 }], {
        coupon_code: 'skate10',
        discountprice: 99999,
      }),
    );
    expect(created.status).toBe(200);
    // 2 x ₹749 bearings = ₹1,498; SKATE10 takes 10% (₹149.80) = ₹1,348.20; + ₹50 delivery.
    expect(created.body.amount).toBe(1398.2);
    const order = await apiAs(server, shop.ravi).orders.get(created.body.id);
    expect(order).toMatchObject({
      couponapplied: true,
      coupon_code: 'SKATE10',
      discountprice: 149.8,
      amountafterdiscount: 1348.2,
    });

    for (const code of [
      SEED_REFS.coupons.inactive,
      SEED_REFS.coupons.expired,
      SEED_REFS.coupons.otherMerchant,
      'NOPE',
    ]) {
      const res = await ashaOrder(shop, [{ id: P.unlimited }], { coupon_code: code });
      expect(res.status, code).toBe(400);
      expect(res.body).toMatchObject({ message: TEXTS.INVALID_COUPON });
    }
  });

  it('refuses a shipping pincode the merchant does not deliver to', async () => {
    const res = await createOrder(
      server,
      shop.asha,
      orderBody(shop.asha, shop.ashaFar, [{ id: P.unlimited }]),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: TEXTS.NO_DELIVERY_TO_PINCODE });
  });

  it('never decrements Unlimited Stock', async () => {
    const before = await stockOf(server, P.unlimited);
    const res = await ashaOrder(shop, [{ id: P.unlimited, qty: 5 }]);
    expect(res.status).toBe(200);
    expect((await stockOf(server, P.unlimited)).totalStock).toBe(before.totalStock);
  });
});

describe('pay on delivery', () => {
  it('opens the provider for the advance only; the order keeps its total, GST and the remainder', async () => {
    // The T-shirt (XS) sells at 499; Asha's home is about 1.3 km from the office: delivery 50.
    const res = await createOrder(
      server,
      shop.asha,
      orderBody(shop.asha, shop.ashaHome, [{ id: 'sk-acc-academy-tshirt', sku: 'SK-ATSH-XS' }], {
        payment_mode: 'Pay on delivery',
      }),
      '/payment/paydelivery',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Total 549; advance round(549 x 20%) = 110 now; 439 on delivery.
    expect(res.body).toMatchObject({ success: true, amount: 110, remaining_amount: 439 });
    expect(res.body.razorpay_order?.amount).toBe(11000);

    const page = await sandboxPay(server, res.body.order_id);
    expect(page.html).toContain('data-amount-paise="11000"');
    const verified = await call(server, 'POST', '/payment/verify', {
      token: shop.asha.accessToken,
      body: verifyBody(page, res.body.receipt_id),
    });
    expect(verified.status).toBe(200);
    const order = await apiAs(server, shop.asha).orders.get(res.body.id);
    expect(order).toMatchObject({
      payment_mode: 'Pay on delivery',
      amountafterdiscount: 499,
      deliveryCharge: 50,
      totalAmountbeforePay: 549,
      remaining_amount: 439,
      tax_amount: 83.75,
      status: 'Success',
      orderStatus: 'Pending',
    });
  });

  it('POST /payment with payment_mode Pay on delivery takes the same advance', async () => {
    const res = await ashaOrder(shop, [{ id: shop.cheap.product_id }], {
      payment_mode: 'Pay on delivery',
    });
    expect(res.status).toBe(200);
    // ₹499 + ₹50 delivery = ₹549; the seed's 20% advance, rounded up to the rupee: ₹110 now, ₹439 on delivery.
    expect(res.body).toMatchObject({ amount: 110, remaining_amount: 439 });
  });
});

describe('privacy and tenancy', () => {
  it('keeps orders to their owner', async () => {
    const mine = await ashaOrder(shop, [{ id: P.unlimited }]);
    expect(
      (await call(server, 'GET', `/payment/order/${mine.body.id}`, { token: shop.ravi.accessToken })).status,
    ).toBe(403);
    expect((await call(server, 'GET', `/payment/order/${mine.body.id}`)).status).toBe(401);
    expect(
      (await call(server, 'GET', `/payment/${shop.asha.userId}`, { token: shop.ravi.accessToken })).status,
    ).toBe(403);
    expect(
      (await call(server, 'GET', '/payment/order/no-such-order', { token: shop.ravi.accessToken })).status,
    ).toBe(404);
    const page = await sandboxPay(server, mine.body.order_id);
    const stolen = await call(server, 'POST', '/payment/verify', {
      token: shop.ravi.accessToken,
      body: verifyBody(page, mine.body.receipt_id),
    });
    expect(stolen.status).toBe(403);
    // Another user's saved address cannot be shipped to.
    expect(
      (await createOrder(server, shop.ravi, orderBody(shop.ravi, shop.ashaHome, [{ id: P.unlimited }])))
        .status,
    ).toBe(403);
    // Someone else's user id in the body.
    expect(
      (await createOrder(server, shop.ravi, orderBody(shop.asha, shop.ashaHome, [{ id: P.unlimited }])))
        .status,
    ).toBe(403);

    const list = await apiAs(server, shop.ravi).orders.listByUser(shop.ravi.userId);
    expect(list.every((o) => o.user_id === shop.ravi.userId)).toBe(true);
  });

  it('keeps merchants apart', async () => {
    const foreignProduct = await ashaOrder(shop, [{ id: P.otherMerchant }]);
    expect(foreignProduct.status).toBe(400);
    expect(foreignProduct.body).toMatchObject({ message: TEXTS.PRODUCT_UNAVAILABLE });
    const foreignMerchant = await ashaOrder(shop, [{ id: P.otherMerchant }], {
      main_id: SEED_REFS.otherMerchant,
    });
    expect(foreignMerchant.status).toBe(403);
  });

  it('never sends key_secret', async () => {
    const config = await call(server, 'GET', `/pay-razorpay/${TEST_MERCHANT}`);
    const created = await ashaOrder(shop, [{ id: P.unlimited }]);
    const read = await call(server, 'GET', `/payment/order/${created.body.id}`, {
      token: shop.asha.accessToken,
    });
    const list = await call(server, 'GET', `/payment/${shop.asha.userId}`, { token: shop.asha.accessToken });
    for (const res of [config, created, read, list]) {
      expect(JSON.stringify(res.body)).not.toMatch(/key_secret|webhook_secret|sandbox_secret/);
    }
  });
});

describe('hostile input on the money routes', () => {
  it('answers malformed JSON, wrong types, unknown fields and huge bodies with a clear 4xx, and keeps serving', async () => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${shop.asha.accessToken}` };
    const malformed = await fetch(`${server.url}/payment`, {
      method: 'POST',
      headers,
      body: '{"cart_products": [',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: 'Malformed JSON in request body' });

    const wrongType = await ashaOrder(shop, [{ id: P.unlimited, qty: 'two' as unknown as number }]);
    expect(wrongType.status).toBe(400);
    expect(String((wrongType.body as unknown as { message: string }).message)).toContain(
      'cart_products.0.quantity',
    );

    const unknown = await ashaOrder(shop, [{ id: P.unlimited }], { pay_less: true });
    expect(unknown.status).toBe(400);
    expect(String((unknown.body as unknown as { message: string }).message)).toContain('pay_less');

    const huge = await fetch(`${server.url}/payment`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        ...orderBody(shop.asha, shop.ashaHome, [{ id: P.unlimited }]),
        customer_note: 'x'.repeat(200_000),
      }),
    });
    expect(huge.status).toBe(413);

    const forgedWebhook = await fetch(`${server.url}/payment/webhook/razorpay`, {
      method: 'POST',
      headers,
      body: 'not json',
    });
    expect(forgedWebhook.status).toBe(400);

    // Still serving (Ravi: Asha holds as many unpaid orders as one customer may by now).
    expect(
      (await createOrder(server, shop.ravi, orderBody(shop.ravi, shop.raviHome, [{ id: P.unlimited }])))
        .status,
    ).toBe(200);
  });
});
