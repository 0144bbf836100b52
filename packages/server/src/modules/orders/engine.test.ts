/**
 * One commerce engine: each row of issue 9's table, tried against the real server. The client side
 * is what any client computes from the API's answers through core's engine; the server side is what
 * it stores or refuses. Figures are written out in rupees.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientQuote } from '../../../test/checkout';
import { TEST_MERCHANT } from '../../../test/helper';
import { apiAs, call } from '../../../test/session';
import { ashaOrder, createOrder, customer, orderBody, shopForFile } from '../../../test/shop';
import { coupons, merchantSettings, pincodes, products } from '../../db/schema';
import {
  buildInvoice,
  type CartSession,
  createCartStore,
  createMemoryStorage,
  TEXTS,
  toLineView,
  type UserSession,
} from '../../platform/core';
import { SEED_REFS } from '../../seed';

const shop = shopForFile();
const { server } = shop;

const BEARINGS = SEED_REFS.products.unlimited; // 899, sale 749, Unlimited Stock
const TSHIRT = 'sk-acc-academy-tshirt'; // variation XS: 599, sale 499
const TOOL = 'sk-acc-skate-tool'; // 349, sale 299, Unlimited Stock

/** Runs `body` with a product changed, and puts the product back afterwards. */
async function withProduct(
  id: string,
  change: Partial<typeof products.$inferInsert>,
  body: () => Promise<void>,
) {
  const [before] = await server.app.db.select().from(products).where(eq(products.product_id, id));
  await server.app.db.update(products).set(change).where(eq(products.product_id, id));
  try {
    await body();
  } finally {
    await server.app.db.update(products).set(before).where(eq(products.product_id, id));
  }
}

/** Runs `body` with the merchant's settings changed, and puts them back afterwards. */
async function withSettings(
  change: Partial<typeof merchantSettings.$inferInsert>,
  body: () => Promise<void>,
) {
  const where = eq(merchantSettings.main_id, TEST_MERCHANT);
  const [before] = await server.app.db.select().from(merchantSettings).where(where);
  await server.app.db.update(merchantSettings).set(change).where(where);
  try {
    await body();
  } finally {
    await server.app.db.update(merchantSettings).set(before).where(where);
  }
}

const session = (user: UserSession | null): CartSession => ({
  getState: () => ({ user }),
  subscribe: () => () => {},
});

describe('issue 9: what the shopper is shown is what the server charges', () => {
  it('the same sku added twice on the product page: quantity 2, for a guest and for a signed-in shopper', async () => {
    const product = await server.api.catalogue.product(TOOL);
    const line = toLineView(product, product.sku, { mainId: TEST_MERCHANT });

    const guest = createCartStore({
      api: server.api,
      storage: createMemoryStorage(),
      session: session(null),
    });
    await guest.getState().addItem(line, { context: 'detail' });
    expect((await guest.getState().addItem(line, { context: 'detail' })).outcome).toBe('increased');
    expect(guest.getState().lines.map((l) => [l.product_id, l.quantity])).toEqual([[TOOL, 2]]);

    const api = apiAs(server, shop.asha);
    const user = { user_id: shop.asha.userId, name: 'Asha' } as UserSession;
    const signedIn = createCartStore({ api, storage: createMemoryStorage(), session: session(user) });
    await signedIn.getState().addItem(line, { context: 'detail' });
    // Issue 25: one outcome for a second add, whoever adds.
    expect((await signedIn.getState().addItem(line, { context: 'detail' })).outcome).toBe('increased');
    expect((await api.cart.list(shop.asha.userId)).map((l) => [l.product_id, l.quantity])).toEqual([
      [TOOL, 2],
    ]);
    // A listing still refuses the duplicate, for both.
    expect((await signedIn.getState().addItem(line, { context: 'listing' })).outcome).toBe('duplicate');
    expect((await guest.getState().addItem(line, { context: 'listing' })).outcome).toBe('duplicate');
    await api.cart.clear(shop.asha.userId);
  });

  it('issue 25 row 2: a store that lists no pincodes - the quote has no problem and the order is accepted, as the product page says', async () => {
    // A shopper of this test's own: the order it places stays unpaid.
    const { user: meera, home: meeraHome } = await customer(server);
    const where = eq(pincodes.main_id, TEST_MERCHANT);
    const before = await server.app.db.select().from(pincodes).where(where);
    await server.app.db.delete(pincodes).where(where);
    try {
      const quote = await clientQuote(apiAs(server, meera), {
        lines: [{ product_id: BEARINGS, quantity: 1 }],
        addressId: meeraHome,
        userId: meera.userId,
        payMethod: 'Pay now',
      });
      expect(quote.problems).toEqual([]);
      const res = await createOrder(server, meera, orderBody(meera, meeraHome, [{ id: BEARINGS }]));
      expect(res.status).toBe(200);
    } finally {
      if (before.length > 0) await server.app.db.insert(pincodes).values(before);
    }
  });

  it('every pincode of the merchant Inactive: the checkout warns and the order is refused', async () => {
    const where = eq(pincodes.main_id, TEST_MERCHANT);
    const before = await server.app.db.select().from(pincodes).where(where);
    await server.app.db.update(pincodes).set({ status: 'Inactive' }).where(where);
    try {
      const quote = await clientQuote(apiAs(server, shop.asha), {
        lines: [{ product_id: BEARINGS, quantity: 1 }],
        addressId: shop.ashaHome,
        userId: shop.asha.userId,
        payMethod: 'Pay now',
      });
      expect(quote.problems).toEqual([
        { code: 'no-delivery', message: 'Sorry, we do not deliver to this pincode.' },
      ]);
      const res = await ashaOrder(shop, [{ id: BEARINGS }]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Sorry, we do not deliver to this pincode.',
        reason: 'no-delivery',
      });
    } finally {
      for (const row of before) {
        await server.app.db.update(pincodes).set({ status: row.status }).where(eq(pincodes.id, row.id));
      }
    }
  });

  it('merchant offers only Pay now: the chooser offers only Pay now and POST /payment/paydelivery is refused', async () => {
    await withSettings(
      { pay_buttons: [{ button_id: 'paynow', button_name: 'Pay now', default: true, status: 'Active' }] },
      async () => {
        const quote = await clientQuote(apiAs(server, shop.asha), {
          lines: [{ product_id: BEARINGS, quantity: 1 }],
          addressId: shop.ashaHome,
          userId: shop.asha.userId,
          payMethod: 'Pay on delivery',
        });
        expect(quote.payMethods).toEqual(['Pay now']);
        expect(quote.problems.map((p) => p.code)).toEqual(['pay-method-not-offered']);
        const res = await createOrder(
          server,
          shop.asha,
          orderBody(shop.asha, shop.ashaHome, [{ id: BEARINGS }], { payment_mode: 'Pay on delivery' }),
          '/payment/paydelivery',
        );
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          message: TEXTS.SELECT_PAYMENT_METHOD,
          reason: 'pay-method-not-offered',
        });
      },
    );
  });

  it('product with a sale price but no regular price: ₹599 before discount on both sides', async () => {
    await withProduct(BEARINGS, { originalPrice: 0, discountPrice: 599 }, async () => {
      const quote = await clientQuote(apiAs(server, shop.asha), {
        lines: [{ product_id: BEARINGS, quantity: 1 }],
        addressId: shop.ashaHome,
        userId: shop.asha.userId,
        payMethod: 'Pay now',
      });
      expect(quote).toMatchObject({ itemsRegularTotal: 599, itemsTotal: 599, delivery: 50, total: 649 });
      const res = await ashaOrder(shop, [{ id: BEARINGS }]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const order = await apiAs(server, shop.asha).orders.get(res.body.id);
      expect(order).toMatchObject({
        amountbeforediscount: 599,
        amountafterdiscount: 599,
        totalAmountbeforePay: 649,
      });
    });
  });

  it('shipping address without coordinates: both charge the dearest band, ₹200', async () => {
    // An Active pincode the offline geocoder has no centre for, and an address posted without coordinates.
    const [row] = await server.app.db
      .insert(pincodes)
      .values({ main_id: TEST_MERCHANT, pincode: '400099', status: 'Active' })
      .returning();
    try {
      const saved = await apiAs(server, shop.asha).addresses.create({
        location_user: 'Office',
        new_address: '1 Airport Road',
        city: 'Mumbai',
        area: 'Andheri East',
        pincode: '400099',
        user_id: shop.asha.userId,
      });
      const addressId = saved?.id ?? '';
      const quote = await clientQuote(apiAs(server, shop.asha), {
        lines: [{ product_id: BEARINGS, quantity: 1 }],
        addressId,
        userId: shop.asha.userId,
        payMethod: 'Pay now',
      });
      expect(quote).toMatchObject({ itemsTotal: 749, delivery: 200, total: 949, problems: [] });
      const res = await createOrder(server, shop.asha, orderBody(shop.asha, addressId, [{ id: BEARINGS }]));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.amount).toBe(949);
      expect(await apiAs(server, shop.asha).orders.get(res.body.id)).toMatchObject({ deliveryCharge: 200 });
    } finally {
      await server.app.db.delete(pincodes).where(eq(pincodes.id, row.id));
    }
  });

  it('coupon with a minimum order: no discount shown and the order refused below it; ₹300 off on both sides above it', async () => {
    await server.app.db.insert(coupons).values({
      main_id: TEST_MERCHANT,
      code: 'MIN1000',
      price_offer: 300,
      min_order: 1000,
      status: 'Active',
    });
    try {
      const below = await clientQuote(apiAs(server, shop.asha), {
        lines: [{ product_id: BEARINGS, quantity: 1 }],
        couponCode: 'min1000',
        addressId: shop.ashaHome,
        userId: shop.asha.userId,
        payMethod: 'Pay now',
      });
      expect(below.discount).toBe(0);
      expect(below.problems).toEqual([
        { code: 'coupon-min-order', message: 'This coupon cannot be applied to this order' },
      ]);
      const refused = await ashaOrder(shop, [{ id: BEARINGS }], { coupon_code: 'min1000' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ reason: 'coupon-min-order' });

      const above = await clientQuote(apiAs(server, shop.asha), {
        lines: [{ product_id: BEARINGS, quantity: 2 }],
        couponCode: 'min1000',
        addressId: shop.ashaHome,
        userId: shop.asha.userId,
        payMethod: 'Pay now',
      });
      // 2 x 749 = 1498, less 300 = 1198 (under the 2000 free-delivery threshold), delivery 50.
      expect(above).toMatchObject({
        itemsTotal: 1498,
        discount: 300,
        afterDiscount: 1198,
        delivery: 50,
        total: 1248,
      });
      const placed = await ashaOrder(shop, [{ id: BEARINGS, qty: 2 }], { coupon_code: 'min1000' });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(await apiAs(server, shop.asha).orders.get(placed.body.id)).toMatchObject({
        discountprice: 300,
        coupon_code: 'MIN1000',
        totalAmountbeforePay: 1248,
      });
    } finally {
      await server.app.db
        .delete(coupons)
        .where(and(eq(coupons.main_id, TEST_MERCHANT), eq(coupons.code, 'MIN1000')));
    }
  });

  it('category "Courses" counts as a course on both sides: the admission fee of ₹3,000 is taken', async () => {
    await withProduct(SEED_REFS.products.course, { category: 'Courses' }, async () => {
      const course = await server.api.catalogue.product(SEED_REFS.products.course);
      expect(toLineView(course, course.sku, { mainId: TEST_MERCHANT }).course).toBe(true);
      const quote = await clientQuote(apiAs(server, shop.asha), {
        lines: [{ product_id: SEED_REFS.products.course, quantity: 1 }],
        userId: shop.asha.userId,
        payMethod: 'Pay now',
        onlyCourses: true,
      });
      expect(quote).toMatchObject({ total: 3000, problems: [] });
      const res = await call<{ amount: number }>(server, 'POST', '/admission-pay', {
        token: shop.asha.accessToken,
        body: {
          cart_products: [{ product_id: SEED_REFS.products.course, quantity: 1 }],
          payment_mode: 'Pay now',
          user_id: shop.asha.userId,
          main_id: TEST_MERCHANT,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.amount).toBe(3000);
    });
  });

  it('pay-on-delivery order: checkout, order, invoice and track page show total ₹549, GST ₹83.75, ₹110 paid, ₹439 due', async () => {
    const lines = [{ product_id: TSHIRT, product_sku: 'SK-ATSH-XS', quantity: 1 }];
    const quote = await clientQuote(apiAs(server, shop.asha), {
      lines,
      addressId: shop.ashaHome,
      userId: shop.asha.userId,
      payMethod: 'Pay on delivery',
    });
    expect(quote).toMatchObject({
      itemsTotal: 499,
      delivery: 50,
      total: 549,
      gst: { rate: 18, tax: 83.75 },
      payNow: 110,
      remaining: 439,
      problems: [],
    });
    const res = await createOrder(
      server,
      shop.asha,
      orderBody(shop.asha, shop.ashaHome, [{ id: TSHIRT, sku: 'SK-ATSH-XS' }], {
        payment_mode: 'Pay on delivery',
      }),
      '/payment/paydelivery',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ amount: 110, remaining_amount: 439 });
    const order = await apiAs(server, shop.asha).orders.get(res.body.id);
    expect(order).toMatchObject({ totalAmountbeforePay: 549, remaining_amount: 439, tax_amount: 83.75 });
    const invoice = buildInvoice(order, order.gst_rate ?? 0);
    expect(invoice).toMatchObject({
      total: 549,
      gst: { tax: 83.75, ratePercent: 18 },
      advance: { paid: 110, remaining: 439 },
    });
  });
});
