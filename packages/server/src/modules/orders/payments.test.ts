import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { realClockAfterEach } from '../../../test/helper';
import { apiAs, call, capturedEvent, postWebhook } from '../../../test/session';
import { ashaOrder, createOrder, orderBody, shopForFile } from '../../../test/shop';
import { TEXTS } from '../../platform/core';
import { SEED_REFS } from '../../seed';

const shop = shopForFile();
const { server } = shop;

const P = SEED_REFS.products;

realClockAfterEach(server);

describe('webhook', () => {
  it('records a signed payment event once and refuses a forged one', async () => {
    const created = await ashaOrder(shop, [{ id: P.unlimited }]);
    const raw = capturedEvent({
      id: 'pay_hook_1',
      order_id: created.body.order_id,
      amount: created.body.razorpay_order?.amount,
    });
    const send = (signature: string) => postWebhook(server, raw, { signature, eventId: 'evt_1' });
    const forged = await send('b'.repeat(64));
    expect(forged.status).toBe(400);
    expect((await apiAs(server, shop.asha).orders.get(created.body.id)).status).toBe('Pending');

    const good = await send(server.app.services.sandbox.signWebhook(raw));
    expect(good.status).toBe(200);
    const order = await apiAs(server, shop.asha).orders.get(created.body.id);
    expect(order).toMatchObject({ status: 'Success', payment_id: 'pay_hook_1' });
    const replay = await send(server.app.services.sandbox.signWebhook(raw));
    expect(await replay.json()).toMatchObject({ message: 'Already processed' });
  });
});

describe('webhook amount and currency', () => {
  /** A signed payment.captured event for the order, paying `amount` paise in `currency`. */
  const capture = (providerOrderId: string, paymentId: string, amount: unknown, currency: unknown) =>
    postWebhook(server, capturedEvent({ id: paymentId, order_id: providerOrderId, amount, currency }), {
      eventId: `evt_${paymentId}`,
    });

  it('a genuine webhook paying another amount or currency does not mark the order paid', async () => {
    const created = await ashaOrder(shop, [{ id: P.unlimited }]);
    expect(created.status).toBe(200);
    const due = created.body.razorpay_order?.amount as number;
    expect(due).toBeGreaterThan(100);
    const order = () => apiAs(server, shop.asha).orders.get(created.body.id);

    for (const [paymentId, amount, currency] of [
      ['pay_short', 100, 'INR'], // one rupee for the whole order
      ['pay_usd', due, 'USD'], // the right figure in another currency
      ['pay_more', due + 1, 'INR'],
      ['pay_none', undefined, undefined], // no amount at all
      ['pay_text', String(due), 'INR'], // the amount as text
    ] as const) {
      const answer = await capture(created.body.order_id, paymentId, amount, currency);
      expect(answer.status, paymentId).toBe(200);
      expect(await answer.json(), paymentId).toEqual({ success: false, message: TEXTS.PAYMENT_MISMATCH });
      expect((await order()).status, paymentId).toBe('Pending');
    }

    // The exact amount in rupees (paise on the wire) pays it.
    const paid = await capture(created.body.order_id, 'pay_exact', due, 'INR');
    expect(await paid.json()).toEqual({ success: true, message: 'OK' });
    expect(await order()).toMatchObject({ status: 'Success', payment_id: 'pay_exact' });
  });

  it('a pay-on-delivery order is paid by its advance only', async () => {
    const created = await createOrder(
      server,
      shop.asha,
      orderBody(shop.asha, shop.ashaHome, [{ id: P.unlimited }], { payment_mode: 'Pay on delivery' }),
      '/payment/paydelivery',
    );
    expect(created.status).toBe(200);
    const advance = created.body.razorpay_order?.amount as number;
    const total = Math.round((created.body.amount + created.body.remaining_amount) * 100);
    expect(advance).toBeLessThan(total);
    const whole = await capture(created.body.order_id, 'pay_whole', total, 'INR');
    expect(await whole.json()).toEqual({ success: false, message: TEXTS.PAYMENT_MISMATCH });
    const part = await capture(created.body.order_id, 'pay_advance', advance, 'INR');
    expect(await part.json()).toEqual({ success: true, message: 'OK' });
    expect((await apiAs(server, shop.asha).orders.get(created.body.id)).status).toBe('Success');
  });
});

describe('fulfilment (dev route)', () => {
  it('moves orderStatus and stamps the date of each step', async () => {
    const created = await ashaOrder(shop, [{ id: P.unlimited }]);
    const shipped = await call<{ data: Record<string, string> }>(
      server,
      'PATCH',
      `/dev/orders/${created.body.id}/status`,
      {
        body: { orderStatus: 'Shipped' },
      },
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.orderStatus).toBe('Shipped');
    expect(shipped.body.data.processing_date).not.toBe('');
    expect(shipped.body.data.shipped_date).not.toBe('');
    expect(shipped.body.data.packed_date).not.toBe('');
    expect(shipped.body.data.delivery_date).toBe('');
    expect(shipped.body.data.cancelled_date).toBe('');
    const delivered = await call<{ data: Record<string, string> }>(
      server,
      'PATCH',
      `/dev/orders/${created.body.id}/status`,
      {
        body: { orderStatus: 'Delivered' },
      },
    );
    expect(delivered.body.data).toMatchObject({
      orderStatus: 'Delivered',
      processing_date: shipped.body.data.processing_date,
    });
    expect(delivered.body.data.out_deliverydate).not.toBe('');
    expect(delivered.body.data.delivery_date).not.toBe('');
    expect(delivered.body.data.delivered).not.toBe('');
  });

  it('stamps only the steps on the way: Processing is not packed, Cancelled comes straight from Pending', async () => {
    const move = async (id: string, orderStatus: string) =>
      (
        await call<{ data: Record<string, string> }>(server, 'PATCH', `/dev/orders/${id}/status`, {
          body: { orderStatus },
        })
      ).body.data;
    const first = await ashaOrder(shop, [{ id: P.unlimited }]);
    const processing = await move(first.body.id, 'Processing');
    expect(processing.processing_date).not.toBe('');
    expect(processing.packed_date).toBe('');
    const second = await ashaOrder(shop, [{ id: P.unlimited }]);
    const cancelled = await move(second.body.id, 'Cancelled');
    expect(cancelled).toMatchObject({ orderStatus: 'Cancelled', processing_date: '', packed_date: '' });
    expect(cancelled.cancelled_date).not.toBe('');
  });
});

describe('item 13: no order-id oracle on the webhook', () => {
  it('item 13: an unsigned or badly signed webhook answers the same 400 and body whether or not the order exists', async () => {
    const created = await ashaOrder(shop, [{ id: P.unlimited }]);
    const event = (orderId: string) => capturedEvent({ id: 'pay_probe', order_id: orderId, amount: 100 });
    const send = async (raw: string, signature?: string) => {
      const res = await postWebhook(server, raw, { signature: signature ?? null });
      return { status: res.status, body: await res.text() };
    };
    const known = event(created.body.order_id);
    const unknown = event('order_sbx_doesnotexist00');
    for (const sign of [
      () => undefined,
      () => 'b'.repeat(64),
      (raw: string) => createHmac('sha256', 'some-other-secret').update(raw).digest('hex'),
    ]) {
      const forKnown = await send(known, sign(known));
      const forUnknown = await send(unknown, sign(unknown));
      expect(forKnown.status).toBe(400);
      expect(forUnknown).toEqual(forKnown);
      expect(JSON.parse(forKnown.body)).toMatchObject({ message: 'Invalid webhook signature' });
    }
    // A genuinely signed event about an order this server did not make is still acknowledged.
    const signed = await send(unknown, server.app.services.sandbox.signWebhook(unknown));
    expect(signed.status).toBe(200);
    expect(JSON.parse(signed.body)).toMatchObject({ success: true, message: 'Ignored' });
    expect((await apiAs(server, shop.asha).orders.get(created.body.id)).status).toBe('Pending');
  });
});
