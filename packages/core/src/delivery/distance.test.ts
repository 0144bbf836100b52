import { describe, expect, it } from 'vitest';
import { billableKm, distanceKm } from './distance';

describe('rule group: delivery charge, distance and pay-on-delivery advance', () => {
  describe('distanceKm (haversine)', () => {
    it.each([
      { name: 'same point', from: [19.186, 72.8485], to: [19.186, 72.8485], km: 0 },
      { name: 'one degree of longitude on the equator', from: [0, 0], to: [0, 1], km: 111.195 },
      { name: 'Malad to Bandra', from: [19.186, 72.8485], to: [19.076, 72.8777], km: 12.61 },
      { name: 'Mumbai to Delhi', from: [19.076, 72.8777], to: [28.6139, 77.209], km: 1148.1 },
    ])('$name is about $km km', ({ from, to, km }) => {
      expect(distanceKm(from[0], from[1], to[0], to[1])).toBeCloseTo(km, 1);
    });

    it('is symmetric', () => {
      expect(distanceKm(19, 72, 28, 77)).toBeCloseTo(distanceKm(28, 77, 19, 72), 9);
    });
  });

  describe('billableKm (over 0.1 and under 1 counts as 1)', () => {
    it.each([
      { d: 0, km: 0 },
      { d: 0.1, km: 0.1 },
      { d: 0.11, km: 1 },
      { d: 0.5, km: 1 },
      { d: 0.999, km: 1 },
      { d: 1, km: 1 },
      { d: 3.7, km: 3.7 },
    ])('$d -> $km', ({ d, km }) => {
      expect(billableKm(d)).toBe(km);
    });
  });
});
