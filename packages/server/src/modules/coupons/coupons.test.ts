import { describe, expect, it } from 'vitest';
import { serverForFile, TEST_MERCHANT } from '../../../test/helper';
import { call } from '../../../test/session';
import { TEXTS } from '../../platform/core';
import { SEED_REFS } from '../../seed';

const server = serverForFile();

describe('GET /coupon/check/{code}?user_id={store}', () => {
  it('answers a usable percentage or fixed coupon, case-insensitively', async () => {
    const pct = await server.api.coupons.check('skate10');
    expect(pct).toMatchObject({
      message: TEXTS.COUPON_APPLIED,
      couponData: { coupon_code: 'SKATE10', percentage_offer: 10, price_offer: 0 },
    });
    const fixed = await call(
      server,
      'GET',
      `/coupon/check/${SEED_REFS.coupons.fixed}?user_id=${TEST_MERCHANT}`,
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ couponData: { coupon_code: 'FLAT200', price_offer: 200 } });
  });

  it('answers 404 "Invalid coupon" for unknown, inactive, expired and other merchants\' codes', async () => {
    for (const code of [
      'NOPE',
      SEED_REFS.coupons.inactive,
      SEED_REFS.coupons.expired,
      SEED_REFS.coupons.otherMerchant,
    ]) {
      const res = await call(server, 'GET', `/coupon/check/${code}?user_id=${TEST_MERCHANT}`);
      expect(res.status, code).toBe(404);
      expect(res.body).toMatchObject({ message: TEXTS.INVALID_COUPON });
    }
    const other = await call(
      server,
      'GET',
      `/coupon/check/${SEED_REFS.coupons.otherMerchant}?user_id=${SEED_REFS.otherMerchant}`,
    );
    expect(other.status).toBe(200);
  });

  it('needs the store in the query', async () => {
    expect((await call(server, 'GET', '/coupon/check/SKATE10')).status).toBe(400);
    expect((await call(server, 'GET', '/coupon/check/SKATE10?user_id=NOSUCH')).status).toBe(404);
  });
});
