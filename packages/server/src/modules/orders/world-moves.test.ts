/**
 * Issue 43: shown is charged when the world moves during checkout. A real storefront (core's
 * createStorefront: session, catalogue cache, checkout store, placeOrder) signed in against the real
 * server over HTTP, with a gateway that records what the server asks it to collect. Each test opens a
 * checkout page, changes the world behind it the way the console or another shopper would, then
 * places the order: the provider is asked for the figure the page showed last, or for nothing and the
 * shopper is told why in the server's words.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MERCHANT, type TestServer } from '../../../test/helper';
import { apiAs, call, type SignedUpUser } from '../../../test/session';
import { createOrder, customer, openShop, orderBody } from '../../../test/shop';
import { coupons, deliveryBands, pincodes, products } from '../../db/schema';
import { markCatalogueStale } from '../../lib/catalogue-version';
import {
  createMemoryStorage,
  createStorefront,
  loadStoreTerms,
  type PaymentGateway,
  payAdmission,
  placeOrder,
  type Storefront,
  toLineView,
} from '../../platform/core';
import { SEED_REFS } from '../../seed';
import { markCouponsStale } from '../coupons/cache';

let server: TestServer;

beforeAll(async () => {
  ({ server } = await openShop());
});
afterAll(() => server.close());

const TOOL = 'sk-acc-skate-tool'; // 349, sale 299, Unlimited Stock

/** A gateway that records the amount (paise) it is asked to collect and is closed by the shopper. */
function recordingGateway() {
  const asked: number[] = [];
  const gateway: PaymentGateway = {
    async open(_config, order) {
      asked.push(order.amountPaise);
      return { status: 'dismissed' };
    },
  };
  return { asked, gateway };
}

/** A storefront signed in as `user` (the session as a sign-in stores it), over the real server. */
async function storefrontOf(user: SignedUpUser): Promise<Storefront> {
  const storage = createMemoryStorage({
    user: JSON.stringify({
      user_id: user.userId,
      full_name: 'Asha Patil',
      email: user.email,
      mobile: '9876543210',
    }),
    tokens: JSON.stringify({ accessToken: user.accessToken, refreshToken: user.refreshToken }),
  });
  const storefront = createStorefront({ apiBase: server.url, merchantCode: TEST_MERCHANT, storage, env: {} });
  await storefront.session.getState().hydrate();
  return storefront;
}

/**
 * Opens the checkout page: the line(s) bought (a Buy Now of one line, or the cart's lines when a
 * coupon is applied on the cart page), the shopper's saved address, Pay now; answers the page's total.
 */
async function openCheckout(
  storefront: Storefront,
  user: SignedUpUser,
  addressId: string,
  line: { id: string; quantity?: number; coupon?: string },
) {
  const checkout = storefront.checkout;
  const product = await storefront.catalogue.product(line.id);
  const item = toLineView(product, product.sku, { mainId: TEST_MERCHANT, quantity: line.quantity ?? 1 });
  if (line.coupon) {
    checkout.getState().setFromCart([item]);
    const applied = await checkout.getState().applyCoupon(line.coupon);
    expect(applied).toMatchObject({ ok: true });
  } else {
    checkout.getState().setBuyNow(item);
  }
  const address = (await storefront.api.addresses.list(user.userId)).find((a) => a.id === addressId);
  checkout.getState().choose({ billing: address ?? null, shipping: address ?? null, payMethod: 'Pay now' });
  const stop = checkout.getState().watchQuote('purchase', { terms: true });
  const quote = await checkout.getState().refreshQuote('purchase', { terms: true });
  if (!quote) await loadStoreTerms(storefront.api); // throws what kept the page from its quote
  return { stop, quote };
}

type Table = typeof products | typeof coupons | typeof deliveryBands | typeof pincodes;

/** Runs `body` with the rows `where` picks changed, as a console write would, and puts them back afterwards. */
async function withRows(
  table: Table,
  where: SQL | undefined,
  change: Record<string, unknown>,
  body: () => Promise<void>,
) {
  const db = server.app.db;
  const key = table === products ? products.product_id : (table as typeof coupons).id;
  const keyName = table === products ? 'product_id' : 'id';
  const before = (await db.select().from(table).where(where)) as Record<string, unknown>[];
  const written = () => {
    markCatalogueStale(db);
    markCouponsStale(db);
  };
  await db.update(table).set(change).where(where);
  written();
  try {
    await body();
  } finally {
    for (const row of before)
      await db
        .update(table)
        .set(row)
        .where(eq(key, row[keyName] as string));
    written();
  }
}

describe('issue 43: shown is charged when the world moves during checkout', () => {
  it('a sale ends while the shopper is on checkout: no payment for the old figure; the page re-reads and the provider is asked for the new one', async () => {
    const { user, home } = await customer(server);
    const storefront = await storefrontOf(user);
    const { stop, quote } = await openCheckout(storefront, user, home, { id: TOOL });
    expect(quote?.total).toBe(349); // 299 + 50 delivery
    const { asked, gateway } = recordingGateway();

    await withRows(products, eq(products.product_id, TOOL), { discountPrice: 329 }, async () => {
      const refused = await placeOrder(storefront, { gateway });
      expect(refused).toMatchObject({
        ok: false,
        message: 'The price has changed',
        reason: 'price-changed',
        change: { shown: { total: 349, pay_now: 349 }, charged: { total: 379, pay_now: 379, delivery: 50 } },
      });
      expect(asked).toEqual([]);
      // The page shows the new figure without a reload.
      await expect.poll(() => storefront.checkout.getState().quote?.total).toBe(379);
      const placed = await placeOrder(storefront, { gateway });
      expect(placed).toEqual({ ok: true, route: null });
      expect(asked).toEqual([37900]);
    });
    stop();
  });

  it('the same stale order repeated under one Idempotency-Key answers the same 409 with the same quote, and places nothing', async () => {
    const { user, home } = await customer(server);
    const body = orderBody(user, home, [{ id: TOOL }], { shown: { total: 300, pay_now: 300 } });
    const headers = { 'idempotency-key': `stale-${user.userId}` };
    const first = await call(server, 'POST', '/payment', { token: user.accessToken, body, headers });
    const again = await call(server, 'POST', '/payment', { token: user.accessToken, body, headers });
    for (const answer of [first, again]) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        message: 'The price has changed',
        reason: 'price-changed',
        quote: { items_total: 299, delivery: 50, total: 349, pay_now: 349, remaining: 0 },
      });
    }
    expect(await apiAs(server, user).orders.listByUser(user.userId)).toEqual([]);
  });

  it('Buy Now of 1,001 units: the page flags the cap before anything is sent', async () => {
    const { user, home } = await customer(server);
    const storefront = await storefrontOf(user);
    const { stop, quote } = await openCheckout(storefront, user, home, { id: TOOL, quantity: 1001 });
    expect(quote?.problems).toContainEqual({
      code: 'quantity-limit',
      message: 'You can order at most 1000 of one item.',
      product_id: TOOL,
      product_sku: expect.any(String),
    });
    const { asked, gateway } = recordingGateway();
    expect(await placeOrder(storefront, { gateway })).toEqual({
      ok: false,
      message: 'You can order at most 1000 of one item.',
    });
    expect(asked).toEqual([]);
    stop();
  });

  it("the merchant moves the pincode's centre after the address was saved: the address list and the order measure from the same place", async () => {
    const { user, home } = await customer(server);
    const storefront = await storefrontOf(user);
    const where = and(eq(pincodes.main_id, TEST_MERCHANT), eq(pincodes.pincode, SEED_REFS.pincodes.active));
    const [centre] = await server.app.db.select().from(pincodes).where(where);
    const { stop, quote } = await openCheckout(storefront, user, home, { id: TOOL });
    expect(quote?.delivery).toBe(50);
    const { asked, gateway } = recordingGateway();
    await withRows(pincodes, where, { latitude: (centre.latitude ?? 0) + 0.09 }, async () => {
      // The page opened before the move: the server refuses its figure and says what it charges.
      const refused = await placeOrder(storefront, { gateway });
      expect(refused).toMatchObject({
        ok: false,
        message: 'The price has changed',
        change: { shown: { total: 349 }, charged: { delivery: 100, total: 399 } },
      });
      expect(asked).toEqual([]);
      // The shopper confirms the figures of the notice: the provider is asked for those.
      const charged = refused.ok ? undefined : refused.change?.charged;
      expect(await placeOrder(storefront, { gateway, confirmed: charged })).toEqual({
        ok: true,
        route: null,
      });
      expect(asked).toEqual([39900]);
      // A page opened now shows what the order charges (the address list answers today's centre).
      const later = await openCheckout(await storefrontOf(user), user, home, { id: TOOL });
      expect(later.quote?.delivery).toBe(100);
      later.stop();
    });
    stop();
  });

  it('a coupon that expires during checkout: no payment; the shopper reads the server refusal and the page drops the discount', async () => {
    const { user, home } = await customer(server);
    const storefront = await storefrontOf(user);
    const code = SEED_REFS.coupons.fixed;
    const { stop, quote } = await openCheckout(storefront, user, home, {
      id: TOOL,
      quantity: 4,
      coupon: code,
    });
    expect(quote).toMatchObject({ discount: 200, total: 1046 }); // 4 x 299 - 200 + 50
    const { asked, gateway } = recordingGateway();
    const where = and(eq(coupons.main_id, TEST_MERCHANT), eq(coupons.code, code));
    await withRows(coupons, where, { expires_at: new Date(Date.now() - 60_000) }, async () => {
      const refused = await placeOrder(storefront, { gateway });
      expect(refused).toMatchObject({ ok: false, message: 'Invalid coupon', reason: 'coupon-invalid' });
      expect(asked).toEqual([]);
      await expect
        .poll(() => storefront.checkout.getState().quote?.problems.map((p) => p.code))
        .toContain('coupon-invalid');
    });
    stop();
  });

  it('a delivery band changed during checkout: no payment for the old figure; the page re-reads the bands', async () => {
    const { user, home } = await customer(server);
    const storefront = await storefrontOf(user);
    const { stop, quote } = await openCheckout(storefront, user, home, { id: TOOL });
    expect(quote?.delivery).toBe(50);
    const { asked, gateway } = recordingGateway();
    const where = and(eq(deliveryBands.main_id, TEST_MERCHANT), eq(deliveryBands.delivery_price, 50));
    await withRows(deliveryBands, where, { delivery_price: 70 }, async () => {
      const refused = await placeOrder(storefront, { gateway });
      expect(refused).toMatchObject({
        ok: false,
        reason: 'price-changed',
        change: { shown: { total: 349 }, charged: { delivery: 70, total: 369 } },
      });
      expect(asked).toEqual([]);
      await expect.poll(() => storefront.checkout.getState().quote?.delivery).toBe(70);
      expect(await placeOrder(storefront, { gateway })).toEqual({ ok: true, route: null });
      expect(asked).toEqual([36900]);
    });
    stop();
  });

  it('a course fee that changes while the parent is on the admission checkout: no payment for the old fee; confirmed, the provider is asked for the new one', async () => {
    const { user } = await customer(server);
    const storefront = await storefrontOf(user);
    const id = SEED_REFS.products.course;
    const product = await storefront.catalogue.product(id);
    storefront.checkout
      .getState()
      .setBuyNow(toLineView(product, product.sku, { mainId: TEST_MERCHANT }), { course: true });
    const stop = storefront.checkout.getState().watchQuote('purchase');
    const quote = await storefront.checkout.getState().refreshQuote('purchase');
    expect(quote?.total).toBe(3000);
    const { asked, gateway } = recordingGateway();
    const payer = { user_id: user.userId, name: 'Asha Patil' };
    await withRows(products, eq(products.product_id, id), { discountPrice: 3333 }, async () => {
      const refused = await payAdmission(storefront, { gateway, user: payer });
      expect(refused).toMatchObject({
        ok: false,
        message: 'The price has changed',
        change: { shown: { total: 3000 }, charged: { total: 3333, pay_now: 3333 } },
      });
      expect(asked).toEqual([]);
      const confirmed = refused.ok ? undefined : refused.change?.charged;
      expect(await payAdmission(storefront, { gateway, user: payer, confirmed })).toEqual({
        ok: true,
        route: null,
      });
      expect(asked).toEqual([333300]);
    });
    stop();
  });

  it('stock sold out by another shopper during checkout: no payment; the shopper reads that it is out of stock', async () => {
    const { user, home } = await customer(server);
    const other = await customer(server);
    const storefront = await storefrontOf(user);
    const id = SEED_REFS.products.lastUnit;
    const { stop, quote } = await openCheckout(storefront, user, home, { id });
    expect(quote?.problems).toEqual([]);
    const { asked, gateway } = recordingGateway();
    const taken = await createOrder(server, other.user, orderBody(other.user, other.home, [{ id }]));
    expect(taken.status).toBe(200);
    const [{ title }] = await server.app.db.select().from(products).where(eq(products.product_id, id));
    const refused = await placeOrder(storefront, { gateway });
    expect(refused).toMatchObject({
      ok: false,
      message: `Sorry, ${title} is out of stock.`,
      reason: 'out-of-stock',
    });
    expect(asked).toEqual([]);
    stop();
  });
});
