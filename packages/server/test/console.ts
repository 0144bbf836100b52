import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../src/db/schema';
import type { TestServer } from './helper';
import { call, type SignedUpUser, sandboxPay } from './session';
import { type Created, createOrder, orderBody } from './shop';

/**
 * An order placed and paid through the sandbox as a shopper would (create, pay on the sandbox page,
 * verify): `Pay now` pays the total, `Pay on delivery` the advance.
 */
export async function paidOrder(
  server: TestServer,
  user: SignedUpUser,
  address: string,
  lines: { id: string; qty?: number; sku?: string }[],
  options: { payMode?: 'Pay now' | 'Pay on delivery'; couponCode?: string } = {},
): Promise<Created> {
  const cod = options.payMode === 'Pay on delivery';
  const created = await createOrder(
    server,
    user,
    orderBody(user, address, lines, {
      payment_mode: options.payMode ?? 'Pay now',
      ...(options.couponCode ? { coupon_code: options.couponCode } : {}),
    }),
    cod ? '/payment/paydelivery' : '/payment',
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const paid = await sandboxPay(server, created.body.order_id);
  const verified = await call(server, 'POST', '/payment/verify', {
    token: user.accessToken,
    body: {
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
      receipt_id: created.body.receipt_id,
    },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return created.body;
}

/** An order row as stored now. */
export async function orderRow(server: TestServer, id: string) {
  const [row] = await server.app.db.select().from(orders).where(eq(orders.id, id));
  return row;
}
