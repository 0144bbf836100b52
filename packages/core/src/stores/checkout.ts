import * as z from 'zod/mini';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/client';
import { serverMessage } from '../api/http';
import { type CartItem, CheckoutData } from '../api/schemas/records';
import { type AppliedCoupon, buildCheckoutData, couponReaches } from '../cart/checkoutData';
import { validateCouponCode } from '../cart/coupon';
import { STORAGE_KEYS } from '../constants';
import { isSkateError } from '../errors';
import { readJson, writeJson } from '../platform/json-storage';
import type { StorageAdapter } from '../platform/storage';
import { TEXTS } from '../texts';
import type { StoreStatus } from './status';

/** The api call the checkout store makes. */
export interface CheckoutApi {
  coupons: Pick<ApiClient['coupons'], 'check'>;
}

/** Result of `applyCoupon`: the message is what the UI shows either way. */
export type CouponResult =
  | { ok: true; coupon: AppliedCoupon; message: string }
  | { ok: false; message: string; reason?: 'coupon-invalid' | 'coupon-min-order' };

/** State and actions of the checkout store (`checkout_data`, coupon, course buy-now flag). */
export interface CheckoutState {
  /** The checkout data (`checkout_data`), or null when nothing is being bought. */
  data: CheckoutData | null;
  /** The coupon applied on the cart page; checkout data built afterwards carries it. */
  coupon: AppliedCoupon | null;
  /** The course buy-now flag (`course_buy_now`): Buy Now on a course page, heading for the admission form. */
  courseBuyNow: boolean;
  couponStatus: StoreStatus;
  /** Builds checkout data from the cart's lines (and the applied coupon) and stores it. */
  setFromCart(lines: readonly CartItem[]): CheckoutData;
  /** Builds checkout data with the one Buy Now line; `course` also sets the course buy-now flag. */
  setBuyNow(line: CartItem, options?: { course?: boolean }): CheckoutData;
  /**
   * Checks a code with the server and applies it to the checkout data, if any. `itemsTotal` (the cart's
   * sale total; default the checkout data's) below the coupon's minimum order refuses it.
   */
  applyCoupon(code: string, options?: { itemsTotal?: number }): Promise<CouponResult>;
  /** Drops the applied coupon. */
  removeCoupon(): void;
  /** Forgets the checkout data, the coupon and the course flag (after payment, or on leaving checkout). */
  clear(): void;
}

const StoredCheckout = z.nullable(CheckoutData);

const readData = (storage: StorageAdapter) =>
  readJson(storage, STORAGE_KEYS.checkoutData, StoredCheckout, null);

const readCourseFlag = (storage: StorageAdapter) => {
  try {
    const value = storage.getItem(STORAGE_KEYS.courseBuyNow);
    return value === 'true' || value === '1';
  } catch {
    return false;
  }
};

const writeQuietly = (write: () => void) => {
  try {
    write();
  } catch {
    // Storage refusing a write keeps the value in memory for this tab.
  }
};

/**
 * Checkout data between the cart (or a Buy Now) and the checkout page, kept in storage so a reload
 * or the login detour does not lose it. Totals come from `buildCheckoutData`; they are display
 * hints, the server re-prices the order.
 */
export function createCheckoutStore({
  storage,
  api,
}: {
  storage: StorageAdapter;
  api: CheckoutApi;
}): StoreApi<CheckoutState> {
  const store = createStore<CheckoutState>()((set, get) => {
    const save = (data: CheckoutData | null) => {
      writeQuietly(() => writeJson(storage, STORAGE_KEYS.checkoutData, data));
      set({ data });
    };
    const setCourseFlag = (courseBuyNow: boolean) => {
      writeQuietly(() =>
        courseBuyNow
          ? storage.setItem(STORAGE_KEYS.courseBuyNow, 'true')
          : storage.removeItem(STORAGE_KEYS.courseBuyNow),
      );
      set({ courseBuyNow });
    };
    const rebuild = (coupon: AppliedCoupon | null) => {
      const data = get().data;
      if (data) save(buildCheckoutData(data.products, coupon, { course: data.course }));
    };

    return {
      data: readData(storage),
      coupon: null,
      courseBuyNow: readCourseFlag(storage),
      couponStatus: 'idle',

      setFromCart(lines) {
        const data = buildCheckoutData(lines, get().coupon);
        save(data);
        setCourseFlag(false);
        return data;
      },

      setBuyNow(line, { course = false } = {}) {
        // A Buy Now is its own purchase: a coupon applied to the cart does not carry over.
        const data = buildCheckoutData([line], null, { course: course || line.course });
        set({ coupon: null });
        save(data);
        setCourseFlag(course);
        return data;
      },

      async applyCoupon(code, options = {}) {
        const checked = validateCouponCode(code);
        if (!checked.ok) return { ok: false, message: checked.message };
        set({ couponStatus: 'loading' });
        try {
          const reply = await api.coupons.check(checked.value);
          if (!reply.couponData) {
            set({ couponStatus: 'idle' });
            return { ok: false, message: reply.message || TEXTS.INVALID_COUPON, reason: 'coupon-invalid' };
          }
          const coupon: AppliedCoupon = { code: checked.value, ...reply.couponData };
          const itemsTotal = options.itemsTotal ?? get().data?.totalAfterDiscount;
          if (itemsTotal !== undefined && !couponReaches(coupon, itemsTotal)) {
            set({ couponStatus: 'idle' });
            return { ok: false, message: TEXTS.COUPON_NOT_APPLICABLE, reason: 'coupon-min-order' };
          }
          set({ coupon, couponStatus: 'idle' });
          rebuild(coupon);
          return { ok: true, coupon, message: TEXTS.COUPON_APPLIED };
        } catch (error) {
          set({ couponStatus: 'error' });
          // A refusal worded by the server (an unknown code answered 404) is shown as such; a network
          // failure is "Error checking coupon".
          if (isSkateError(error) && error.code !== 'network' && error.code !== 'validation') {
            return { ok: false, message: serverMessage(error.cause) ?? TEXTS.INVALID_COUPON };
          }
          return { ok: false, message: TEXTS.ERROR_CHECKING_COUPON };
        }
      },

      removeCoupon() {
        set({ coupon: null });
        rebuild(null);
      },

      clear() {
        set({ coupon: null, couponStatus: 'idle' });
        save(null);
        setCourseFlag(false);
      },
    };
  });

  storage.subscribe?.(STORAGE_KEYS.checkoutData, () => store.setState({ data: readData(storage) }));
  storage.subscribe?.(STORAGE_KEYS.courseBuyNow, () =>
    store.setState({ courseBuyNow: readCourseFlag(storage) }),
  );
  return store;
}
