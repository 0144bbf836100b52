import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverForFile, TEST_MERCHANT } from '../../../test/helper';
import {
  apiAs,
  call,
  capturedEvent,
  customerForFile,
  postWebhook,
  sandboxPay,
  type SignedUpUser,
  signUp,
  verifyBody,
} from '../../../test/session';
import { orders, products } from '../../db/schema';
import { TEXTS, toPaise } from '../../platform/core';
import { SEED_REFS } from '../../seed';

const server = serverForFile();
const asha = customerForFile(server);
const ravi = customerForFile(server);

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
      body: verifyBody(page, created.body.receipt_id),
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
      token: ravi.accessToken,
      body: {
        cart_products: [{ product_id: SEED_REFS.products.unlimited, quantity: 1 }],
        payment_mode: 'Pay now',
        user_id: ravi.userId,
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

describe('item 2: one paid fee per admission', () => {
  type Fee = { order_id: string; receipt_id: string; id: string };
  const feeFor = (user: SignedUpUser, admissionId: string) =>
    call<Fee>(server, 'POST', '/admission-pay', {
      token: user.accessToken,
      body: {
        cart_products: [course],
        payment_mode: 'Pay now',
        user_id: user.userId,
        main_id: TEST_MERCHANT,
        admission_id: admissionId,
      },
    });
  /** A genuine payment of the fee order (a fresh payment id each call), sent to verify. */
  const payFee = (
    user: SignedUpUser,
    fee: Fee,
    payment = server.app.services.sandbox.signPayment(fee.order_id),
  ) =>
    call<{ message: string; status: string }>(server, 'POST', '/admission-pay/verify', {
      token: user.accessToken,
      body: {
        razorpay_order_id: fee.order_id,
        razorpay_payment_id: payment.paymentId,
        razorpay_signature: payment.signature,
        receipt_id: fee.receipt_id,
      },
    });
  const orderRow = async (id: string) =>
    (await server.app.db.select().from(orders).where(eq(orders.id, id)))[0];
  async function admitted(): Promise<{ user: SignedUpUser; admissionId: string }> {
    const user = await signUp(server);
    const created = await call<{ id: string }>(server, 'POST', '/admission', {
      token: user.accessToken,
      body: form(user),
    });
    expect(created.status).toBe(200);
    return { user, admissionId: created.body.id };
  }

  it('item 2: a second fee payment for a paid admission is refused with 409 and a clear message', async () => {
    const { user, admissionId } = await admitted();
    const fee = await feeFor(user, admissionId);
    expect(fee.status).toBe(200);
    expect((await payFee(user, fee.body)).status).toBe(200);
    const second = await feeFor(user, admissionId);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ success: false, message: TEXTS.ADMISSION_ALREADY_PAID });
    const fees = await server.app.db.select().from(orders).where(eq(orders.admission_id, admissionId));
    expect(fees).toHaveLength(1);
  });

  it('item 2: two fee orders made before either is paid, both paid: the second is kept, flagged refund-needed, and told so', async () => {
    const { user, admissionId } = await admitted();
    const [a, b] = await Promise.all([feeFor(user, admissionId), feeFor(user, admissionId)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const firstPayment = server.app.services.sandbox.signPayment(a.body.order_id);
    const paidA = await payFee(user, a.body, firstPayment);
    expect(paidA.status).toBe(200);
    expect(paidA.body).toMatchObject({ message: TEXTS.PAYMENT_VERIFIED, status: 'Success' });
    const paidB = await payFee(user, b.body);
    expect(paidB.status).toBe(409);
    expect(paidB.body).toMatchObject({ success: false, message: TEXTS.ADMISSION_FEE_REFUND_DUPLICATE });
    const flagged = await orderRow(b.body.id);
    expect(flagged).toMatchObject({ status: 'Refund needed', refund_reason: 'admission-already-paid' });
    expect(flagged.payment_id).toMatch(/^pay_sbx_/);
    expect(flagged.refund_needed_at).not.toBeNull();
    // The admission stays paid by the first fee; its payment list shows the flagged one as it is.
    const admission = await apiAs(server, user).admissions.get(user.userId);
    expect(admission).toMatchObject({ status: 'Paid', payment_id: firstPayment.paymentId });
    const statuses = (await apiAs(server, user).admissions.payments(user.userId)).map((p) => p.status).sort();
    expect(statuses).toEqual(['Refund needed', 'Success']);
  });

  it('item 2: a second, different genuine payment for a paid fee order is kept and flagged, not "verified successfully"', async () => {
    const { user, admissionId } = await admitted();
    const fee = await feeFor(user, admissionId);
    const first = server.app.services.sandbox.signPayment(fee.body.order_id);
    expect((await payFee(user, fee.body, first)).status).toBe(200);
    // The same payment again is still a success (a repeat, not a second charge).
    expect((await payFee(user, fee.body, first)).status).toBe(200);
    const second = server.app.services.sandbox.signPayment(fee.body.order_id);
    const res = await payFee(user, fee.body, second);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: TEXTS.ADMISSION_FEE_REFUND_DUPLICATE });
    // Its webhook as well: recorded once.
    const raw = capturedEvent({
      id: second.paymentId,
      order_id: fee.body.order_id,
      amount: (await orderRow(fee.body.id)).totalAmountbeforePay * 100,
    });
    const hook = await postWebhook(server, raw);
    expect(hook.status).toBe(200);
    expect(await hook.json()).toMatchObject({ message: 'OK' });
    const row = await orderRow(fee.body.id);
    expect(row).toMatchObject({
      status: 'Success',
      payment_id: first.paymentId,
      refund_reason: 'duplicate-payment',
    });
    expect(row.refund_needed_at).not.toBeNull();
    expect(row.extra_payments.map((p) => p.payment_id)).toEqual([second.paymentId]);
  });

  it('item 2: four fee orders for one admission paid at once: exactly one is Success, three flagged refund-needed', async () => {
    const { user, admissionId } = await admitted();
    const fees = await Promise.all(Array.from({ length: 4 }, () => feeFor(user, admissionId)));
    expect(fees.map((f) => f.status)).toEqual([200, 200, 200, 200]);
    const paid = await Promise.all(fees.map((f) => payFee(user, f.body)));
    expect(paid.map((p) => p.status).sort()).toEqual([200, 409, 409, 409]);
    const rows = await server.app.db.select().from(orders).where(eq(orders.admission_id, admissionId));
    expect(rows.map((r) => r.status).sort()).toEqual([
      'Refund needed',
      'Refund needed',
      'Refund needed',
      'Success',
    ]);
    expect(rows.filter((r) => r.refund_needed_at !== null)).toHaveLength(3);
  });
});
