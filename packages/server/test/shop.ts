import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { products } from '../src/db/schema';
import { deliveryCharge, distanceKm } from '../src/platform/core';
import { SEED_REFS } from '../src/seed';
import {
  SKATE01_OFFICE,
  skate01DeliveryBands,
  skate01FreeDeliveryBands,
  skate01Pincodes,
} from '../src/seed/skate01/site';
import { serverForFile, startTestServer, TEST_MERCHANT, type TestServer } from './helper';
import { apiAs, call, type SignedUpUser, signUp } from './session';

/** A seeded server with two signed-up customers and their addresses, for the order tests. */
export interface Shop {
  server: TestServer;
  asha: SignedUpUser;
  ravi: SignedUpUser;
  /** Asha's saved address in a served pincode (about 1.3 km from the office). */
  ashaHome: string;
  /** Asha's saved address in a pincode the merchant does not serve. */
  ashaFar: string;
  raviHome: string;
  /** A cheap Simple product with plenty of stock (two of them stay below the free-delivery threshold). */
  cheap: typeof products.$inferSelect;
}

const home = {
  location_user: 'Home' as const,
  new_address: '12 Link Road',
  city: 'Mumbai',
  area: 'Malad West',
};

/** Saves an address for `user` in `pincode` and answers its id. */
async function save(server: TestServer, user: SignedUpUser, pincode: string): Promise<string> {
  return (await apiAs(server, user).addresses.create({ ...home, pincode, user_id: user.userId }))?.id ?? '';
}

/** One more signed-up customer with a saved address in a served pincode. */
export async function customer(
  server: TestServer,
  options: Parameters<typeof signUp>[1] = {},
): Promise<{ user: SignedUpUser; home: string }> {
  const user = await signUp(server, options);
  return { user, home: await save(server, user, SEED_REFS.pincodes.active) };
}

/** Starts the server and makes the customers, as each order test file needs. */
export async function openShop(): Promise<Shop> {
  return shopOn(await startTestServer());
}

/** openShop for the whole file (see serverForFile): `shop.server` is there at once, the rest before the tests. */
export function shopForFile(): Shop {
  const server = serverForFile();
  const shop = { server } as Shop;
  beforeAll(async () => {
    Object.assign(shop, await shopOn(server));
  });
  return shop;
}

/** The customers, their addresses and the cheap product of an order test file, on `server`. */
async function shopOn(server: TestServer): Promise<Shop> {
  const [asha, ravi] = await Promise.all([signUp(server), signUp(server)]);
  const ashaHome = await save(server, asha, SEED_REFS.pincodes.active);
  const ashaFar = await save(server, asha, SEED_REFS.pincodes.inactive);
  const raviHome = await save(server, ravi, SEED_REFS.pincodes.active);
  const [cheap] = await server.app.db
    .select()
    .from(products)
    .where(and(eq(products.main_id, TEST_MERCHANT), eq(products.product_id, SEED_REFS.products.cheap)));
  expect(cheap, 'seed has a cheap stocked product').toBeDefined();
  return { server, asha, ravi, ashaHome, ashaFar, raviHome, cheap };
}

/** What core's rules say the delivery to a seeded pincode costs for an items total. */
export function expectedDelivery(pincode: string, itemsTotal: number): number | null {
  const point = skate01Pincodes.find((p) => p.pincode === pincode);
  if (!point) return null;
  const km = distanceKm(
    SKATE01_OFFICE.latitude,
    SKATE01_OFFICE.longitude,
    Number(point.latitude),
    Number(point.longitude),
  );
  return deliveryCharge({
    distanceKm: km,
    total: itemsTotal,
    bands: skate01DeliveryBands,
    freeBands: skate01FreeDeliveryBands,
  });
}

/** A product row as stored now. */
export async function stockOf(server: TestServer, id: string) {
  const [row] = await server.app.db.select().from(products).where(eq(products.product_id, id));
  return row;
}

/** An order body as a client would send it, with every price tampered down to 1. */
export function orderBody(
  user: SignedUpUser,
  address: string,
  lines: { id: string; qty?: number; sku?: string }[],
  extra: Record<string, unknown> = {},
) {
  return {
    cart_products: lines.map((l) => ({
      product_id: l.id,
      product_sku: l.sku,
      product_name: 'tampered',
      product_price: 1,
      product_saleprice: 1,
      quantity: l.qty ?? 1,
    })),
    payment_mode: 'Pay now',
    billing_address: address,
    shipping_address: address,
    user_id: user.userId,
    user_name: 'Buyer',
    main_id: TEST_MERCHANT,
    amountbeforediscount: 1,
    amountafterdiscount: 1,
    deliveryCharge: 0,
    totalAmountbeforePay: 1,
    ...extra,
  };
}

/** The order creation answer, extensions included. */
export interface Created {
  success: boolean;
  razorpay_order: { id: string; amount: number; currency: string } | null;
  order_id: string;
  receipt_id: string;
  id: string;
  key_id: string;
  provider: string;
  checkout_url?: string;
  amount: number;
  remaining_amount: number;
}

/** POST /payment as the shop's Asha to her served address, with `lines` (see orderBody). */
export function ashaOrder(
  shop: Shop,
  lines: Parameters<typeof orderBody>[2],
  extra: Record<string, unknown> = {},
) {
  return createOrder(shop.server, shop.asha, orderBody(shop.asha, shop.ashaHome, lines, extra));
}

/** `user`'s saved home (12 Link Road, a served pincode) and an order of the unlimited product to it. */
export async function homeAndOrder(server: TestServer, user: SignedUpUser) {
  const saved = await apiAs(server, user).addresses.create({
    location_user: 'Home',
    new_address: '12 Link Road',
    city: 'Mumbai',
    pincode: SEED_REFS.pincodes.active,
    user_id: user.userId,
  });
  const home = saved?.id ?? '';
  const order = await createOrder(
    server,
    user,
    orderBody(user, home, [{ id: SEED_REFS.products.unlimited }]),
  );
  expect(order.status).toBe(200);
  return { home, order };
}

/** POST /payment (or another creation path) as `user`. */
export function createOrder(
  server: TestServer,
  user: SignedUpUser,
  body: Record<string, unknown>,
  path = '/payment',
) {
  return call<Created>(server, 'POST', path, { token: user.accessToken, body });
}

/** The sandbox's genuine payment of a created order, as its checkout page would hand it back to /payment/verify. */
export function genuinePayment(server: TestServer, created: Pick<Created, 'order_id' | 'receipt_id'>) {
  const { paymentId, signature } = server.app.services.sandbox.signPayment(created.order_id);
  return {
    razorpay_order_id: created.order_id,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
    receipt_id: created.receipt_id,
  };
}
