import { SkateError } from '../../platform/core';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../../../test/helper';
import { SEED_REFS } from '../../seed/index';

const server = serverForFile();

describe('delivery calls', () => {
  it('GET /pincode/getall/{store}: Active and Inactive pincodes with their status, under pincodesData', async () => {
    const pincodes = await server.api.delivery.pincodes();
    const status = Object.fromEntries(pincodes.map((p) => [p.pincode, p.status]));
    expect(status).toMatchObject({
      '400064': 'Active',
      '400097': 'Active',
      '400063': 'Active',
      '400104': 'Active',
    });
    expect(status[SEED_REFS.pincodes.inactive]).toBe('Inactive');
    expect(status[SEED_REFS.pincodes.otherMerchant]).toBeUndefined();
  });

  it('GET /deliverypaybefore/single/{store}: the pay-on-delivery advance, 20 percent', async () => {
    expect(await server.api.delivery.advance()).toEqual({ delivery_percentage: 20 });
  });

  it('GET /delivery-price/{store}: the distance bands 0-5 km 50, 5-15 km 100, 15-40 km 200', async () => {
    const bands = await server.api.delivery.priceBands();
    expect(
      bands.map(({ min_kilometer, max_kilometer, delivery_price, status }) => [
        min_kilometer,
        max_kilometer,
        delivery_price,
        status,
      ]),
    ).toEqual([
      [0, 5, 50, 'Active'],
      [5, 15, 100, 'Active'],
      [15, 40, 200, 'Active'],
    ]);
  });

  it('GET /freedelivery/{store}: free within 10 km from 2000 rupees', async () => {
    const bands = await server.api.delivery.freeBands();
    expect(
      bands.map(({ min_kilometer, max_kilometer, freedelivery_price }) => [
        min_kilometer,
        max_kilometer,
        freedelivery_price,
      ]),
    ).toEqual([[0, 10, 2000]]);
  });

  it('GET /register/officesingle/{store}: the Malad East office address and its coordinates', async () => {
    const office = await server.api.delivery.office();
    expect(office.google_address).toContain('Malad East');
    expect(office.latitude).toBeCloseTo(19.1869, 3);
    expect(office.longitude).toBeCloseTo(72.861, 3);
  });

  it('another merchant gets its own delivery data', async () => {
    const other = server.createApi({ merchantCode: 'ROLLR02' });
    expect((await other.delivery.pincodes()).map((p) => p.pincode).sort()).toEqual([
      '411001',
      '411004',
      '411038',
    ]);
    expect(await other.delivery.advance()).toEqual({ delivery_percentage: 30 });
    expect((await other.delivery.priceBands()).map((b) => b.delivery_price)).toEqual([60, 120]);
    expect((await other.delivery.freeBands()).map((b) => b.freedelivery_price)).toEqual([1500]);
    expect((await other.delivery.office()).google_address).toContain('Pune');
  });

  it('answers 404 for an unknown merchant code', async () => {
    const nobody = server.createApi({ merchantCode: 'NOPE99' });
    for (const call of [
      () => nobody.delivery.pincodes(),
      () => nobody.delivery.advance(),
      () => nobody.delivery.priceBands(),
      () => nobody.delivery.freeBands(),
      () => nobody.delivery.office(),
    ]) {
      const error = await call().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SkateError);
      expect((error as SkateError).status).toBe(404);
      expect((error as SkateError).message).toBe('Unknown merchant code: NOPE99');
    }
  });
});
