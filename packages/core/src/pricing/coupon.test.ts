import { describe, expect, it } from 'vitest';
import { applyCoupon, validateCouponCode } from './coupon';

describe('rule group: coupon application', () => {
  describe('applyCoupon', () => {
    it.each([
      { total: 1000, coupon: { percentage_offer: 10 }, expected: { discount: 100, total: 900 } },
      { total: 999.99, coupon: { percentage_offer: 15 }, expected: { discount: 150, total: 849.99 } },
      { total: 1000, coupon: { price_offer: 250 }, expected: { discount: 250, total: 750 } },
      {
        total: 1000,
        coupon: { percentage_offer: '20', price_offer: 500 },
        expected: { discount: 200, total: 800 },
      },
      { total: 200, coupon: { price_offer: 500 }, expected: { discount: 200, total: 0 } }, // never below 0
      { total: 200, coupon: { percentage_offer: 150 }, expected: { discount: 200, total: 0 } },
      { total: 500, coupon: {}, expected: { discount: 0, total: 500 } },
      { total: 500, coupon: null, expected: { discount: 0, total: 500 } },
    ])('$total with $coupon', ({ total, coupon, expected }) => {
      expect(applyCoupon(total, coupon)).toEqual(expected);
    });
  });

  describe('validateCouponCode', () => {
    it.each([
      { code: ' SKATE10 ', result: { ok: true, value: 'SKATE10' } },
      { code: '', result: { ok: false, message: 'Please enter a coupon code' } },
      { code: '   ', result: { ok: false, message: 'Please enter a coupon code' } },
      { code: undefined, result: { ok: false, message: 'Please enter a coupon code' } },
    ])('"$code"', ({ code, result }) => {
      expect(validateCouponCode(code)).toEqual(result);
    });
  });
});
