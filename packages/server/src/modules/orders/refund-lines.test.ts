import { describe, expect, it } from 'vitest';
import { sessionForFile } from '../../../test/admin';
import { paidOrder } from '../../../test/console';
import { call } from '../../../test/session';
import { shopForFile, stockOf } from '../../../test/shop';
import { SEED_REFS } from '../../seed';

/*
 * Refunds by line and quantity (issue 39), over HTTP on PGlite or PostgreSQL (TEST_DATABASE_URL):
 * restock as a choice (the stock goes back exactly, once), never more than paid per line or in all,
 * concurrent refunds included, and a credit note for each refund after invoicing, numbered in the
 * merchant's own gap-free series. The elbow pads: Rs 499 each (sale price), 40 in stock in the seed.
 */

const shop = shopForFile();
const owner = sessionForFile(shop.server, { role: 'owner', email: 'money-owner@skate01.test' });
const PADS = SEED_REFS.products.cheap;

type Detail = {
  data: {
    lines: { quantity: number; refundedQuantity: number }[];
    refunds: {
      amount: number;
      lines: { index: number; quantity: number; amount: number; restock: boolean }[];
    }[];
    creditNotes: {
      number: string;
      amount: number;
      taxable: number;
      tax: number;
      gstRate: number;
      lines: unknown[];
    }[];
    figures: { refunded: number; refundable: number };
  };
  message?: string;
};

let keys = 0;
const refund = (id: string, body: Record<string, unknown>) =>
  owner.call<Detail>('POST', `/orders/${id}/refunds`, {
    reason: 'Returned at the counter',
    requestKey: `line-refund-${++keys}-key`,
    ...body,
  });

async function pack(id: string) {
  for (const action of ['confirm', 'pack']) {
    const res = await owner.call('POST', `/orders/${id}/actions`, { action });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

const onHand = async () => (await stockOf(shop.server, PADS)).totalStock;

describe('refund by line and quantity', () => {
  it('with restock: the units go back to stock exactly once; without restock the stock stays', async () => {
    expect(await onHand()).toBe(40);
    const order = await paidOrder(shop.server, shop.asha, shop.ashaHome, [{ id: PADS, qty: 3 }]);
    expect(await onHand()).toBe(37);

    const first = await refund(order.id, { lines: [{ index: 0, quantity: 2 }], restock: true });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.refunds[0]).toMatchObject({
      amount: 998,
      lines: [{ index: 0, quantity: 2, amount: 998, restock: true }],
    });
    expect(first.body.data.lines[0]).toEqual(expect.objectContaining({ quantity: 3, refundedQuantity: 2 }));
    expect(await onHand()).toBe(39);

    // The same request again (a double click) refunds and restocks nothing more.
    const again = await owner.call<Detail>('POST', `/orders/${order.id}/refunds`, {
      lines: [{ index: 0, quantity: 2 }],
      restock: true,
      reason: 'Returned at the counter',
      requestKey: `line-refund-${keys}-key`,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.refunds).toHaveLength(1);
    expect(await onHand()).toBe(39);

    const second = await refund(order.id, { lines: [{ index: 0, quantity: 1 }] });
    expect(second.status).toBe(200);
    expect(second.body.data.refunds[1]).toMatchObject({
      amount: 499,
      lines: [{ quantity: 1, restock: false }],
    });
    expect(await onHand()).toBe(39);
    expect(second.body.data.figures.refunded).toBe(1497);
    // Never refunded before it was invoiced: no credit note.
    expect(second.body.data.creditNotes).toEqual([]);
    const sandbox = shop.server.app.services.sandbox.refunds().filter((r) => r.notes.order === order.id);
    expect(sandbox.map((r) => r.amount)).toEqual([99800, 49900]);
  });

  it('never more than paid: a line past its units, an amount past the payment, and two refunds at once', async () => {
    const order = await paidOrder(shop.server, shop.asha, shop.ashaHome, [{ id: PADS, qty: 3 }]);
    const before = await onHand();
    const tooMany = await refund(order.id, { lines: [{ index: 0, quantity: 4 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Only 3 of Elbow Pads can still be refunded');
    const noLine = await refund(order.id, { lines: [{ index: 5, quantity: 1 }] });
    expect(noLine.status).toBe(400);
    expect(noLine.body.message).toBe('This order has no line 6');
    const tooMuch = await refund(order.id, { lines: [{ index: 0, quantity: 1 }], other: 5000 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('At most ₹1,547 can be refunded');
    const both = await refund(order.id, { amount: 10, lines: [{ index: 0, quantity: 1 }] });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Refund by lines or by an amount, not both');

    // Rs 1,547: three pads (1,497) and delivery (50). Two refunds of 2 of the 3 units at once: one is made, the other finds 1 unit left.
    const [a, b] = await Promise.all([
      refund(order.id, { lines: [{ index: 0, quantity: 2 }], restock: true }),
      refund(order.id, { lines: [{ index: 0, quantity: 2 }], restock: true }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.status === 400)?.body.message).toBe(
      'Only 1 of Elbow Pads can still be refunded',
    );
    expect(await onHand()).toBe(before + 2);
    const detail = await owner.call<Detail>('GET', `/orders/${order.id}`);
    expect(detail.body.data.figures).toMatchObject({ refunded: 998, refundable: 549 });
    const last = await refund(order.id, { lines: [{ index: 0, quantity: 1 }] });
    expect(last.status).toBe(200);
    const over = await refund(order.id, { lines: [{ index: 0, quantity: 1 }] });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Elbow Pads was refunded in full already');
  });
});

describe('credit notes', () => {
  it('each refund after invoicing has one, numbered in the merchant series with its GST; sequential under concurrency', async () => {
    const one = await paidOrder(shop.server, shop.asha, shop.ashaHome, [{ id: PADS, qty: 2 }]);
    const two = await paidOrder(shop.server, shop.ravi, shop.raviHome, [{ id: PADS, qty: 2 }]);
    await pack(one.id);
    await pack(two.id);
    const first = await refund(one.id, { lines: [{ index: 0, quantity: 1 }] });
    expect(first.status).toBe(200);
    expect(first.body.data.creditNotes).toEqual([
      expect.objectContaining({
        number: 'CN-0001',
        amount: 499,
        gstRate: 18,
        taxable: 422.88,
        tax: 76.12,
        lines: [
          {
            name: 'Elbow Pads',
            sku: expect.any(String),
            quantity: 1,
            amount: 499,
            taxable: 422.88,
            gst: 76.12,
          },
        ],
      }),
    ]);
    // Four refunds at once over the two orders: four notes, numbers 2 to 5, none twice, none missing.
    const results = await Promise.all([
      refund(one.id, { other: 10 }),
      refund(two.id, { lines: [{ index: 0, quantity: 1 }] }),
      refund(two.id, { other: 20 }),
      refund(one.id, { other: 30 }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const notes = async (id: string) =>
      (await owner.call<Detail>('GET', `/orders/${id}`)).body.data.creditNotes.map((n) => n.number);
    const all = [...(await notes(one.id)), ...(await notes(two.id))].sort();
    expect(all).toEqual(['CN-0001', 'CN-0002', 'CN-0003', 'CN-0004', 'CN-0005']);

    // The shopper reads her own credit notes (My Account); another customer cannot.
    const mine = await call<{ data: { number: string; amount: number }[] }>(
      shop.server,
      'GET',
      `/payment/order/${one.id}/credit-notes`,
      { token: shop.asha.accessToken },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data[0]).toMatchObject({ number: 'CN-0001', amount: 499 });
    expect(mine.body.data).toHaveLength(3);
    const theirs = await call(shop.server, 'GET', `/payment/order/${one.id}/credit-notes`, {
      token: shop.ravi.accessToken,
    });
    expect(theirs.status).toBe(403);
  });
});

describe('restock, then cancel', () => {
  it('a cancel after a refund with restock gives back only the units still held: the stock ends where it began', async () => {
    const start = await onHand();
    const order = await paidOrder(shop.server, shop.asha, shop.ashaHome, [{ id: PADS, qty: 3 }]);
    expect(await onHand()).toBe(start - 3);
    await pack(order.id);
    const refunded = await refund(order.id, { lines: [{ index: 0, quantity: 1 }], restock: true });
    expect(refunded.status).toBe(200);
    expect(await onHand()).toBe(start - 2);
    const cancelled = await owner.call('POST', `/orders/${order.id}/actions`, { action: 'cancel' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await onHand()).toBe(start);
    // Nothing more goes back: a refund of the rest may not restock.
    const late = await refund(order.id, { lines: [{ index: 0, quantity: 2 }], restock: true });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(
      'The stock of this order went back when it was cancelled: refund without restock',
    );
    expect(await onHand()).toBe(start);
  });
});
