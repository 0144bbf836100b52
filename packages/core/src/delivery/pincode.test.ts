import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { checkPincode, shippingPincodeWarning, shipsTo } from './pincode';

const pincodes = [
  { pincode: '400097', status: 'Active' },
  { pincode: 400064, status: 'Active' },
  { pincode: '110001', status: 'Inactive' },
];
const today = '2024-01-30T10:00:00+05:30';

describe('rule group: pincode check and estimated delivery date', () => {
  describe('checkPincode', () => {
    it.each([
      { input: '', message: 'Please enter a valid pincode' },
      { input: '4000', message: 'Please enter a valid pincode' },
      { input: '  40  ', message: 'Please enter a valid pincode' },
      { input: '    4000    ', message: 'Please enter a valid pincode' }, // 4 characters once trimmed
      { input: '12345', message: 'Sorry, delivery is not available to 12345' }, // 5 characters pass the length check
      { input: '110001', message: 'Sorry, delivery is not available to 110001' }, // listed but Inactive
      { input: '560001', message: 'Sorry, delivery is not available to 560001' },
    ])('"$input" -> $message', ({ input, message }) => {
      const result = checkPincode(input, pincodes, 3, today);
      expect(result.ok).toBe(false);
      expect(result.ok ? null : result.message).toBe(message);
    });

    it.each([
      { input: '400097', days: 3, estimate: 'Estimated delivery by 2 Feb 2024' },
      { input: ' 400064 ', days: '5', estimate: 'Estimated delivery by 4 Feb 2024' },
      { input: '400097', days: undefined, estimate: 'Estimated delivery by 30 Jan 2024' },
    ])('"$input" is served, estimate today + $days days', ({ input, days, estimate }) => {
      const result = checkPincode(input, pincodes, days, today);
      if (!result.ok) throw new Error(result.message);
      expect(result.value.message).toBe(`Delivery available to ${input.trim()}`);
      expect(result.value.estimateText).toBe(estimate);
    });
  });

  describe('checkout shipping pincode', () => {
    it.each([
      { pincode: '400097', list: pincodes, warning: null },
      { pincode: '110001', list: pincodes, warning: TEXTS.SHIPPING_NOT_AVAILABLE },
      { pincode: '999999', list: pincodes, warning: 'Shipping not available for this pincode' },
      { pincode: '999999', list: [], warning: null }, // no pincodes set up: ship anywhere
      // Every pincode Inactive: the store ships nowhere (the product page's check says the same).
      { pincode: '1', list: [{ pincode: '1', status: 'Inactive' }], warning: TEXTS.SHIPPING_NOT_AVAILABLE },
    ])('$pincode -> $warning', ({ pincode, list, warning }) => {
      expect(shippingPincodeWarning(pincode, list)).toBe(warning);
      expect(shipsTo(pincode, list)).toBe(warning === null);
    });
  });

  describe('issue 25 row 2: one pincode rule for the product page, the checkout and the server', () => {
    it('a store that lists no pincodes: the product page says delivery is available, as the checkout does', () => {
      const result = checkPincode('400064', [], 2, today);
      expect(result).toMatchObject({
        ok: true,
        value: { message: 'Delivery available to 400064', estimateText: 'Estimated delivery by 1 Feb 2024' },
      });
      expect(shippingPincodeWarning('400064', [])).toBe(null);
    });

    it('a list that could not be read (null) confirms no pincode', () => {
      expect(checkPincode('400064', null, 2, today)).toEqual({
        ok: false,
        reason: 'unavailable',
        message: 'Sorry, delivery is not available to 400064',
      });
    });

    const pincode = fc.integer({ min: 10000, max: 999999 }).map(String);
    const entry = fc.record({
      pincode: fc.oneof(pincode, fc.integer({ min: 10000, max: 999999 })),
      status: fc.constantFrom('Active', 'Inactive', 'active', '', null),
    });
    const lists = fc.oneof(
      fc.constant([]),
      fc.array(
        entry.map((e) => ({ ...e, status: 'Inactive' })),
        { minLength: 1, maxLength: 6 },
      ),
      fc.array(entry, { minLength: 1, maxLength: 6 }),
    );

    it('property: for empty, all-Inactive and mixed lists, the product page check and shipsTo agree', () => {
      fc.assert(
        fc.property(lists, fc.oneof(pincode, fc.constantFrom('400064', '110001')), (list, asked) => {
          const product = checkPincode(asked, list, 1, today).ok;
          expect(product).toBe(shipsTo(asked, list));
          expect(shippingPincodeWarning(asked, list) === null).toBe(product);
          if (list.length > 0 && list.every((e) => e.status === 'Inactive')) expect(product).toBe(false);
          if (list.length === 0) expect(product).toBe(true);
        }),
        { numRuns: 300 },
      );
    });
  });
});
