import { describe, expect, it, vi } from 'vitest';
import { CouponCheckResponse } from '../api/schemas/coupons';
import { STORAGE_KEYS } from '../constants';
import { SkateError } from '../errors';
import { createMemoryStorage, createSharedMemoryStorage, type StorageAdapter } from '../platform/storage';
import { TEXTS } from '../texts';
import { type CheckoutApi, createCheckoutStore } from './checkout';
import { cartLine } from './test-fakes';

const COUPONS: Record<string, object> = { SKATE10: { percentage_offer: 10 }, FLAT100: { price_offer: 100 } };

function fakeApi(): CheckoutApi & { coupons: { check: ReturnType<typeof vi.fn> } } {
  return {
    coupons: {
      check: vi.fn(async (code: string) => {
        if (code === 'OFFLINE') throw new SkateError('network', 'Failed to fetch');
        if (code === 'GONE')
          throw new SkateError('not-found', 'Coupon expired', {
            status: 404,
            cause: { message: 'Coupon expired' },
          });
        if (code === 'QUIET') return CouponCheckResponse.parse({ message: '', couponData: null });
        const couponData = COUPONS[code];
        return CouponCheckResponse.parse(
          couponData ? { message: 'ok', couponData } : { message: 'Coupon not valid', couponData: null },
        );
      }),
    },
  };
}

const stored = (storage: StorageAdapter) => JSON.parse(storage.getItem(STORAGE_KEYS.checkoutData) ?? 'null');

const lines = [
  cartLine({ product_price: 1000, product_saleprice: 800, quantity: 2 }),
  cartLine({ product_sku: 'SKU-2', product_price: 500, product_saleprice: 450 }),
];

describe('checkout store', () => {
  it('stores checkout data from the cart with the rule totals', () => {
    const storage = createMemoryStorage();
    const checkout = createCheckoutStore({ storage, api: fakeApi() });
    checkout.getState().setFromCart(lines);
    expect(stored(storage)).toMatchObject({
      totalBeforeDiscount: 2500,
      totalAfterDiscount: 2050,
      coupon: '',
      discountAmount: 0,
      isCouponApplied: false,
      course: false,
    });
    expect(stored(storage).products).toHaveLength(2);
  });

  it('applies a coupon to the checkout data and carries it into data built later', async () => {
    const storage = createMemoryStorage();
    const checkout = createCheckoutStore({ storage, api: fakeApi() });
    expect(await checkout.getState().applyCoupon('  SKATE10 ')).toMatchObject({
      ok: true,
      message: TEXTS.COUPON_APPLIED,
    });
    checkout.getState().setFromCart(lines);
    expect(stored(storage)).toMatchObject({ coupon: 'SKATE10', discountAmount: 205, isCouponApplied: true });
    checkout.getState().removeCoupon();
    expect(stored(storage)).toMatchObject({ coupon: '', discountAmount: 0, isCouponApplied: false });
  });

  it('re-totals existing checkout data when a coupon is applied', async () => {
    const checkout = createCheckoutStore({ storage: createMemoryStorage(), api: fakeApi() });
    checkout.getState().setFromCart(lines);
    await checkout.getState().applyCoupon('FLAT100');
    expect(checkout.getState().data).toMatchObject({
      discountAmount: 100,
      isCouponApplied: true,
      coupon: 'FLAT100',
    });
  });

  it.each([
    ['an empty code', '   ', TEXTS.COUPON_REQUIRED],
    ['an invalid code', 'NOPE', 'Coupon not valid'],
    ['an invalid code without a server message', 'QUIET', TEXTS.INVALID_COUPON],
    ['a refusal as an HTTP error', 'GONE', 'Coupon expired'],
    ['a network failure', 'OFFLINE', TEXTS.ERROR_CHECKING_COUPON],
  ])('refuses %s with its message', async (_, code, message) => {
    const api = fakeApi();
    const checkout = createCheckoutStore({ storage: createMemoryStorage(), api });
    expect(await checkout.getState().applyCoupon(code)).toMatchObject({ ok: false, message });
    expect(checkout.getState().coupon).toBeNull();
  });

  it('refuses a coupon below its minimum order: "This coupon cannot be applied to this order"', async () => {
    const api = fakeApi();
    api.coupons.check.mockResolvedValueOnce({
      message: TEXTS.COUPON_APPLIED,
      couponData: { coupon_code: 'BIG', percentage_offer: 0, price_offer: 300, min_order: 1000 },
    });
    const checkout = createCheckoutStore({ storage: createMemoryStorage(), api });
    expect(await checkout.getState().applyCoupon('BIG', { itemsTotal: 999 })).toEqual({
      ok: false,
      message: 'This coupon cannot be applied to this order',
      reason: 'coupon-min-order',
    });
    expect(checkout.getState().coupon).toBeNull();
  });

  it('does not call the server for an empty code', async () => {
    const api = fakeApi();
    await createCheckoutStore({ storage: createMemoryStorage(), api }).getState().applyCoupon('');
    expect(api.coupons.check).not.toHaveBeenCalled();
  });

  it('builds a one-line Buy Now and sets the course buy-now flag for courses', () => {
    const storage = createMemoryStorage();
    const checkout = createCheckoutStore({ storage, api: fakeApi() });
    checkout.getState().setBuyNow(cartLine({ quantity: 1 }), { course: true });
    expect(stored(storage)).toMatchObject({ course: true, totalAfterDiscount: 800 });
    expect(stored(storage).products).toHaveLength(1);
    expect(storage.getItem(STORAGE_KEYS.courseBuyNow)).toBe('true');
    expect(checkout.getState().courseBuyNow).toBe(true);
    checkout.getState().setBuyNow(cartLine());
    expect(storage.getItem(STORAGE_KEYS.courseBuyNow)).toBeNull();
  });

  it('clear forgets the data, the coupon and the course flag', async () => {
    const storage = createMemoryStorage();
    const checkout = createCheckoutStore({ storage, api: fakeApi() });
    await checkout.getState().applyCoupon('SKATE10');
    checkout.getState().setBuyNow(cartLine(), { course: true });
    checkout.getState().clear();
    expect(checkout.getState()).toMatchObject({ data: null, coupon: null, courseBuyNow: false });
    expect(storage.getItem(STORAGE_KEYS.checkoutData)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.courseBuyNow)).toBeNull();
  });

  it('reads stored data at start and ignores corrupt content', () => {
    const ok = createMemoryStorage({
      [STORAGE_KEYS.checkoutData]: JSON.stringify({ products: [cartLine()], totalAfterDiscount: '800' }),
    });
    expect(createCheckoutStore({ storage: ok, api: fakeApi() }).getState().data).toMatchObject({
      totalAfterDiscount: 800,
    });
    for (const text of ['{oops', '"text"', '[1,2]']) {
      const corrupt = createMemoryStorage({ [STORAGE_KEYS.checkoutData]: text });
      expect(createCheckoutStore({ storage: corrupt, api: fakeApi() }).getState().data).toBeNull();
    }
  });

  it('follows checkout data written in another tab', () => {
    const shared = createSharedMemoryStorage();
    const tabA = createCheckoutStore({ storage: shared.open(), api: fakeApi() });
    const tabB = createCheckoutStore({ storage: shared.open(), api: fakeApi() });
    tabA.getState().setFromCart(lines);
    expect(tabB.getState().data?.totalAfterDiscount).toBe(2050);
    tabA.getState().clear();
    expect(tabB.getState().data).toBeNull();
  });
});
