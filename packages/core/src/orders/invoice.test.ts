import { describe, expect, it } from 'vitest';
import { buildInvoice, orderFigures, orderTotal } from './invoice';

describe('buildInvoice', () => {
  const order = {
    payment_mode: 'Pay now',
    amountbeforediscount: 3000,
    amountafterdiscount: 2700,
    discountprice: 300,
    deliveryCharge: 50,
    totalAmountbeforePay: 2750,
    remaining_amount: 0,
    cart_products: JSON.stringify([
      {
        product_name: 'Quad Skates',
        product_sku: 'Q-7',
        product_price: 1500,
        product_saleprice: 1200,
        quantity: 2,
        variation_attributes: { Size: '7', Colour: '' },
      },
      { product_name: 'Helmet', product_price: 300, product_saleprice: 0 },
    ]),
  };

  it('prices lines at the sale price (else the price) times the quantity, at least 1', () => {
    const invoice = buildInvoice(order, 18);
    expect(invoice.lines).toEqual([
      {
        name: 'Quad Skates',
        sku: 'Q-7',
        attributes: ['Size: 7'],
        quantity: 2,
        unitPrice: 1200,
        amount: 2400,
        hsn: '',
        // 2400 less 8/9 of the 300 discount (266.66) = 2133.34, of which 18 % GST is 325.42.
        taxable: 1807.92,
        gst: 325.42,
      },
      {
        name: 'Helmet',
        sku: '',
        attributes: [],
        quantity: 1,
        unitPrice: 300,
        amount: 300,
        hsn: '',
        // 300 less the rest of the discount (33.34) = 266.66.
        taxable: 225.98,
        gst: 40.68,
      },
    ]);
    expect(invoice.itemsTotal).toBe(2700);
  });

  it('prints the HSN/SAC the merchant set, and the delivery charge as a taxed line', () => {
    const invoice = buildInvoice(
      {
        ...order,
        discountprice: 0,
        cart_products: [{ product_name: 'Quad Skates', product_saleprice: 1180, quantity: 1, hsn: ' 9506 ' }],
      },
      18,
    );
    expect(invoice.lines[0]).toMatchObject({ hsn: '9506', taxable: 1000, gst: 180 });
    expect(invoice.delivery).toEqual({ amount: 50, taxable: 42.37, gst: 7.63 });
    expect(buildInvoice({ ...order, deliveryCharge: 0 }, 18).delivery).toBeNull();
  });

  it('takes the server total and the GST included in it at the merchant rate', () => {
    const invoice = buildInvoice(order, 18);
    expect(invoice.total).toBe(2750);
    // 2750 - 2750 / 1.18 = 419.49
    expect(invoice.gst).toEqual({ ratePercent: 18, tax: 419.49, net: 2330.51 });
    expect(invoice.discount).toBe(300);
    expect(invoice.deliveryCharge).toBe(50);
    expect(invoice.advance).toBeNull();
  });

  it('splits a pay-on-delivery order into the advance paid and the remainder', () => {
    const invoice = buildInvoice({ ...order, payment_mode: 'Pay on delivery', remaining_amount: 2200 }, 0);
    expect(invoice.advance).toEqual({ paid: 550, remaining: 2200 });
    expect(invoice.gst.tax).toBe(0);
  });

  it('falls back to amountafterdiscount when no total before pay is recorded', () => {
    expect(orderTotal({ totalAmountbeforePay: 0, amountafterdiscount: 999 })).toBe(999);
  });

  it('shows a pay-on-delivery order whose remainder was collected as paid in full, and what was refunded', () => {
    const due = buildInvoice({ ...order, payment_mode: 'Pay on delivery', remaining_amount: 2200 }, 18);
    expect(due.paidInFull).toBe(false);
    expect(due.refunded).toBe(0);
    const collected = buildInvoice(
      {
        ...order,
        payment_mode: 'Pay on delivery',
        remaining_amount: 2200,
        remainder_collected_at: '2024-02-01T10:00:00.000Z',
        refunded_amount: 150.5,
      },
      18,
    );
    expect(collected.advance).toBeNull();
    expect(collected.paidInFull).toBe(true);
    expect(collected.refunded).toBe(150.5);
    expect(collected.total).toBe(2750);
  });
});

describe('orderFigures (figures from one place)', () => {
  // Rs 1,548: two items at their sale prices (1,498; MRP 1,798) and Rs 50 delivery.
  const placed = {
    payment_mode: 'Pay on delivery',
    amountbeforediscount: 1798,
    amountafterdiscount: 1398,
    discountprice: 100,
    deliveryCharge: 50,
    totalAmountbeforePay: 1448,
    remaining_amount: 1158,
    gst_rate: 18,
    status: 'Success',
    orderStatus: 'Out for delivery',
  };

  it('items are at the price charged (not the MRP), with the advance paid and the balance due', () => {
    expect(orderFigures(placed)).toEqual({
      items: 1498,
      discount: 100,
      delivery: 50,
      total: 1448,
      gstRate: 18,
      taxable: 1227.12,
      tax: 220.88,
      advance: 290,
      collected: 0,
      refunded: 0,
      balance: 1158,
      received: 290,
    });
  });

  it('a collected remainder is collected, not due; refunds come off what was received', () => {
    const figures = orderFigures(
      { ...placed, remainder_collected_at: new Date('2026-12-01T10:00:00Z'), refunded_amount: 99.5 },
      5,
    );
    expect(figures).toMatchObject({
      gstRate: 5,
      tax: 68.95,
      collected: 1158,
      balance: 0,
      refunded: 99.5,
      received: 1348.5,
    });
  });

  it('nothing is paid before the payment arrives, nothing due once cancelled', () => {
    expect(orderFigures({ ...placed, status: 'Pending' })).toMatchObject({
      advance: 0,
      balance: 1158,
      received: 0,
    });
    expect(orderFigures({ ...placed, orderStatus: 'Cancelled' })).toMatchObject({ advance: 290, balance: 0 });
  });
});
