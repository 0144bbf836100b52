import { describe, expect, it } from 'vitest';
import { discountBadge } from '../texts';
import { discountPercent, productDiscountPercent } from './discount';

describe('rule group: price display and discount badge', () => {
  describe('discountPercent', () => {
    it.each([
      { original: 1000, sale: 750, expected: 25 },
      { original: 999, sale: 499, expected: 50 }, // 50.05 rounds to 50
      { original: 300, sale: 199, expected: 34 }, // 33.67 rounds up
      { original: 1000, sale: 995, expected: 1 }, // 0.5 rounds half up
      { original: 1000, sale: 855, expected: 15 }, // exactly 14.5: float division would give 14.4999... -> 14
      { original: 120, sale: 51, expected: 58 }, // exactly 57.5: float division would give 57.4999... -> 57
      { original: 99.99, sale: 49.99, expected: 50 }, // paise: 5000 / 9999 = 50.005%
      { original: 1000, sale: 999, expected: 0 }, // 0.1% rounds to 0: the spec's formula, badge "0% OFF"
      { original: 1000, sale: 0.5, expected: 100 }, // 99.95% rounds to 100
      { original: '1200', sale: '900', expected: 25 }, // numbers as text
      { original: 1000, sale: 1000, expected: null }, // not below original
      { original: 1000, sale: 1200, expected: null },
      { original: 0, sale: 500, expected: null }, // original zero
      { original: 500, sale: 0, expected: null }, // sale zero
      { original: null, sale: 100, expected: null },
    ])('$original -> $sale gives $expected', ({ original, sale, expected }) => {
      expect(discountPercent(original, sale)).toBe(expected);
    });

    it('feeds the badge text', () => {
      expect(discountBadge(discountPercent(1000, 750)!)).toBe('25% OFF');
    });
  });

  describe('productDiscountPercent', () => {
    it.each([
      {
        name: 'simple product uses originalPrice and discountPrice',
        product: { product_type: 'Simple', originalPrice: 2000, discountPrice: 1500 },
        expected: 25,
      },
      {
        name: 'variable product: lowest variation price vs lowest sale-or-price',
        product: {
          product_type: 'Variable Product',
          originalPrice: 99999,
          discountPrice: 1,
          variation: [
            { sku: 'A', price: 1000, salePrice: 900 },
            { sku: 'B', price: 800, salePrice: 0 }, // no sale: its price 800 counts
            { sku: 'C', price: 1200, salePrice: 600 },
          ],
        },
        // lowest price 800, lowest sale-or-price 600 -> round(200 / 800 x 100)
        expected: 25,
      },
      {
        name: 'variable product given as JSON text',
        product: {
          product_type: 'Variable Product',
          variation: JSON.stringify([{ sku: 'A', price: 400, salePrice: 300 }]),
        },
        expected: 25,
      },
      {
        name: 'variable product without variations has no badge',
        product: { product_type: 'Variable Product', variation: 'not json' },
        expected: null,
      },
    ])('$name', ({ product, expected }) => {
      expect(productDiscountPercent(product)).toBe(expected);
    });
  });
});
