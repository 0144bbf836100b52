import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { line } from './test-fixtures';
import {
  type AddContext,
  type AddOutcome,
  addLine,
  addOutcomeNotice,
  cartCount,
  lineQuantityMax,
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
        name: 'listing: another size (sku) of a product in the cart is a new line',
        context: 'listing',
        item: line({ product_id: 'p2', product_sku: 'B-L' }),
        outcome: 'added',
        quantities: [1, 2, 1],
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

  describe('issue 25 row 3: stock and 1,000-unit caps inside addLine and setQuantity', () => {
    it('addLine refuses 3 units with 2 on hand (out-of-stock) and 1,001 of an uncounted stock (quantity-limit)', () => {
      const two = line({ product_name: 'Two Left Wheels', stock_left: 2, quantity: 3 });
      expect(addLine([], two, { context: 'detail' })).toEqual({
        lines: [],
        outcome: 'refused',
        refusal: { reason: 'out-of-stock', message: 'Sorry, Two Left Wheels is out of stock.' },
      });
      expect(addLine([], line({ quantity: 1001 }), { context: 'detail' })).toMatchObject({
        outcome: 'refused',
        refusal: { reason: 'quantity-limit', message: 'You can order at most 1000 of one item.' },
      });
      expect(setQuantity([line({ stock_left: 2, quantity: 1 })], 'SKU-1', 9)[0].quantity).toBe(2);
    });

    it('property: a line never holds more than its units on hand or 1,000, whatever is added or set', () => {
      const stock = fc.option(fc.integer({ min: 0, max: 1500 }), { nil: undefined });
      const step = fc.record({
        set: fc.boolean(),
        quantity: fc.integer({ min: -5, max: 1200 }),
        stock,
        context: fc.constantFrom<AddContext>('listing', 'detail', 'merge'),
      });
      fc.assert(
        fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
          let cart = [] as ReturnType<typeof line>[];
          for (const s of steps) {
            const item = line({ stock_left: s.stock, quantity: s.quantity });
            if (s.set) {
              cart = setQuantity(cart, 'SKU-1', s.quantity);
            } else {
              const before = cart;
              const added = addLine(cart, item, { context: s.context });
              cart = added.lines;
              if (added.outcome === 'refused') expect(cart).toEqual(before);
            }
            for (const held of cart) {
              expect(held.quantity).toBeGreaterThanOrEqual(1);
              expect(held.quantity).toBeLessThanOrEqual(Math.max(1, lineQuantityMax(held)));
            }
          }
        }),
        { numRuns: 300 },
      );
    });
  });
});
