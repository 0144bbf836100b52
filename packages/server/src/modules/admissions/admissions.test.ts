import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_MERCHANT, type TestServer } from '../../../test/helper';
import { apiAs, call, type SignedUpUser, sandboxPay, signUp } from '../../../test/session';
import { products } from '../../db/schema';
import { TEXTS, toPaise } from '../../lib/core';
import { SEED_REFS } from '../../seed';

let server: TestServer;
let asha: SignedUpUser;
let ravi: SignedUpUser;

beforeAll(async () => {
  server = await startTestServer();
  [asha, ravi] = await Promise.all([signUp(server), signUp(server)]);
});
afterAll(() => server.close());

const form = (user: SignedUpUser, extra: Record<string, unknown> = {}) => ({
  name: 'Aarav Patil',
  fatherName: 'Rohit Patil',
  motherName: 'Sneha Patil',
  dob: '2015-04-12',
  aadhar: '123456789012',
  gender: 'Male' as const,
  school: 'St. Xavier',
  address: '12 Link Road, Malad West',
  pincode: '400064',
  mobile: '9876543210',
  email: 'parent@example.com',
  center: 'Malad (E)',
  rulesAgreed: true as const,
  user_id: user.userId,
  user_name: 'Rohit',
  main_id: TEST_MERCHANT,
  ...extra,
});

const course = {
  product_id: SEED_REFS.products.course,
  product_name: 'Course',
  product_price: 1,
  product_saleprice: 1,
  quantity: 1,
};

describe('admissions', () => {
  it('is empty at first, then created, read and updated', async () => {
    expect(
      (
        await call<{ user: unknown }>(server, 'GET', `/admission/single/${asha.userId}`, {
          token: asha.accessToken,
        })
      ).body.user,
    ).toBeNull();
    const created = await call<{ id: string; data: Record<string, unknown>; message: string }>(
      server,
      'POST',
      '/admission',
      {
        token: asha.accessToken,
        body: form(asha),
      },
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      message: TEXTS.ADMISSION_SUBMITTED,
      data: { name: 'Aarav Patil', rulesAgreed: true, status: 'Pending' },
    });

    const read = await apiAs(server, asha).admissions.get(asha.userId);
    expect(read).toMatchObject({ id: created.body.id, center: 'Malad (E)' });
    const updated = await apiAs(server, asha).admissions.update(
      created.body.id,
      form(asha, { center: 'Andheri' }),
    );
    expect(updated).toBeTruthy();
    expect((await apiAs(server, asha).admissions.get(asha.userId))?.center).toBe('Andheri');
  });

  it('validates the form with the field named', async () => {
    const res = await call(server, 'POST', '/admission', {
      token: asha.accessToken,
      body: form(asha, { aadhar: '1234' }),
    });
    expect(res.status).toBe(400);
    expect(String((res.body as { message: string }).message)).toContain('aadhar');
  });

  it('charges the course fee from the catalogue and marks the admission Paid after verify', async () => {
    const admission = await apiAs(server, asha).admissions.get(asha.userId);
    const [courseRow] = await server.app.db
      .select()
      .from(products)
      .where(eq(products.product_id, SEED_REFS.products.course));
    const fee = courseRow.discountPrice > 0 ? courseRow.discountPrice : courseRow.originalPrice;
    const created = await call<{
      order_id: string;
      receipt_id: string;
      id: string;
      amount: number;
      razorpay_order: { amount: number };
    }>(server, 'POST', '/admission-pay', {
      token: asha.accessToken,
      body: {
        cart_products: [course],
        payment_mode: 'Pay now',
        user_id: asha.userId,
        main_id: TEST_MERCHANT,
        admission_id: admission?.id,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.amount).toBe(fee);
    expect(created.body.razorpay_order.amount).toBe(toPaise(fee));

    const page = await sandboxPay(server, created.body.order_id);
    const verified = await call(server, 'POST', '/admission-pay/verify', {
      token: asha.accessToken,
      body: {
        razorpay_order_id: page.razorpay_order_id,
        razorpay_payment_id: page.razorpay_payment_id,
        razorpay_signature: page.razorpay_signature,
        receipt_id: created.body.receipt_id,
      },
    });
    expect(verified.status).toBe(200);
    const after = await apiAs(server, asha).admissions.get(asha.userId);
    expect(after).toMatchObject({
      status: 'Paid',
      payment_id: page.razorpay_payment_id,
      amountafterdiscount: fee,
    });

    const payments = await apiAs(server, asha).admissions.payments(asha.userId);
    expect(payments.map((p) => p.receipt_id)).toContain(created.body.receipt_id);
    const single = await apiAs(server, asha).admissions.payment(created.body.id);
    expect(single).toMatchObject({ status: 'Success', amountafterdiscount: fee });
    // Shop order lists do not mix in admission payments.
    expect((await apiAs(server, asha).orders.listByUser(asha.userId)).map((o) => o.receipt_id)).not.toContain(
      created.body.receipt_id,
    );
  });

  it('accepts course lines only', async () => {
    const res = await call(server, 'POST', '/admission-pay', {
      token: asha.accessToken,
      body: {
        cart_products: [{ product_id: SEED_REFS.products.unlimited, quantity: 1 }],
        payment_mode: 'Pay now',
        user_id: asha.userId,
        main_id: TEST_MERCHANT,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: TEXTS.COURSE_REQUIRED });
  });

  it('keeps admissions and their payments to their owner', async () => {
    const mine = await apiAs(server, asha).admissions.get(asha.userId);
    const id = mine?.id ?? '';
    expect(
      (await call(server, 'GET', `/admission/single/${asha.userId}`, { token: ravi.accessToken })).status,
    ).toBe(403);
    expect(
      (await call(server, 'PUT', `/admission/${id}`, { token: ravi.accessToken, body: form(ravi) })).status,
    ).toBe(403);
    expect(
      (await call(server, 'GET', `/admission-pay/details/${asha.userId}`, { token: ravi.accessToken }))
        .status,
    ).toBe(403);
    const [payment] = await apiAs(server, asha).admissions.payments(asha.userId);
    expect(
      (await call(server, 'GET', `/admission-pay/single/${payment.id}`, { token: ravi.accessToken })).status,
    ).toBe(403);
    // Paying against someone else's admission is refused.
    const res = await call(server, 'POST', '/admission-pay', {
      token: ravi.accessToken,
      body: {
        cart_products: [course],
        payment_mode: 'Pay now',
        user_id: ravi.userId,
        main_id: TEST_MERCHANT,
        admission_id: id,
      },
    });
    expect(res.status).toBe(403);
  });
});
