import { parseCsv } from '@skatekit/console-contract';
import { describe, expect, it } from 'vitest';
import { sessionForFile } from '../../../test/admin';
import { paidOrder } from '../../../test/console';
import { apiAs } from '../../../test/session';
import { shopForFile } from '../../../test/shop';
import { SEED_REFS } from '../../seed';

/*
 * Figures from one place (issue 39): the accountant's orders.csv, the console's order figures and the
 * shopper's invoice all read core's orderFigures of the stored quote and payments. Orders with sale
 * prices (the elbow pads: Rs 499, regular Rs 599), a coupon, delivery, pay on delivery collected and a
 * partial refund; the CSV is parsed and every money column summed against the orders, on PGlite or
 * PostgreSQL (TEST_DATABASE_URL).
 */

const shop = shopForFile();
const owner = sessionForFile(shop.server, { role: 'owner' });
const P = SEED_REFS.products;

type Figures = Record<string, number | string>;

const MONEY_COLUMNS = [
  'Items total',
  'Discount',
  'Delivery charge',
  'Order total',
  'Taxable value',
  'GST',
  'Paid online',
  'Collected on delivery',
  'Due on delivery',
  'Refunded',
  'Received',
] as const;

async function act(id: string, body: Record<string, unknown>) {
  const res = await owner.call<{ message?: string }>('POST', `/orders/${id}/actions`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function ordersCsv(): Promise<Record<string, string>[]> {
  const response = await fetch(`${shop.server.url}/admin/api/exports/orders.csv`, {
    headers: { cookie: owner.cookie },
  });
  expect(response.status).toBe(200);
  const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

describe('figures from one place: orders.csv', () => {
  it('sums every money column of orders with sale prices, a coupon, delivery, pay on delivery collected and a partial refund', async () => {
    // Two pads at the sale price with FLAT200: items 998 (not the regular 1,198), less 200, delivery 50.
    const coupon = await paidOrder(shop.server, shop.asha, shop.ashaHome, [{ id: P.cheap, qty: 2 }], {
      couponCode: SEED_REFS.coupons.fixed,
    });
    // Pay on delivery: 110 online in advance, 439 collected once out for delivery.
    const cod = await paidOrder(shop.server, shop.asha, shop.ashaHome, [{ id: P.cheap }], {
      payMode: 'Pay on delivery',
    });
    for (const step of [
      { action: 'confirm' },
      { action: 'pack' },
      { action: 'ship', courier: 'Blue Dart', trackingNumber: 'BD5501' },
      { action: 'out-for-delivery' },
    ])
      await act(cod.id, step);
    const collected = await owner.call('POST', `/orders/${cod.id}/collect-remainder`, { note: 'Cash' });
    expect(collected.status).toBe(200);
    // Paid now in full, then Rs 100.50 refunded of it.
    const refunded = await paidOrder(shop.server, shop.ravi, shop.raviHome, [{ id: P.cheap }]);
    const refund = await owner.call('POST', `/orders/${refunded.id}/refunds`, {
      amount: 100.5,
      reason: 'Scuffed strap',
      requestKey: 'money-refund-1',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    const rows = await ordersCsv();
    const row = (id: string) => {
      const found = rows.find((r) => r['Order id'] === id);
      expect(found, id).toBeDefined();
      return Object.fromEntries(MONEY_COLUMNS.map((c) => [c, (found as Record<string, string>)[c]]));
    };
    expect(row(coupon.id)).toEqual({
      'Items total': '998.00',
      Discount: '200.00',
      'Delivery charge': '50.00',
      'Order total': '848.00',
      'Taxable value': '718.64',
      GST: '129.36',
      'Paid online': '848.00',
      'Collected on delivery': '0.00',
      'Due on delivery': '0.00',
      Refunded: '0.00',
      Received: '848.00',
    });
    expect(row(cod.id)).toEqual({
      'Items total': '499.00',
      Discount: '0.00',
      'Delivery charge': '50.00',
      'Order total': '549.00',
      'Taxable value': '465.25',
      GST: '83.75',
      'Paid online': '110.00',
      'Collected on delivery': '439.00',
      'Due on delivery': '0.00',
      Refunded: '0.00',
      Received: '549.00',
    });
    expect(row(refunded.id)).toEqual({
      'Items total': '499.00',
      Discount: '0.00',
      'Delivery charge': '50.00',
      'Order total': '549.00',
      'Taxable value': '465.25',
      GST: '83.75',
      'Paid online': '549.00',
      'Collected on delivery': '0.00',
      'Due on delivery': '0.00',
      Refunded: '100.50',
      Received: '448.50',
    });
    const ours = rows.filter((r) => [coupon.id, cod.id, refunded.id].includes(r['Order id']));
    const sum = (column: string) =>
      ours.reduce((total, r) => total + Math.round(Number(r[column]) * 100), 0) / 100;
    expect(Object.fromEntries(MONEY_COLUMNS.map((c) => [c, sum(c)]))).toEqual({
      'Items total': 1996,
      Discount: 200,
      'Delivery charge': 150,
      'Order total': 1946,
      'Taxable value': 1649.14,
      GST: 296.86,
      'Paid online': 1507,
      'Collected on delivery': 439,
      'Due on delivery': 0,
      Refunded: 100.5,
      Received: 1845.5,
    });
    // The books balance: items - discount + delivery = total; paid + collected - refunded = received.
    expect(sum('Items total') - sum('Discount') + sum('Delivery charge')).toBe(sum('Order total'));
    expect(Math.round((sum('Taxable value') + sum('GST')) * 100) / 100).toBe(sum('Order total'));
    expect(sum('Paid online') + sum('Collected on delivery') - sum('Refunded')).toBe(sum('Received'));
    expect(ours.map((r) => r.Payment)).toEqual(['paid', 'paid', 'partly-refunded']);

    // The console's figures of each order are the same numbers.
    const figures = async (id: string) =>
      (await owner.call<{ data: { figures: Figures } }>('GET', `/orders/${id}`)).body.data.figures;
    expect(await figures(coupon.id)).toMatchObject({
      itemsBeforeDiscount: 998,
      itemsAfterDiscount: 798,
      discount: 200,
      deliveryCharge: 50,
      total: 848,
      tax: 129.36,
    });
    expect(await figures(cod.id)).toMatchObject({
      itemsBeforeDiscount: 499,
      paidOnline: 110,
      collected: 439,
      remaining: 0,
      received: 549,
    });
    expect(await figures(refunded.id)).toMatchObject({ refunded: 100.5, received: 448.5 });
    // The shopper's order carries the stored quote the invoice prints from.
    const wire = await apiAs(shop.server, shop.asha).orders.get(coupon.id);
    expect(wire).toMatchObject({ amountafterdiscount: 798, discountprice: 200, totalAmountbeforePay: 848 });
  });
});
