import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { Product } from '../api/schemas/catalogue';
import { CouponCheckResponse } from '../api/schemas/coupons';
import { STORAGE_KEYS } from '../constants';
import { SkateError } from '../errors';
import { createMemoryStorage, createSharedMemoryStorage, type StorageAdapter } from '../platform/storage';
import { TEXTS } from '../texts';
import { type CheckoutApi, createCheckoutStore } from './checkout';
import { cartLine } from './test-fakes';

const COUPONS: Record<string, object> = {
  SKATE10: { percentage_offer: 10 },
  FLAT100: { price_offer: 100 },
  TEN: { percentage_offer: 10 },
  FLAT: { price_offer: 500 },
  HUGE: { price_offer: 99999 },
};

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

/** The catalogue's record of the quad skates (p1) at ₹1000, selling at `discountPrice`. */
const quadRecord = (discountPrice: number, stock: { stock: string; totalStock?: number }) =>
  Product.parse({
    product_id: 'p1',
    title: 'Quad Skates',
    sku: 'QS',
    status: 'Active',
    product_type: 'Simple',
    originalPrice: 1000,
    discountPrice,
    ...stock,
  });

/** A checkout quoting a one-line cart at these prices. */
function quotingOneLine(api: CheckoutApi, product_price: number, product_saleprice: number) {
  const cart = createStore(() => ({ lines: [cartLine({ product_price, product_saleprice })] }));
  const checkout = createCheckoutStore({ storage: createMemoryStorage(), api, sources: { cart } });
  checkout.getState().watchQuote('cart');
  return checkout;
}

/** The coupon is refused with this message and reason, and none is kept. */
async function expectRefused(
  checkout: ReturnType<typeof createCheckoutStore>,
  code: string,
  message: string,
  reason: string,
) {
  expect(await checkout.getState().applyCoupon(code)).toEqual({ ok: false, message, reason });
  expect(checkout.getState().coupon).toBeNull();
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
    const checkout = quotingOneLine(api, 1200, 999);
    await expectRefused(checkout, 'BIG', 'This coupon cannot be applied to this order', 'coupon-min-order');
  });

  it('issue 25 row 1: a first-order coupon for a customer with orders is refused before it is shown, and never quoted', async () => {
    const api = fakeApi();
    const firstOrderCoupon = (has_orders: boolean) => ({
      message: TEXTS.COUPON_APPLIED,
      couponData: {
        coupon_code: 'SKATE10',
        percentage_offer: 10,
        price_offer: 0,
        min_order: 0,
        first_order_only: true,
      },
      customer: { has_orders, used_coupons: [] },
    });
    api.coupons.check.mockResolvedValue(firstOrderCoupon(true));
    const checkout = quotingOneLine(api, 599, 499);
    await expectRefused(
      checkout,
      'SKATE10',
      'This coupon is for your first order only',
      'coupon-first-order-only',
    );
    // A customer on a first order gets it: 10 % of ₹499.
    api.coupons.check.mockResolvedValue(firstOrderCoupon(false));
    expect(await checkout.getState().applyCoupon('SKATE10')).toMatchObject({ ok: true });
    const quote = await checkout.getState().refreshQuote('cart');
    expect(quote?.discount).toBe(49.9);
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

  it('quotes the cart with the engine from the catalogue records, a line the catalogue cannot answer as it says', async () => {
    const cart = createStore(() => ({
      lines: [
        cartLine({
          product_id: 'p1',
          product_sku: 'QS',
          product_price: 1000,
          product_saleprice: 800,
          quantity: 2,
        }),
        cartLine({ product_id: 'p2', product_sku: 'HL', product_price: 500, product_saleprice: 0 }),
      ],
    }));
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const product = vi.fn(async (id: string) => {
      if (id === 'p2') throw new SkateError('network', 'Failed to fetch');
      await answered;
      return quadRecord(750, { stock: '9', totalStock: 9 });
    });
    const checkout = createCheckoutStore({
      storage: createMemoryStorage(),
      api: fakeApi(),
      sources: { cart, product },
    });
    const stop = checkout.getState().watchQuote('cart');
    // Before the catalogue answers, the lines are priced as they say.
    await vi.waitFor(() =>
      expect(checkout.getState()).toMatchObject({ quoteStatus: 'loading', quote: { itemsTotal: 2100 } }),
    );
    answer();
    await vi.waitFor(() => expect(checkout.getState().quoteStatus).toBe('idle'));
    expect(checkout.getState().quote).toMatchObject({ itemsTotal: 2000, total: 2000, problems: [] });
    cart.setState({ lines: [cart.getState().lines[0]] });
    expect(checkout.getState().quote).toMatchObject({ itemsTotal: 1500 });
    await checkout.getState().applyCoupon('FLAT100');
    expect(checkout.getState().quote).toMatchObject({ discount: 100, total: 1400, couponCode: 'FLAT100' });
    expect(product).toHaveBeenCalledTimes(2);
    stop();
  });

  it('issue 43: a newer record of a product, read anywhere on the page, is priced in at once; window focus reads them again', async () => {
    const record = (discountPrice: number) => quadRecord(discountPrice, { stock: 'Unlimited Stock' });
    let price = 750;
    const product = vi.fn(async () => record(price));
    const followers: ((r: ReturnType<typeof record>) => void)[] = [];
    const focus: (() => void)[] = [];
    const invalidated: string[][] = [];
    const cart = createStore(() => ({ lines: [cartLine({ product_id: 'p1', product_sku: 'QS' })] }));
    const checkout = createCheckoutStore({
      storage: createMemoryStorage(),
      api: fakeApi(),
      sources: {
        cart,
        product,
        watchProduct: (_id, listener) => {
          followers.push(listener);
          return () => {};
        },
        invalidate: (ids) => invalidated.push([...ids]),
        onFocus: (listener) => {
          focus.push(listener);
          return () => {};
        },
      },
    });
    const stop = checkout.getState().watchQuote('cart');
    await vi.waitFor(() => expect(checkout.getState().quote?.itemsTotal).toBe(750));
    // The product page (or the cart's refresh) read the product again: the sale ended.
    for (const follow of followers) follow(record(999));
    await vi.waitFor(() => expect(checkout.getState().quote?.itemsTotal).toBe(999));
    // Back on the tab after the price moved again: the records are read afresh.
    price = 1000;
    for (const listener of focus) listener();
    await vi.waitFor(() => expect(checkout.getState().quote?.itemsTotal).toBe(1000));
    expect(invalidated).toEqual([['p1']]);
    stop();
  });

  it('a product the catalogue no longer has is refused by the quote and left out of its totals', async () => {
    const cart = createStore(() => ({ lines: [cartLine({ product_id: 'gone' })] }));
    const product = vi.fn(async () => {
      throw new SkateError('not-found', 'Not found', { status: 404 });
    });
    const checkout = createCheckoutStore({
      storage: createMemoryStorage(),
      api: fakeApi(),
      sources: { cart, product },
    });
    expect(await checkout.getState().refreshQuote('cart')).toMatchObject({
      itemsTotal: 0,
      problems: [{ code: 'product-unavailable', product_id: 'gone' }],
    });
  });
});

describe('rule group: checkout data totals', () => {
  const lines = [
    cartLine({ product_sku: 'A', product_price: 1000, product_saleprice: 799.99, quantity: 2 }),
    cartLine({ product_sku: 'B', product_price: 350.5, product_saleprice: 0, quantity: 1 }), // no sale price
    cartLine({ product_sku: 'C', product_price: 0.1, product_saleprice: 0.2, quantity: 3 }),
  ];
  const store = () => createCheckoutStore({ storage: createMemoryStorage(), api: fakeApi() });

  it('sums prices and sale prices times quantity, to two decimals', () => {
    const data = store().getState().setFromCart(lines);
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
    { code: 'TEN', discount: 195.11 }, // 10% of 1951.08 = 195.108
    { code: 'FLAT', discount: 500 },
    { code: 'HUGE', discount: 1951.08 },
  ])('applies coupon $code', async ({ code, discount }) => {
    const checkout = store();
    checkout.getState().setFromCart(lines);
    await checkout.getState().applyCoupon(code);
    expect(checkout.getState().data).toMatchObject({
      coupon: code,
      discountAmount: discount,
      isCouponApplied: true,
    });
  });

  it('sets the course flag for a course line or a course Buy Now, and is zero for no lines', () => {
    const checkout = store().getState();
    expect(checkout.setFromCart([cartLine({ course: true })]).course).toBe(true);
    expect(checkout.setFromCart([cartLine()]).course).toBe(false);
    expect(checkout.setBuyNow(cartLine(), { course: true }).course).toBe(true);
    const empty = checkout.setFromCart([]);
    expect([empty.totalBeforeDiscount, empty.totalAfterDiscount]).toEqual([0, 0]);
  });
});
