import { describe, expect, it } from 'vitest';
import { onlyInStock } from '../texts/screen-templates';
import { stockLimit, withinStock } from './stockLimit';

describe('stockLimit', () => {
  it.each([
    { stock: '12', total: undefined, expected: 12 },
    { stock: 12, total: undefined, expected: 12 },
    { stock: 'Unlimited Stock', total: 0, expected: null },
    { stock: 'Out of Stock', total: 0, expected: 0 },
    { stock: 'In Stock', total: 7, expected: 7 },
    { stock: 'In Stock', total: 0, expected: 0 },
    { stock: '12', total: 9, expected: 9 },
    { stock: 'In Stock', total: undefined, expected: null },
    { stock: '', total: '5', expected: 5 },
    { stock: null, total: undefined, expected: null },
  ])('stock $stock, totalStock $total -> $expected', ({ stock, total, expected }) => {
    expect(stockLimit(stock, total)).toBe(expected);
  });

  it('words the cap for the shopper', () => {
    expect(onlyInStock(12)).toBe('Only 12 in stock');
  });
});

describe('withinStock', () => {
  it.each([
    { quantity: 5, limit: 3, expected: 3 },
    { quantity: 2, limit: 3, expected: 2 },
    { quantity: 5, limit: null, expected: 5 },
    { quantity: 5, limit: 0, expected: 5 },
    { quantity: 0, limit: 3, expected: 1 },
  ])('$quantity within $limit -> $expected', ({ quantity, limit, expected }) => {
    expect(withinStock(quantity, limit)).toBe(expected);
  });
});
