import { describe, expect, it } from 'vitest';
import { buildInvoice, orderTotal } from './invoice';

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
      },
      { name: 'Helmet', sku: '', attributes: [], quantity: 1, unitPrice: 300, amount: 300 },
    ]);
    expect(invoice.itemsTotal).toBe(2700);
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
