import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('constants', () => {
  it.each([
    ['PAGE_SIZE', 10],
    ['POPULAR_INITIAL', 20],
    ['SHOP_PAGE', 9],
    ['SCROLL_STEP_PRODUCTS', 260],
    ['SCROLL_STEP_OFFERS', 250],
    ['SUGGESTIONS_MAX', 8],
    ['MOBILE_DIGITS', 10],
    ['PINCODE_MIN', 5],
    ['MESSAGE_MAX', 500],
    ['AADHAR_DIGITS', 12],
    ['OTP_DIGITS', 6],
    ['PASSWORD_MIN', 6],
    ['ESTIMATE_WINDOW_DAYS', 4],
    ['SKELETON_CARDS', 2],
    ['SKELETON_IMAGE_HEIGHT', 250],
    ['PAYMENT_FEE', 0],
    ['FEE_DUE_DAY', 10],
    ['LATE_FINE_INR', 200],
    ['PUSH_TOKEN_REFRESH_DAYS', 7],
  ] as const)('%s = %s', (name, value) => {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the table names constants; tests are not bundled
    expect(C[name]).toBe(value);
  });

  it('keeps the contract storage keys', () => {
    expect(C.STORAGE_KEYS).toEqual({
      guestCart: 'guest_cart',
      checkoutData: 'checkout_data',
      user: 'user',
      tokens: 'tokens',
      admission: 'admission',
      returnTo: 'redirect_after_login',
      courseBuyNow: 'course_buy_now',
      paymentResults: 'payment_results',
      storeTitle: 'store_title',
    });
  });

  it('lists the spec values', () => {
    expect(C.PLATFORMS).toEqual(['ANDROID_APP', 'IOS_APP', 'WEBSITE']);
    expect(C.PRODUCT_TYPES).toEqual(['Simple', 'Variable Product', 'Grouped Product']);
    expect(C.BUTTON_IDS).toEqual(['getquote', 'addtocart', 'buynow']);
    expect(C.PAY_MODES).toEqual(['paymanual', 'paynow', 'payondelivery']);
    expect(C.ADDRESS_TYPES).toEqual(['Home', 'Office', 'Others']);
    expect(C.COUNTERS.map((c) => `${c.value} ${c.label}`)).toEqual([
      '250 trained athletes',
      '15 years',
      '50 championships',
    ]);
    expect(C.SHIPPING_DAYS).toEqual({
      processing: [1, 2],
      metro: [2, 5],
      tier2And3: [4, 7],
      remote: [7, 10],
    });
  });
});
