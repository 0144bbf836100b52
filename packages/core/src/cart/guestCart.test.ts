import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { line } from './test-fixtures';
import {
  type AddContext,
  type AddOutcome,
  addLine,
  addOutcomeNotice,
  cartCount,
  removeLine,
  setQuantity,
} from './guestCart';

const cart = [
  line({ product_id: 'p1', product_sku: 'A' }),
  line({ product_id: 'p2', product_sku: 'B', quantity: 2 }),
];

describe('rule group: guest cart rules', () => {
  describe('addLine', () => {
    it.each<{
      name: string;
      context: AddContext;
      item: ReturnType<typeof line>;
      outcome: AddOutcome;
      quantities: number[];
    }>([
      {
        name: 'listing: new item is added',
        context: 'listing',
        item: line({ product_id: 'p3', product_sku: 'C' }),
        outcome: 'added',
        quantities: [1, 2, 1],
      },
      {
        name: 'listing: same sku is ignored',
        context: 'listing',
        item: line({ product_id: 'p9', product_sku: 'A' }),
        outcome: 'duplicate',
        quantities: [1, 2],
      },
      {
        name: 'listing: same product_id is ignored',
        context: 'listing',
        item: line({ product_id: 'p2', product_sku: 'B-L' }),
        outcome: 'duplicate',
        quantities: [1, 2],
      },
      {
        name: 'detail: same sku increases the quantity',
        context: 'detail',
        item: line({ product_id: 'p2', product_sku: 'B', quantity: 3 }),
        outcome: 'increased',
        quantities: [1, 5],
      },
      {
        name: 'detail: another variation of a listed product is a new line',
        context: 'detail',
        item: line({ product_id: 'p2', product_sku: 'B-L' }),
        outcome: 'added',
        quantities: [1, 2, 1],
      },
    ])('$name', ({ context, item, outcome, quantities }) => {
      const result = addLine(cart, item, { context });
      expect(result.outcome).toBe(outcome);
      expect(result.lines.map((l) => l.quantity)).toEqual(quantities);
      expect(new Set(result.lines.map((l) => l.product_sku)).size).toBe(result.lines.length); // one line per sku
    });

    it('does not change the cart it was given', () => {
      addLine(cart, line({ product_id: 'p2', product_sku: 'B' }), { context: 'detail' });
      expect(cart[1].quantity).toBe(2);
    });

    it.each([
      { outcome: 'duplicate' as const, notice: { type: 'warning', message: 'Product already in cart' } },
      { outcome: 'added' as const, notice: { type: 'success', message: TEXTS.ADDED_TO_CART } },
      { outcome: 'increased' as const, notice: { type: 'success', message: 'Added to cart' } },
    ])('$outcome notice', ({ outcome, notice }) => {
      expect(addOutcomeNotice(outcome)).toEqual(notice);
    });
  });

  describe('setQuantity and removeLine', () => {
    it.each([
      { quantity: 4, expected: 4 },
      { quantity: 0, expected: 1 },
      { quantity: -3, expected: 1 },
      { quantity: 2.7, expected: 2 },
      { quantity: Number.NaN, expected: 1 },
      { quantity: 1000, expected: 1000 },
      { quantity: 1001, expected: 1000 },
      { quantity: 5e9, expected: 1000 },
    ])('quantity $quantity -> $expected', ({ quantity, expected }) => {
      expect(setQuantity(cart, 'A', quantity)[0].quantity).toBe(expected);
    });

    it('removes one line by sku and counts lines', () => {
      const left = removeLine(cart, 'A');
      expect(left.map((l) => l.product_sku)).toEqual(['B']);
      expect(cartCount(left)).toBe(1);
      expect(cartCount(cart)).toBe(2);
    });
  });
});
