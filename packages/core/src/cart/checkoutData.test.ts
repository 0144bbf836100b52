import { describe, expect, it } from 'vitest';
import { buildCheckoutData, checkoutPayable } from './checkoutData';
import { line } from './test-fixtures';

describe('rule group: checkout data totals', () => {
  describe('buildCheckoutData', () => {
    const lines = [
      line({ product_sku: 'A', product_price: 1000, product_saleprice: 799.99, quantity: 2 }),
      line({ product_sku: 'B', product_price: 350.5, product_saleprice: 0, quantity: 1 }), // no sale price
      line({ product_sku: 'C', product_price: 0.1, product_saleprice: 0.2, quantity: 3 }),
    ];

    it('sums prices and sale prices times quantity, to two decimals', () => {
      const data = buildCheckoutData(lines);
      expect(data).toMatchObject({
        totalBeforeDiscount: 2350.8, // 2000 + 350.5 + 0.3
        totalAfterDiscount: 1951.08, // 1599.98 + 350.5 + 0.6
        coupon: '',
        discountAmount: 0,
        isCouponApplied: false,
        course: false,
      });
      expect(data.products).toEqual(lines);
    });

    it.each([
      { coupon: { code: 'TEN', percentage_offer: 10 }, discount: 195.11 }, // 10% of 1951.08 = 195.108
      { coupon: { code: 'FLAT', price_offer: 500 }, discount: 500 },
      { coupon: { code: 'HUGE', price_offer: 99999 }, discount: 1951.08 },
    ])('applies coupon $coupon.code', ({ coupon, discount }) => {
      const data = buildCheckoutData(lines, coupon);
      expect(data).toMatchObject({ coupon: coupon.code, discountAmount: discount, isCouponApplied: true });
      expect(checkoutPayable(data)).toBe(Math.round((1951.08 - discount) * 100) / 100);
    });

    it.each([
      { lines: [line({ course: true })], options: {}, course: true },
      { lines: [line()], options: { course: true }, course: true },
      { lines: [line({ course: true })], options: { course: false }, course: false },
    ])('course flag $course', ({ lines, options, course }) => {
      expect(buildCheckoutData(lines, null, options).course).toBe(course);
    });

    it('is zero for an empty cart, and adds delivery to the payable', () => {
      const data = buildCheckoutData([]);
      expect([data.totalBeforeDiscount, data.totalAfterDiscount]).toEqual([0, 0]);
      expect(checkoutPayable({ totalAfterDiscount: 900, discountAmount: 100 }, 40)).toBe(840);
    });
  });
});
