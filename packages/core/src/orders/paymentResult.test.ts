import { describe, expect, it } from 'vitest';
import { checkoutMatchesOrder, paymentResult } from './paymentResult';

describe('paymentResult', () => {
  it.each([
    { order: { status: 'Success', orderStatus: 'Pending' }, expected: 'paid' },
    { order: { status: 'Paid', orderStatus: '' }, expected: 'paid' },
    { order: { status: 'Failed', orderStatus: 'Cancelled' }, expected: 'failed' },
    { order: { status: 'Pending', orderStatus: 'Cancelled' }, expected: 'failed' },
    { order: { status: 'Pending', orderStatus: 'Payment pending' }, expected: 'pending' },
    { order: { status: 'Pending', orderStatus: 'Pending' }, expected: 'paid' },
    { order: {}, expected: 'pending' },
  ] as const)('$order -> $expected', ({ order, expected }) => {
    expect(paymentResult(order)).toBe(expected);
  });
});

describe('checkoutMatchesOrder', () => {
  const order = { cart_products: JSON.stringify([{ product_sku: 'SK-QCP' }, { product_sku: 'SK-HLM-M' }]) };
  it.each([
    {
      name: 'the checkout the order came from',
      checkout: { products: [{ product_sku: 'SK-QCP' }] },
      expected: true,
    },
    {
      name: 'a newer checkout of other products',
      checkout: { products: [{ product_sku: 'SK-BAG' }] },
      expected: false,
    },
    { name: 'no checkout data', checkout: null, expected: false },
    { name: 'empty checkout data', checkout: { products: [] }, expected: false },
  ])('$name -> $expected', ({ checkout, expected }) => {
    expect(checkoutMatchesOrder(checkout, order)).toBe(expected);
  });
});
