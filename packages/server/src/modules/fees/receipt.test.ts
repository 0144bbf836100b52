import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realClockAfterEach, serverForFile } from '../../../test/helper';
import { call, signUp } from '../../../test/session';
import { batches, merchantSettings } from '../../db/schema';
import { createAcademyClient, FEE_TEXTS } from '../../platform/core';
import { signPayLink } from './pay-links';

const server = serverForFile();
realClockAfterEach(server);

const PERIOD = '2031-05';

interface Receipt {
  receipt_number: string;
  payment_id: string;
  paid_at: string;
  method: string;
  provider: string;
  academy: { name: string; gstin: string; gst_rate: number };
  lines: { student_name: string; period: string; amount: number; late_fine: number; total: number }[];
  total: number;
  gst: { rate: number; tax: number; net: number };
}

/** A parent with two children enrolled in an INR 2500 batch, billed for PERIOD, with the clock on `day`. */
async function billedFamily(day: string) {
  const parent = await signUp(server);
  const academy = createAcademyClient({
    baseUrl: server.url,
    merchantCode: parent.mainId,
    getToken: () => parent.accessToken,
  });
  const [batch] = await server.app.db
    .insert(batches)
    .values({
      main_id: 'SKATE01',
      course: 'Receipt Skating',
      centre: 'Andheri',
      days: ['Tue'],
      start_time: '17:00',
      end_time: '18:00',
      capacity: 30,
      price: 2500,
    })
    .returning({ id: batches.id });
  for (const name of ['Mira Iyer', 'Kabir Iyer']) {
    const student = await academy.addStudent({
      name,
      gender: 'Female',
      center: 'Andheri',
      fatherName: 'Arun Iyer',
      motherName: 'Lata Iyer',
      user_id: parent.userId,
    });
    await academy.enrol({ student_id: student.student_id, batch_id: batch.id });
  }
  server.app.services.now = () => new Date(`${PERIOD}-${day}T10:00:00+05:30`);
  const billed = await call(server, 'POST', '/dev/fees/run', {
    body: { date: `${PERIOD}-01`, main_id: 'SKATE01' },
  });
  expect(billed.status).toBe(200);
  const signedIn = await call<{ accessToken: string }>(server, 'POST', '/loginuser', {
    body: { email: parent.email, password: parent.password, main_id: parent.mainId },
  });
  parent.accessToken = signedIn.body.accessToken;
  return { parent, fees: await academy.getFees(parent.userId) };
}

describe('fee receipts (issue 38)', () => {
  it("a paid payment's receipt has the academy's GSTIN and rate, the fees with their fine, and the GST inside the total", async () => {
    await server.app.db
      .update(merchantSettings)
      .set({ company_name: 'Skate Academy Mumbai', gst_number: '27AAPFS1234K1Z5', gst_rate: 18 })
      .where(eq(merchantSettings.main_id, 'SKATE01'));
    const { parent, fees } = await billedFamily('12');
    expect(fees.map((f) => f.total)).toEqual([2700, 2700]);
    const opened = await call<{ id: string; order_id: string; receipt_id: string }>(
      server,
      'POST',
      '/fees/pay',
      {
        token: parent.accessToken,
        body: { user_id: parent.userId, invoice_ids: fees.map((f) => f.invoice_id), shown: { total: 5400 } },
      },
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const path = `/fees/receipt/${opened.body.id}`;
    const early = await call<{ message: string }>(server, 'GET', path, { token: parent.accessToken });
    expect([early.status, early.body.message]).toEqual([409, FEE_TEXTS.RECEIPT_NOT_PAID]);

    // The sandbox's checkout window knows the fee payment (as it knows orders): its amount, to pay.
    const window = await fetch(`${server.url}/sandbox/checkout/${opened.body.order_id}`);
    expect([window.status, (await window.text()).includes('₹5,400')]).toEqual([200, true]);
    const proof = server.app.services.sandbox.signPayment(opened.body.order_id);
    const verified = await call(server, 'POST', '/fees/pay/verify', {
      token: parent.accessToken,
      body: {
        razorpay_order_id: opened.body.order_id,
        razorpay_payment_id: proof.paymentId,
        razorpay_signature: proof.signature,
      },
    });
    expect(verified.status).toBe(200);
    const listed = await call<{ data: { payment_id: string | null }[] }>(
      server,
      'GET',
      `/fees/${parent.userId}`,
      {
        token: parent.accessToken,
      },
    );
    expect(listed.body.data.map((f) => f.payment_id)).toEqual([opened.body.id, opened.body.id]);

    const receipt = await call<{ data: Receipt }>(server, 'GET', path, { token: parent.accessToken });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    expect(receipt.body.data).toMatchObject({
      receipt_number: opened.body.receipt_id,
      payment_id: opened.body.id,
      paid_at: new Date(`${PERIOD}-12T10:00:00+05:30`).toISOString(),
      method: 'online',
      provider: 'sandbox',
      academy: { name: 'Skate Academy Mumbai', gstin: '27AAPFS1234K1Z5', gst_rate: 18 },
      lines: [
        { student_name: 'Mira Iyer', period: PERIOD, amount: 2500, late_fine: 200, total: 2700 },
        { student_name: 'Kabir Iyer', period: PERIOD, amount: 2500, late_fine: 200, total: 2700 },
      ],
      total: 5400,
      gst: { rate: 18, tax: 823.73, net: 4576.27 },
    });

    // The pay link of these fees opens the same receipt without signing in; another family sees none.
    const token = await signPayLink(server.app, {
      mainId: 'SKATE01',
      userId: parent.userId,
      invoiceIds: fees.map((f) => f.invoice_id),
    });
    const byLink = await call<{ data: Receipt }>(server, 'GET', `${path}?token=${token}`);
    expect([byLink.status, byLink.body.data.total]).toEqual([200, 5400]);
    const narrower = await signPayLink(server.app, {
      mainId: 'SKATE01',
      userId: parent.userId,
      invoiceIds: [fees[0].invoice_id],
    });
    const other = await call<{ message: string }>(server, 'GET', `${path}?token=${narrower}`);
    expect([other.status, other.body.message]).toEqual([403, FEE_TEXTS.LINK_OTHER_INVOICE]);
    expect((await call(server, 'GET', path)).status).toBe(401);
    const stranger = await signUp(server);
    const refused = await call<{ message: string }>(server, 'GET', path, { token: stranger.accessToken });
    expect([refused.status, refused.body.message]).toEqual([404, FEE_TEXTS.PAYMENT_NOT_FOUND]);
  });
});
