import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../src/db/schema';
import { SEED_REFS } from '../src/seed';
import type { TestServer } from './helper';
import { call, type SignedUpUser, sandboxPay, verifyBody } from './session';
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
    body: verifyBody(paid, created.body.receipt_id),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return created.body;
}

/** An order row as stored now. */
export async function orderRow(server: TestServer, id: string) {
  const [row] = await server.app.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** An admission form as the storefront sends it for `user` (Aadhaar 123456789012); `extra` wins. */
export function admissionForm(user: SignedUpUser, extra: Record<string, unknown> = {}) {
  return {
    name: 'Aarav Patil',
    fatherName: 'Rohit Patil',
    motherName: 'Sneha Patil',
    dob: '2015-04-12',
    aadhar: '123456789012',
    gender: 'Male',
    school: 'St. Xavier',
    address: '12 Link Road, Malad West',
    pincode: '400064',
    mobile: '9876543210',
    email: user.email,
    center: 'Malad (E)',
    rulesAgreed: true,
    user_id: user.userId,
    user_name: 'Rohit',
    main_id: user.mainId,
    ...extra,
  };
}

/** An admission form submitted by `user` and its course fee paid through the sandbox. */
export async function paidAdmission(
  server: TestServer,
  user: SignedUpUser,
  form: Record<string, unknown> = {},
): Promise<{ admissionId: string; orderId: string }> {
  const created = await call<{ id: string }>(server, 'POST', '/admission', {
    token: user.accessToken,
    body: admissionForm(user, form),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const order = await call<{ order_id: string; receipt_id: string; id: string }>(
    server,
    'POST',
    '/admission-pay',
    {
      token: user.accessToken,
      body: {
        cart_products: [
          {
            product_id: SEED_REFS.products.course,
            product_name: 'Course',
            product_price: 1,
            product_saleprice: 1,
            quantity: 1,
          },
        ],
        payment_mode: 'Pay now',
        user_id: user.userId,
        main_id: user.mainId,
        admission_id: created.body.id,
      },
    },
  );
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const page = await sandboxPay(server, order.body.order_id);
  const verified = await call(server, 'POST', '/admission-pay/verify', {
    token: user.accessToken,
    body: verifyBody(page, order.body.receipt_id),
  });
  expect(verified.status).toBe(200);
  return { admissionId: created.body.id, orderId: order.body.id };
}
