import { describe, expect, it } from 'vitest';
import { formatInr } from '../format/money';
import { TEXTS } from '../texts';
import { positivePrice, productPriceDisplay, productPriceRange, productSortPrice } from './display';

const variable = {
  product_type: 'Variable Product',
  variation: [
    { sku: 'S', price: 1500, salePrice: 1200 },
    { sku: 'M', price: 1400, salePrice: null },
    { sku: 'L', price: 1800, salePrice: 1600 },
  ],
};

describe('rule group: price display and discount badge', () => {
  describe('productPriceDisplay', () => {
    it.each([
      {
        name: 'variable: lowest sale-or-price, lowest regular struck',
        product: variable,
        expected: { price: 1200, text: formatInr(1200), struck: 1400, struckText: formatInr(1400) },
      },
      {
        name: 'simple: discountPrice with originalPrice struck',
        product: { product_type: 'Simple', originalPrice: 2499, discountPrice: 1999 },
        expected: { price: 1999, text: '₹1,999', struck: 2499, struckText: '₹2,499' },
      },
      {
        name: 'grouped without discountPrice shows N/A with originalPrice struck',
        product: { product_type: 'Grouped Product', originalPrice: 5000, discountPrice: 0 },
        expected: { price: null, text: TEXTS.PRICE_NOT_AVAILABLE, struck: 5000, struckText: '₹5,000' },
      },
      {
        name: 'equal prices strike nothing',
        product: { product_type: 'Simple', originalPrice: 700, discountPrice: 700 },
        expected: { price: 700, text: '₹700', struck: null, struckText: null },
      },
      {
        name: 'no prices at all',
        product: { product_type: 'Simple' },
        expected: { price: null, text: 'N/A', struck: null, struckText: null },
      },
    ])('$name', ({ product, expected }) => {
      expect(productPriceDisplay(product)).toEqual(expected);
    });
  });

  describe('productSortPrice', () => {
    it.each([
      { product: variable, expected: 1200 },
      { product: { originalPrice: 500, discountPrice: 450 }, expected: 450 },
      { product: { originalPrice: 500 }, expected: 500 },
      { product: {}, expected: 0 },
    ])('$expected', ({ product, expected }) => {
      expect(productSortPrice(product)).toBe(expected);
    });
  });

  describe('productPriceRange', () => {
    it.each([
      { product: variable, expected: { min: 1200, max: 1600, text: '₹1,200 - ₹1,600' } },
      {
        product: { product_type: 'Simple', discountPrice: 300 },
        expected: { min: 300, max: 300, text: '₹300' },
      },
      { product: { product_type: 'Variable Product', variation: [] }, expected: null },
    ])('$expected.text', ({ product, expected }) => {
      expect(productPriceRange(product)).toEqual(expected);
    });
  });

  describe('positivePrice', () => {
    it.each([
      { value: 250, expected: 250 },
      { value: '99.5', expected: 99.5 },
      { value: 0, expected: null },
      { value: undefined, expected: null },
    ])('$value -> $expected', ({ value, expected }) => {
      expect(positivePrice(value)).toBe(expected);
    });
  });
});
