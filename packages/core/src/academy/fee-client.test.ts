import { describe, expect, it } from 'vitest';
import { isSkateError } from '../errors';
import { BASE, createFakeFetch, jsonReply, STORE } from '../api/test-support';
import { createAcademyClient } from './client';
import { FeesResponse, PayFeesBody } from './fee-schemas';
import { FEE_TEXTS } from './fees';

const fee = {
  invoice_id: 'inv1',
  student_id: 'st1',
  student_name: 'Kiara Mehta',
  batch_id: 'b1',
  period: '2026-12',
  amount: 2500,
  late_fine: 200,
  total: 2700,
  due_date: '2026-12-10',
  status: 'overdue',
  paid_at: null,
  payment_id: null,
};
const client = (answer: Parameters<typeof createFakeFetch>[0]) => {
  const fake = createFakeFetch(answer);
  return { fake, academy: createAcademyClient({ baseUrl: BASE, merchantCode: STORE, fetch: fake.fetch }) };
};

describe('academy fee calls', () => {
  it('auto-pay: POST /fees/autopay with the merchant, GET /fees/autopay/{user_id}, DELETE /fees/autopay/{id}', async () => {
    const mandate = {
      id: 'm1',
      student_id: 'st1',
      student_name: 'Kiara Mehta',
      status: 'created',
      amount: 2500,
      short_url: 'https://rzp.io/i/abc',
      provider: 'razorpay',
    };
    const { fake, academy } = client(() =>
      jsonReply({ success: true, message: FEE_TEXTS.AUTOPAY_CREATED, data: mandate }),
    );
    const { provider: _, ...read } = mandate;
    expect(await academy.setUpAutopay('u1', 'st1')).toEqual(read);
    expect(fake.last().method).toBe('POST');
    expect(fake.last().url.href).toBe(`${BASE}/fees/autopay`);
    expect(fake.last().body).toEqual({ user_id: 'u1', student_id: 'st1', main_id: STORE });
    expect(await academy.cancelAutopay('m/1')).toEqual(read);
    expect(fake.last().method).toBe('DELETE');
    expect(fake.last().url.href).toBe(`${BASE}/fees/autopay/m%2F1`);
    const list = client(() => jsonReply({ success: true, message: FEE_TEXTS.AUTOPAY_LIST, data: [mandate] }));
    expect(await list.academy.autopay('u1')).toEqual([read]);
    expect(list.fake.last().url.href).toBe(`${BASE}/fees/autopay/u1`);
  });

  it('getFees reads GET /fees/{user_id} and an unknown status as due', async () => {
    const { fake, academy } = client(() =>
      jsonReply({ data: [fee, { ...fee, invoice_id: 'inv2', status: 'later', total: '2500' }] }),
    );
    const fees = await academy.getFees('u/1');
    expect(fake.last().method).toBe('GET');
    expect(fake.last().url.href).toBe(`${BASE}/fees/u%2F1`);
    expect(fees).toEqual([
      { ...fee, status: 'overdue' },
      { ...fee, invoice_id: 'inv2', status: 'due', total: 2500 },
    ]);
  });

  it('payFees posts the invoices and the shown total with the merchant code', async () => {
    const reply = {
      success: true,
      message: FEE_TEXTS.PAYMENT_CREATED,
      razorpay_order: { id: 'order_1', amount: 540000, currency: 'INR', receipt: 'r1' },
      order_id: 'fp1',
      receipt_id: 'r1',
      id: 'fp1',
      key_id: 'rzp_test_1',
      provider: 'sandbox',
      amount: 5400,
      remaining_amount: 0,
      currency: 'INR',
      quote: { total: 5400 },
    };
    const { fake, academy } = client(() => jsonReply(reply));
    const paid = await academy.payFees({
      user_id: 'u1',
      invoice_ids: ['inv1', 'inv2'],
      shown: { total: 5400 },
    });
    expect(fake.last().url.href).toBe(`${BASE}/fees/pay`);
    expect(fake.last().body).toEqual({
      user_id: 'u1',
      main_id: STORE,
      invoice_ids: ['inv1', 'inv2'],
      shown: { total: 5400 },
    });
    // The fees' `{ total }` quote is no order's ChargedQuote: it is left out, the total is `amount`.
    expect(paid.amount).toBe(5400);
    expect('quote' in paid).toBe(false);
    expect(paid.razorpay_order).toEqual({ id: 'order_1', amount: 540000, currency: 'INR', receipt: 'r1' });
  });

  it('a 409 TOTAL_CHANGED comes back as an error carrying the server message', async () => {
    const { academy } = client(() => jsonReply({ success: false, message: FEE_TEXTS.TOTAL_CHANGED }, 409));
    const error = await academy.payFees({ user_id: 'u1', invoice_ids: ['inv1'] }).catch((e) => e);
    expect(isSkateError(error)).toBe(true);
    expect(error.status).toBe(409);
    expect(error.message).toBe(FEE_TEXTS.TOTAL_CHANGED);
  });

  it('verifyFeePayment posts the provider answer and answers the fees it paid', async () => {
    const paid = { ...fee, status: 'paid', paid_at: '2026-12-11T05:00:00.000Z' };
    const { fake, academy } = client(() =>
      jsonReply({ success: true, message: FEE_TEXTS.PAID, id: 'fp1', status: 'paid', data: [paid] }),
    );
    const proof = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };
    const answer = await academy.verifyFeePayment(proof);
    expect(fake.last().url.href).toBe(`${BASE}/fees/pay/verify`);
    expect(fake.last().body).toEqual(proof);
    expect(answer.data).toEqual([paid]);
  });
});

describe('pay links and receipts', () => {
  const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.sig_1-x';

  it('linkFees reads GET /fees/link with the token in the query, without a sign-in', async () => {
    const { fake, academy } = client(() => jsonReply({ data: [fee] }));
    expect(await academy.linkFees(TOKEN)).toEqual([fee]);
    expect(fake.last().url.href).toBe(`${BASE}/fees/link?token=${TOKEN}`);
  });

  it('payLinkFees posts the token, the fees and the shown total to POST /fees/link/pay', async () => {
    const { fake, academy } = client(() =>
      jsonReply({
        success: true,
        message: FEE_TEXTS.PAYMENT_CREATED,
        razorpay_order: { id: 'order_2', amount: 500000, currency: 'INR', receipt: 'r2' },
        order_id: 'order_2',
        receipt_id: 'r2',
        amount: 5000,
      }),
    );
    const opened = await academy.payLinkFees({ token: TOKEN, invoice_ids: ['inv1'], shown: { total: 5000 } });
    expect(fake.last().url.href).toBe(`${BASE}/fees/link/pay`);
    expect(fake.last().body).toEqual({ token: TOKEN, invoice_ids: ['inv1'], shown: { total: 5000 } });
    expect([opened.order_id, opened.amount]).toEqual(['order_2', 5000]);
  });

  it('feeReceipt reads GET /fees/receipt/{payment_id}, with the pay link token when given', async () => {
    const receipt = {
      receipt_number: 'fee_1',
      payment_id: 'fp1',
      paid_at: '2026-12-10T05:00:00.000Z',
      method: 'online',
      provider: 'sandbox',
      provider_payment_id: 'pay_1',
      academy: { name: 'Skate Academy', gstin: '27ABCDE1234F1Z5', gst_rate: 18 },
      lines: [
        {
          invoice_id: 'inv1',
          student_name: 'Kiara Mehta',
          period: '2026-12',
          amount: 2500,
          late_fine: 0,
          total: 2500,
        },
      ],
      total: 2500,
      gst: { rate: 18, tax: 381.36, net: 2118.64 },
    };
    const { fake, academy } = client(() => jsonReply({ data: receipt }));
    expect(await academy.feeReceipt('fp1')).toEqual(receipt);
    expect(fake.last().url.href).toBe(`${BASE}/fees/receipt/fp1`);
    await academy.feeReceipt('fp1', TOKEN);
    expect(fake.last().url.href).toBe(`${BASE}/fees/receipt/fp1?token=${TOKEN}`);
  });
});

describe('fee wire schemas', () => {
  it('a pay body needs at least one invoice and refuses an unknown field', () => {
    expect(PayFeesBody.safeParse({ user_id: 'u1', invoice_ids: [] }).success).toBe(false);
    expect(PayFeesBody.safeParse({ user_id: 'u1', invoice_ids: ['a'], extra: 1 }).success).toBe(false);
    expect(PayFeesBody.safeParse({ user_id: 'u1', invoice_ids: ['a'] }).success).toBe(true);
  });

  it('an envelope without data reads as no fees', () => {
    expect(FeesResponse.parse({})).toEqual({ data: [] });
  });
});
