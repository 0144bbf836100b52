import { describe, expect, it } from 'vitest';
import { advancePayment } from './advance';

describe('rule group: delivery charge, distance and pay-on-delivery advance', () => {
  describe('advancePayment (round(total x pct / 100), remainder on delivery)', () => {
    it.each([
      { total: 1000, pct: 20, advance: 200, remaining: 800 },
      { total: 1999, pct: 20, advance: 400, remaining: 1599 }, // 399.8 rounds to 400
      { total: 1234.5, pct: 10, advance: 123, remaining: 1111.5 }, // 123.45 rounds to 123
      { total: 999, pct: 50, advance: 500, remaining: 499 }, // 499.5 rounds up
      { total: 500, pct: 0, advance: 0, remaining: 500 },
      { total: 500, pct: 100, advance: 500, remaining: 0 },
      { total: 500, pct: 150, advance: 500, remaining: 0 },
      { total: '2500', pct: '30', advance: 750, remaining: 1750 },
      { total: 1.15, pct: 50, advance: 1, remaining: 0.15 }, // 0.575 rounds up
      { total: 4.5, pct: 33, advance: 1, remaining: 3.5 }, // 1.485
      { total: 2.5, pct: 100, advance: 2.5, remaining: 0 }, // rounding never asks for more than the total
      { total: 1999.99, pct: 100, advance: 1999.99, remaining: 0 },
      { total: 1005, pct: 10, advance: 101, remaining: 904 }, // exactly 100.5 rounds half up
      { total: 1999.99, pct: 12.5, advance: 250, remaining: 1749.99 }, // 249.99875
      { total: 0, pct: 20, advance: 0, remaining: 0 },
      { total: -100, pct: 20, advance: 0, remaining: 0 },
      { total: 500, pct: -5, advance: 0, remaining: 500 },
      { total: 500, pct: 'abc', advance: 0, remaining: 500 },
    ])('$total at $pct%', ({ total, pct, advance, remaining }) => {
      expect(advancePayment(total, pct)).toEqual({ advance, remaining });
    });
  });
});
