import { describe, expect, it } from 'vitest';
import { deliveryCharge } from './charge';

const bands = [
  { min_kilometer: 0, max_kilometer: 5, delivery_price: 40, status: 'Active' },
  { min_kilometer: 5, max_kilometer: 10, delivery_price: 999, status: 'Inactive' },
  { min_kilometer: 5, max_kilometer: 10, delivery_price: 80, status: 'Active' },
  { min_kilometer: 10, max_kilometer: 25, delivery_price: '120', status: 'Active' },
];
const freeBands = [
  { min_kilometer: 0, max_kilometer: 10, freedelivery_price: 1000 },
  { min_kilometer: 10, max_kilometer: 25, freedelivery_price: 3000, status: 'Inactive' },
];

describe('rule group: delivery charge, distance and pay-on-delivery advance', () => {
  describe('deliveryCharge', () => {
    it.each([
      { name: 'free band matched and threshold reached', km: 3, total: 1000, expected: 0 },
      { name: 'free band matched, threshold not reached', km: 3, total: 999.99, expected: 40 },
      { name: 'the Active band of several', km: 7, total: 500, expected: 80 },
      { name: 'free band at its far edge', km: 10, total: 1500, expected: 0 },
      { name: 'inactive free band ignored', km: 20, total: 5000, expected: 120 },
      { name: '0.5 km counts as 1 km', km: 0.5, total: 100, expected: 40 },
      { name: 'exactly 0 km (the office itself)', km: 0, total: 100, expected: 40 },
      { name: 'exactly 0.1 km is used as it is', km: 0.1, total: 100, expected: 40 },
      { name: 'exactly 5 km takes the first band covering it', km: 5, total: 100, expected: 40 },
      { name: 'a negative distance is unreadable: not deliverable', km: -1, total: 100, expected: null },
      { name: 'total as text reaches the free threshold', km: 3, total: '1000', expected: 0 },
      { name: 'no band covers 30 km: not deliverable', km: 30, total: 100, expected: null },
      { name: 'unreadable distance: not deliverable', km: Number.NaN, total: 100, expected: null },
    ])('$name', ({ km, total, expected }) => {
      expect(deliveryCharge({ distanceKm: km, total, bands, freeBands })).toBe(expected);
    });

    it('needs a band for a distance between 0.1 and 1 km at 1 km', () => {
      const farOnly = [{ min_kilometer: 1, max_kilometer: 4, delivery_price: 25, status: 'Active' }];
      expect(deliveryCharge({ distanceKm: 0.4, total: 10, bands: farOnly })).toBe(25);
      expect(deliveryCharge({ distanceKm: 0.05, total: 10, bands: farOnly })).toBeNull();
      expect(deliveryCharge({ distanceKm: 0.1, total: 10, bands: farOnly })).toBeNull(); // not over 0.1
      expect(deliveryCharge({ distanceKm: 0.100001, total: 10, bands: farOnly })).toBe(25);
      expect(deliveryCharge({ distanceKm: 1, total: 10, bands: farOnly })).toBe(25);
      expect(deliveryCharge({ distanceKm: 0.999, total: 10, bands: farOnly })).toBe(25);
    });
  });
});
