import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInr, roundMoney, sumMoney, toPaise } from './money';

describe('format', () => {
  describe('formatInr (the text of Intl en-IN, INR)', () => {
    it.each([
      { amount: 0, expected: '₹0' },
      { amount: 1499, expected: '₹1,499' },
      { amount: 123456.5, expected: '₹1,23,456.50' }, // Indian digit grouping
      { amount: '200', expected: '₹200' },
      { amount: 10.005, expected: '₹10.01' },
      { amount: 3047.5, expected: '₹3,047.50' }, // paise shown when there are some
      { amount: 0.4, expected: '₹0.40' },
    ])('$amount -> $expected', ({ amount, expected }) => {
      expect(formatInr(amount)).toBe(expected);
    });

    it.each([
      { amount: -1499, expected: '-₹1,499' },
      { amount: -0.05, expected: '-₹0.05' },
      { amount: -0, expected: '₹0' },
      { amount: 10_000_000, expected: '₹1,00,00,000' },
      { amount: 999.99, expected: '₹999.99' },
      { amount: 1000, expected: '₹1,000' },
      { amount: 100000.01, expected: '₹1,00,000.01' },
    ])('$amount -> $expected', ({ amount, expected }) => {
      expect(formatInr(amount)).toBe(expected);
    });

    it("writes what Intl.NumberFormat('en-IN') writes, for any amount in paise", () => {
      const intl = (paise: number) =>
        new Intl.NumberFormat('en-IN', {
          style: 'currency',
          currency: 'INR',
          ...(paise % 100 === 0 ? { maximumFractionDigits: 0 } : {}),
        }).format(paise / 100);
      fc.assert(
        fc.property(
          // Up to 12 digits of paise (under ₹1,000 crore), which toPaise keeps exactly.
          fc.oneof(
            fc.integer({ min: -100_000_000, max: 100_000_000 }),
            fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }),
          ),
          (paise) => {
            if (paise === 0) return; // Intl's -0 aside, 0 is the example above
            expect(formatInr(paise / 100)).toBe(intl(paise));
          },
        ),
        { numRuns: 2000 },
      );
    });
  });

  describe('money arithmetic in paise', () => {
    it('adds without floating drift', () => {
      expect(0.1 + 0.2).not.toBe(0.3);
      expect(sumMoney([0.1, 0.2])).toBe(0.3);
      expect(sumMoney([199.99, 0.01, '100'])).toBe(300);
    });
    it.each([
      { rupees: 12.345, paise: 1235 },
      { rupees: -12.345, paise: -1235 },
      { rupees: '7', paise: 700 },
      { rupees: null, paise: 0 },
    ])('toPaise($rupees) = $paise', ({ rupees, paise }) => {
      expect(toPaise(rupees)).toBe(paise);
    });
    it('roundMoney keeps two decimals', () => {
      expect(roundMoney(1.005)).toBe(1.01);
    });
  });
});
