import { describe, expect, it } from 'vitest';
import { parseCartProducts } from './cartProducts';
import { deliveryText, orderDeliveryLine } from './deliveryText';

const today = '2024-01-30T10:00:00+05:30';

describe('rule group: order display, tracker and admission status', () => {
  describe('deliveryText', () => {
    it.each([
      {
        name: 'delivered with a date',
        order: { delivered: '2024-02-03T12:00:00Z' },
        expected: 'Delivered on 3 Feb 2024',
      },
      {
        name: 'delivered flag, date from delivery_date',
        order: { delivered: true, delivery_date: '2024-02-04T12:00:00Z' },
        expected: 'Delivered on 4 Feb 2024',
      },
      {
        name: 'delivered "true", date from delivery_date',
        order: { delivered: 'true', delivery_date: '2024-02-05T12:00:00Z' },
        expected: 'Delivered on 5 Feb 2024',
      },
      {
        name: 'estimate from the average delivery_days, window of 4 days',
        order: { cart_products: [{ delivery_days: 2 }, { delivery_days: 4 }] },
        expected: 'Expected delivery: 2 Feb 2024 - 6 Feb 2024', // average 3
      },
      {
        name: 'average rounded to whole days, list as JSON text',
        order: {
          delivered: 'false',
          cart_products: JSON.stringify([{ delivery_days: '2' }, { delivery_days: 3 }]),
        },
        expected: 'Expected delivery: 2 Feb 2024 - 6 Feb 2024', // 2.5 -> 3
      },
      {
        name: 'products without delivery_days are left out of the average',
        order: { cart_products: [{ delivery_days: 7 }, { product_name: 'x' }] },
        expected: 'Expected delivery: 6 Feb 2024 - 10 Feb 2024',
      },
      { name: 'no data', order: { cart_products: [] }, expected: 'Delivery estimate not available' },
      {
        name: 'unreadable products',
        order: { cart_products: '{oops' },
        expected: 'Delivery estimate not available',
      },
    ])('$name', ({ order, expected }) => {
      expect(deliveryText(order, today)).toBe(expected);
    });
  });

  describe('the delivery estimate counts from the order date, not today', () => {
    const order = { createdAt: '2024-01-20T10:00:00+05:30', cart_products: [{ delivery_days: 3 }] };
    it.each(['2024-01-20T12:00:00+05:30', '2024-01-30T10:00:00+05:30', '2024-03-01T10:00:00+05:30'])(
      'the same window seen on %s',
      (day) => {
        expect(deliveryText(order, day)).toBe('Expected delivery: 23 Jan 2024 - 27 Jan 2024');
      },
    );
    it('an order without a date counts from today', () => {
      expect(deliveryText({ cart_products: [{ delivery_days: 3 }] }, today)).toBe(
        'Expected delivery: 2 Feb 2024 - 6 Feb 2024',
      );
    });
  });

  describe('orderDeliveryLine', () => {
    const products = [{ delivery_days: 4 }];
    it('promises nothing while the payment is being confirmed', () => {
      expect(
        orderDeliveryLine(
          {
            payment_mode: 'Pay now',
            status: 'Pending',
            orderStatus: 'Payment pending',
            cart_products: products,
          },
          today,
        ),
      ).toBeNull();
    });
    it('promises nothing for a Pay now order whose payment failed', () => {
      expect(
        orderDeliveryLine({ payment_mode: 'Pay now', status: 'Failed', cart_products: products }, today),
      ).toBeNull();
    });
    it('gives a paid order its estimate window', () => {
      expect(
        orderDeliveryLine({ payment_mode: 'Pay now', status: 'Success', cart_products: products }, today),
      ).toBe('Expected delivery: 3 Feb 2024 - 7 Feb 2024');
    });
    it('says a cancelled order is cancelled, and when, rather than promising a delivery', () => {
      const cancelled = {
        payment_mode: 'Pay now',
        status: 'Success',
        orderStatus: 'Cancelled',
        cart_products: products,
      };
      expect(orderDeliveryLine({ ...cancelled, cancelled_date: '2024-01-29T05:00:00Z' }, today)).toBe(
        'Order Cancelled · 29 Jan 2024',
      );
      expect(orderDeliveryLine(cancelled, today)).toBe('Order Cancelled');
    });
  });

  describe('parseCartProducts (list or JSON text)', () => {
    it.each([
      { value: [{ product_id: 'a' }], expected: [{ product_id: 'a' }] },
      { value: '[{"product_id":"b"}]', expected: [{ product_id: 'b' }] },
      { value: '[1, "x", null, {"product_id":"c"}]', expected: [{ product_id: 'c' }] },
      { value: 'not json', expected: [] },
      { value: null, expected: [] },
    ])('$value', ({ value, expected }) => {
      expect(parseCartProducts(value)).toEqual(expected);
    });
  });
});
