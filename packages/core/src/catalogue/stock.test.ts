import { describe, expect, it } from 'vitest';
import { stockOnHand } from './stock';

describe('stockOnHand: the one stock rule of buttons, caps, quote and reservation', () => {
  it.each([
    { stock: 'Unlimited Stock', totalStock: 0, expected: null },
    { stock: ' unlimited stock ', totalStock: 3, expected: null },
    { stock: 'Out of Stock', totalStock: 9, expected: 0 },
    { stock: 'OUT OF STOCK', totalStock: undefined, expected: 0 },
    // A product: totalStock is what the server counts down; the stock text keeps its first count.
    { stock: 'In Stock', totalStock: 7, expected: 7 },
    { stock: 'In Stock', totalStock: 0, expected: 0 },
    { stock: '12', totalStock: 9, expected: 9 },
    { stock: '12', totalStock: '4', expected: 4 },
    { stock: 'In Stock', totalStock: -2, expected: 0 },
    // A variation (no totalStock): the count in its stock, if it is one.
    { stock: '12', totalStock: undefined, expected: 12 },
    { stock: 5, totalStock: undefined, expected: 5 },
    { stock: '1,200', totalStock: undefined, expected: 1200 },
    { stock: '2.7', totalStock: undefined, expected: 2 },
    { stock: '0', totalStock: undefined, expected: 0 },
    { stock: 'In Stock', totalStock: undefined, expected: undefined },
    { stock: '', totalStock: undefined, expected: undefined },
    { stock: null, totalStock: undefined, expected: undefined },
  ])('stock $stock, totalStock $totalStock -> $expected', ({ stock, totalStock, expected }) => {
    expect(stockOnHand(stock, totalStock)).toBe(expected);
  });
});
