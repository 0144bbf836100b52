import { describe, expect, it } from 'vitest';
import { DEFAULT_GST_RATE_PERCENT } from '../constants';
import { gstIncluded } from './gst';

describe('rule group: GST included in prices (deviation)', () => {
  describe('gstIncluded (prices include GST)', () => {
    it.each([
      { total: 1180, rate: 18, expected: { tax: 180, net: 1000 } },
      { total: 2200, rate: DEFAULT_GST_RATE_PERCENT, expected: { tax: 200, net: 2000 } },
      { total: 1000, rate: 18, expected: { tax: 152.54, net: 847.46 } }, // 1000 / 1.18 = 847.457...
      { total: 105, rate: 5, expected: { tax: 5, net: 100 } },
      { total: 999, rate: 0, expected: { tax: 0, net: 999 } },
      { total: '590', rate: '18', expected: { tax: 90, net: 500 } },
    ])('$total at $rate%', ({ total, rate, expected }) => {
      expect(gstIncluded(total, rate)).toEqual(expected);
    });
  });
});
