import { describe, expect, it } from 'vitest';
import { type ButtonId, STOCK_OUT, STOCK_UNLIMITED } from '../constants';
import { TEXTS } from '../texts';
import { cardActions, cartIconVisible, defaultButton, variationAction, variationBlocked } from './buttons';
import { itAnswers } from '../internal/test-answers';
import { configuredButton as button } from './test-buttons';

describe('rule group: default action button and pay-mode priority', () => {
  describe('defaultButton (getquote > addtocart > buynow > none)', () => {
    it.each([
      {
        configs: [button('buynow', true), button('addtocart', true), button('getquote', true)],
        expected: 'getquote',
      },
      { configs: [button('buynow', true), button('addtocart', 'true')], expected: 'addtocart' },
      { configs: [button('getquote', false), button('buynow', 1)], expected: 'buynow' },
      { configs: [button('getquote', false)], expected: null },
      { configs: [button('something', true)], expected: null },
      { configs: [], expected: null },
      { configs: null, expected: null },
    ])('$expected', ({ configs, expected }) => {
      expect(defaultButton(configs)).toBe(expected);
    });
  });

  itAnswers(cartIconVisible, { true: ['addtocart', null], false: ['getquote'] }, 'cart icon with %s visible');
});

describe('rule group: card actions per product type and stock', () => {
  describe('cardActions', () => {
    const simple = { product_type: 'Simple', totalStock: 5, stock: '5' };
    it.each<{
      name: string;
      product: Record<string, unknown>;
      button: ButtonId | null;
      labels: string[];
      disabled?: boolean;
      view: boolean;
    }>([
      {
        name: 'grouped',
        product: { product_type: 'Grouped Product' },
        button: 'addtocart',
        labels: [TEXTS.VIEW_DETAILS, TEXTS.PACKAGE],
        view: false,
      },
      {
        name: 'variable',
        product: { product_type: 'Variable Product', totalStock: 0 },
        button: 'buynow',
        labels: [TEXTS.SELECT],
        view: true,
      },
      {
        name: 'variable with getquote hides View',
        product: { product_type: 'Variable Product' },
        button: 'getquote',
        labels: [TEXTS.SELECT],
        view: false,
      },
      {
        name: 'simple out of stock',
        product: { product_type: 'Simple', totalStock: 0, stock: '0' },
        button: 'addtocart',
        labels: [TEXTS.OUT_OF_STOCK],
        disabled: true,
        view: true,
      },
      {
        name: 'simple totalStock "0" as text',
        product: { product_type: 'Simple', totalStock: '0' },
        button: 'buynow',
        labels: [TEXTS.OUT_OF_STOCK],
        disabled: true,
        view: true,
      },
      {
        name: 'simple oversold (totalStock below 0)',
        product: { product_type: 'Simple', totalStock: -2, stock: '-2' },
        button: 'addtocart',
        labels: [TEXTS.OUT_OF_STOCK],
        disabled: true,
        view: true,
      },
      {
        name: 'simple with totalStock 1 is buyable',
        product: { product_type: 'Simple', totalStock: 1, stock: '1' },
        button: 'addtocart',
        labels: [TEXTS.ADD_TO_CART],
        view: true,
      },
      {
        name: 'simple 0 with Unlimited Stock',
        product: { product_type: 'Simple', totalStock: 0, stock: STOCK_UNLIMITED },
        button: 'addtocart',
        labels: [TEXTS.ADD_TO_CART],
        view: true,
      },
      { name: 'add to cart', product: simple, button: 'addtocart', labels: ['Add to Cart'], view: true },
      { name: 'buy now', product: simple, button: 'buynow', labels: ['Buy Now'], view: true },
      {
        name: 'get quote hides View',
        product: simple,
        button: 'getquote',
        labels: ['Get Quote'],
        view: false,
      },
      { name: 'no default: only View', product: simple, button: null, labels: [], view: true },
    ])('$name', ({ product, button, labels, disabled = false, view }) => {
      const result = cardActions(product, button);
      expect(result.actions.map((a) => a.label)).toEqual(labels);
      expect(result.actions.every((a) => a.disabled === disabled)).toBe(true);
      expect(result.showView).toBe(view);
    });
  });

  describe('variationBlocked (stock 0 or Out of Stock)', () => {
    it.each([
      { stock: 0, blocked: true },
      { stock: '0', blocked: true },
      { stock: STOCK_OUT, blocked: true },
      { stock: 'out of stock', blocked: true },
      { stock: 3, blocked: false },
      { stock: '12', blocked: false },
      { stock: STOCK_UNLIMITED, blocked: false },
      { stock: '', blocked: false },
      { stock: undefined, blocked: false },
    ])('$stock -> $blocked', ({ stock, blocked }) => {
      expect(variationBlocked({ stock })).toBe(blocked);
    });

    it('gives a blocked variation a disabled Out of Stock button, others the default action', () => {
      expect(variationAction({ stock: 0 }, 'addtocart')).toEqual({
        kind: 'out-of-stock',
        label: 'Out of Stock',
        disabled: true,
      });
      expect(variationAction({ stock: 4 }, 'buynow')).toEqual({
        kind: 'buy-now',
        label: 'Buy Now',
        disabled: false,
      });
      expect(variationAction({ stock: 4 }, null)).toBeNull();
    });
  });
});
