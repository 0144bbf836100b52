import { describe, expect, it } from 'vitest';
import { formatInr, roundMoney, sumMoney, toPaise } from './money';

describe('format', () => {
  describe('formatInr (Intl en-IN, INR)', () => {
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
