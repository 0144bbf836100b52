import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import type { ApiClient } from './client';
import {
  admission,
  BASE,
  ENQUIRY_BASE,
  jsonReply,
  line,
  order,
  S,
  setup,
  setupLazy,
  verify,
} from './test-support';

type Row = [
  name: string,
  call: (api: ApiClient) => Promise<unknown>,
  method: string,
  url: string,
  reply: unknown,
  expected: unknown,
];

/** Every method of the contract: the request it makes (method, exact path and query) and what it answers. */
// biome-ignore format: one call per line reads as a table
const rows: Row[] = [
  ['catalogue.newArrivals', (a) => a.catalogue.newArrivals(), 'GET', `${BASE}/newarrival/all/${S}`, { data: [{ category_name: 'New' }] }, [expect.objectContaining({ category_name: 'New' })]],
  ['catalogue.product', (a) => a.catalogue.product('p/1 x'), 'GET', `${BASE}/grouped-product/single/p%2F1%20x`, { data: { product_id: 'p/1 x' } }, expect.objectContaining({ product_id: 'p/1 x' })],
  ['reviews.create', (a) => a.reviews.create('p/1', { rating: 4, comment: 'Smooth' }), 'POST', `${BASE}/grouped-product/review/p%2F1`, { success: true, message: 'Thank you' }, { success: true, message: 'Thank you' }],
  ['catalogue.products', (a) => a.catalogue.products(), 'GET', `${BASE}/grouped-product/search-all-products/${S}`, { data: [{ title: 'A' }] }, [expect.objectContaining({ title: 'A' })]],
  ['catalogue.products paged', (a) => a.catalogue.products({ page: 2, limit: 10 }), 'GET', `${BASE}/grouped-product/search-all-products/${S}?page=2&limit=10`, { data: [] }, []],
  ['catalogue.search', (a) => a.catalogue.search({ page: 1, limit: 9, sort: 'price-asc', category: ['Helmets', 'Pads'], q: 'pro' }), 'GET', `${BASE}/grouped-product/search-all-products/${S}?page=1&limit=9&sort=price-asc&category=Helmets,Pads&q=pro`, { data: [{ title: 'Pro Helmet' }], total: 12, next_cursor: 'c2' }, expect.objectContaining({ total: 12, next_cursor: 'c2', data: [expect.objectContaining({ title: 'Pro Helmet' })] })],
  ['catalogue.suggestions', (a) => a.catalogue.suggestions('pro'), 'GET', `${BASE}/grouped-product/suggestions/${S}?q=pro`, { data: ['Pro Helmet', 'Pro Pads'], ids: ['h1', 'p1'] }, [{ title: 'Pro Helmet', id: 'h1' }, { title: 'Pro Pads', id: 'p1' }]],
  ['catalogue.suggestions (titles only)', (a) => a.catalogue.suggestions('pro'), 'GET', `${BASE}/grouped-product/suggestions/${S}?q=pro`, { data: ['Pro Helmet'] }, [{ title: 'Pro Helmet', id: '' }]],
  ['catalogue.offers', (a) => a.catalogue.offers(), 'GET', `${BASE}/offer/all/${S}`, { data: [{ title: 'Sale' }] }, [expect.objectContaining({ title: 'Sale' })]],
  ['catalogue.categories', (a) => a.catalogue.categories(), 'GET', `${BASE}/category/getdata/category/${S}`, { data: [{ category: 'skates' }] }, [expect.objectContaining({ category: 'skates' })]],
  ['catalogue.sliders', (a) => a.catalogue.sliders(), 'GET', `${BASE}/slider/all/${S}`, { data: [{ slider_name: 'Hero' }] }, [expect.objectContaining({ slider_name: 'Hero' })]],
  ['catalogue.marquee', (a) => a.catalogue.marquee(), 'GET', `${BASE}/marquee/all/${S}`, { data: [{ heading: 'Offer' }] }, [expect.objectContaining({ heading: 'Offer' })]],
  ['catalogue.storeProfile', (a) => a.catalogue.storeProfile(), 'GET', `${BASE}/register/single/${S}`, { users: { tag_line: 'Roll' } }, expect.objectContaining({ tag_line: 'Roll' })],
  ['delivery.pincodes', (a) => a.delivery.pincodes(), 'GET', `${BASE}/pincode/getall/${S}`, { pincodesData: [{ pincode: 400097, status: 'Active' }] }, [{ pincode: '400097', status: 'Active' }]],
  ['delivery.advance', (a) => a.delivery.advance(), 'GET', `${BASE}/deliverypaybefore/single/${S}`, { help: { delivery_percentage: '25' } }, { delivery_percentage: 25 }],
  ['delivery.priceBands', (a) => a.delivery.priceBands(), 'GET', `${BASE}/delivery-price/${S}`, { data: [{ delivery_price: '49' }] }, [expect.objectContaining({ delivery_price: 49 })]],
  ['delivery.freeBands', (a) => a.delivery.freeBands(), 'GET', `${BASE}/freedelivery/${S}`, { data: [{ freedelivery_price: '999' }] }, [expect.objectContaining({ freedelivery_price: 999 })]],
  ['delivery.office', (a) => a.delivery.office(), 'GET', `${BASE}/register/officesingle/${S}`, { data: { google_address: 'Malad' } }, expect.objectContaining({ google_address: 'Malad' })],
  ['cart.add', (a) => a.cart.add({ ...line, user_id: 'u1' }), 'POST', `${BASE}/cart`, { isError: false, msg: 'Added' }, { isError: false, msg: 'Added' }],
  ['cart.list', (a) => a.cart.list('u1'), 'GET', `${BASE}/cart/u1`, { data: [{ product_sku: 'SK-7' }], isError: false }, [expect.objectContaining({ product_sku: 'SK-7' })]],
  ['cart.remove', (a) => a.cart.remove('SK 7/L'), 'DELETE', `${BASE}/cart/SK%207%2FL`, { isError: false }, { isError: false, msg: '' }],
  ['cart.setQuantity', (a) => a.cart.setQuantity('SK 7/L', 3), 'PATCH', `${BASE}/cart/SK%207%2FL`, { isError: false, msg: 'Cart updated' }, { isError: false, msg: 'Cart updated' }],
  ['cart.clear', (a) => a.cart.clear('u1'), 'DELETE', `${BASE}/cart/deleteall/u1`, { isError: false }, undefined],
  ['coupons.check', (a) => a.coupons.check('SKATE10'), 'GET', `${BASE}/coupon/check/SKATE10?user_id=skate+academy`, { message: 'Applied', couponData: { percentage_offer: '10' } }, { message: 'Applied', couponData: expect.objectContaining({ percentage_offer: 10 }), customer: null }],
  ['quotes.request', (a) => a.quotes.request({ name: 'Asha', mobile: '9876543210', cart_products: [line] }), 'POST', `${BASE}/payment/getquote`, { success: true, message: 'ok' }, { success: true, message: 'ok' }],
  ['orders.get', (a) => a.orders.get('ord 1'), 'GET', `${BASE}/payment/order/ord%201`, { data: { order_id: 'ord 1' } }, expect.objectContaining({ order_id: 'ord 1' })],
  ['orders.creditNotes', (a) => a.orders.creditNotes('ord 1'), 'GET', `${BASE}/payment/order/ord%201/credit-notes`, { data: [{ number: 'CN-0001', amount: '499', lines: [] }] }, [expect.objectContaining({ number: 'CN-0001', amount: 499 })]],
  ['orders.listByUser', (a) => a.orders.listByUser('u1'), 'GET', `${BASE}/payment/u1`, { data: [{ order_id: 'o1' }] }, [expect.objectContaining({ order_id: 'o1' })]],
  ['orders.create', (a) => a.orders.create(order), 'POST', `${BASE}/payment`, { success: true, razorpay_order: { id: 'rp1', amount: 100 }, order_id: 'o1', receipt_id: 'r1' }, expect.objectContaining({ success: true, order_id: 'o1', receipt_id: 'r1', razorpay_order: expect.objectContaining({ id: 'rp1' }) })],
  ['orders.payOnDelivery', (a) => a.orders.payOnDelivery({ ...order, payment_mode: TEXTS.PAY_ON_DELIVERY }), 'POST', `${BASE}/payment/paydelivery`, { success: true, order_id: 'o2' }, expect.objectContaining({ success: true, order_id: 'o2' })],
  ['orders.verify', (a) => a.orders.verify(verify), 'POST', `${BASE}/payment/verify`, { success: true }, expect.objectContaining({ success: true })],
  ['orders.failed', (a) => a.orders.failed('rcpt_1'), 'POST', `${BASE}/payment/failed`, { success: true, message: 'Payment cancelled' }, { success: true, message: 'Payment cancelled' }],
  ['payments.config', (a) => a.payments.config(), 'GET', `${BASE}/pay-razorpay/${S}`, { data: { key_id: 'rzp_1', key_secret: 'never' } }, { key_id: 'rzp_1', company_name: '', company_color: '', provider: 'razorpay' }],
  ['addresses.list', (a) => a.addresses.list('u1'), 'GET', `${BASE}/address/u1`, { user: [{ city: 'Mumbai' }] }, [expect.objectContaining({ city: 'Mumbai' })]],
  ['addresses.create', (a) => a.addresses.create({ location_user: 'Home', new_address: 'x', city: 'y', pincode: '400097', user_id: 'u1' }), 'POST', `${BASE}/address`, { success: true, data: { id: 'a9' } }, expect.objectContaining({ id: 'a9' })],
  ['addresses.update', (a) => a.addresses.update('a9', { location_user: 'Home', new_address: 'x', city: 'y', pincode: '400097', user_id: 'u1' }), 'PUT', `${BASE}/address/a9`, {}, null],
  ['addresses.remove', (a) => a.addresses.remove('a9'), 'DELETE', `${BASE}/address/a9`, { success: true }, undefined],
  ['addresses.resetDefault', (a) => a.addresses.resetDefault('billing', 'u1'), 'PATCH', `${BASE}/address/reset-default/billing/u1`, { success: true }, undefined],
  ['addresses.setDefault', (a) => a.addresses.setDefault('a9', { defaultaddressS: true }), 'PATCH', `${BASE}/address/a9`, { success: true }, undefined],
  ['users.get', (a) => a.users.get('u1'), 'GET', `${BASE}/registeruser/single/u1`, { data: { user_id: 'u1', user_gstNo: 'GST1' } }, expect.objectContaining({ user_id: 'u1', user_gstNo: 'GST1' })],
  ['users.update', (a) => a.users.update('u1', { mobile: '9876543210', user_gstNo: '' }), 'PUT', `${BASE}/registeruser/api/user/u1`, { success: true, data: { user_id: 'u1' } }, expect.objectContaining({ user_id: 'u1' })],
  ['auth.login', (a) => a.auth.login({ email: 'a@b.co', password: 'secret1' }), 'POST', `${BASE}/loginuser`, { user: { user_id: 'u1' }, accessToken: 'at', refreshToken: 'rt' }, expect.objectContaining({ accessToken: 'at', refreshToken: 'rt', user: expect.objectContaining({ user_id: 'u1' }) })],
  ['auth.sendOtp', (a) => a.auth.sendOtp('a@b.co'), 'POST', `${BASE}/registeruser/api/send-otp`, { success: true, message: 'sent' }, { success: true, message: 'sent' }],
  ['auth.verifyOtp', (a) => a.auth.verifyOtp('a@b.co', '123456'), 'POST', `${BASE}/registeruser/api/verify-otp`, { success: false, message: 'Wrong OTP' }, { success: false, message: 'Wrong OTP' }],
  ['auth.signup', (a) => a.auth.signup({ email: 'a@b.co', mobile: '98', full_name: 'A', password: 'secret1' }), 'POST', `${BASE}/registeruser/api/signup`, { newUser: { user_id: 'u2' } }, expect.objectContaining({ newUser: expect.objectContaining({ user_id: 'u2' }) })],
  ['auth.sendResetOtp', (a) => a.auth.sendResetOtp('a@b.co'), 'POST', `${BASE}/registeruser/api/resetsend-otp`, { success: true, message: 'sent' }, { success: true, message: 'sent' }],
  ['auth.resetPassword', (a) => a.auth.resetPassword({ email: 'a@b.co', newPassword: 'secret2' }), 'POST', `${BASE}/registeruser/api/reset-password`, { success: true, message: 'done' }, { success: true, message: 'done' }],
  ['auth.refresh', (a) => a.auth.refresh('rt'), 'POST', `${BASE}/registeruser/api/refresh-token`, { accessToken: 'at2', refreshToken: 'rt2' }, { accessToken: 'at2', refreshToken: 'rt2' }],
  ['auth.logout', (a) => a.auth.logout('rt'), 'POST', `${BASE}/registeruser/api/logout`, { success: true, message: 'Logged out' }, { success: true, message: 'Logged out' }],
  ['auth.googleLogin', (a) => a.auth.googleLogin('idt'), 'POST', `${BASE}/registeruser/api/google-login`, { user: { user_id: 'u1' }, accessToken: 'at' }, expect.objectContaining({ accessToken: 'at' })],
  ['site.help', (a) => a.site.help(), 'GET', `${BASE}/help/single/${S}`, { help: { whatsapp_number: '919876543210', mobile: '9876543210' } }, { whatsapp_number: '919876543210', mobile: '9876543210', email: '', social_links: [] }],
  ['site.buttons', (a) => a.site.buttons(), 'GET', `${BASE}/button/${S}`, { data: [{ button_id: 'getquote', default: true }] }, [expect.objectContaining({ button_id: 'getquote', default: true })]],
  ['site.payButtons', (a) => a.site.payButtons(), 'GET', `${BASE}/paybutton/${S}`, { data: [{ button_id: 'paynow', default: 1 }] }, [expect.objectContaining({ button_id: 'paynow', default: true })]],
  ['site.meta', (a) => a.site.meta(), 'GET', `${BASE}/meta/${S}`, { data: { title: 'Skate' }, isError: false }, expect.objectContaining({ title: 'Skate' })],
  ['site.classLevels', (a) => a.site.classLevels(), 'GET', `${ENQUIRY_BASE}/classlevel/${S}`, { data: [{ class_level: 'Beginner', status: 'Active' }] }, [expect.objectContaining({ class_level: 'Beginner' })]],
  ['site.offices', (a) => a.site.offices(), 'GET', `${BASE}/office/all/${S}`, { data: [{ name: 'Malad East' }] }, [expect.objectContaining({ name: 'Malad East' })]],
  ['admissions.get', (a) => a.admissions.get('u1'), 'GET', `${BASE}/admission/single/u1`, { user: { id: 'ad1', name: 'Riya' } }, expect.objectContaining({ id: 'ad1', name: 'Riya' })],
  ['admissions.create', (a) => a.admissions.create(admission), 'POST', `${BASE}/admission`, { id: 'ad1', data: { name: 'Riya' } }, expect.objectContaining({ id: 'ad1', name: 'Riya' })],
  ['admissions.update', (a) => a.admissions.update('ad1', admission), 'PUT', `${BASE}/admission/ad1`, { id: 'ad1' }, expect.objectContaining({ id: 'ad1', name: 'Riya', rulesAgreed: true })],
  ['admissions.payments', (a) => a.admissions.payments('u1'), 'GET', `${BASE}/admission-pay/details/u1`, { data: [{ order_id: 'ap1' }] }, [expect.objectContaining({ order_id: 'ap1' })]],
  ['admissions.payment', (a) => a.admissions.payment('ap1'), 'GET', `${BASE}/admission-pay/single/ap1`, { data: { order_id: 'ap1' } }, expect.objectContaining({ order_id: 'ap1' })],
  ['admissions.createPayment', (a) => a.admissions.createPayment({ cart_products: [line], payment_mode: TEXTS.PAY_NOW, user_id: 'u1' }), 'POST', `${BASE}/admission-pay`, { success: true, order_id: 'ap2' }, expect.objectContaining({ success: true, order_id: 'ap2' })],
  ['admissions.payOnDelivery', (a) => a.admissions.payOnDelivery({ cart_products: [line], payment_mode: TEXTS.PAY_ON_DELIVERY, user_id: 'u1' }), 'POST', `${BASE}/admission-pay/paydelivery`, { success: true, order_id: 'ap3' }, expect.objectContaining({ order_id: 'ap3' })],
  ['admissions.verifyPayment', (a) => a.admissions.verifyPayment(verify), 'POST', `${BASE}/admission-pay/verify`, { success: true }, expect.objectContaining({ success: true })],
  ['admissions.paymentFailed', (a) => a.admissions.paymentFailed('rcpt_2'), 'POST', `${BASE}/admission-pay/failed`, { success: true, message: 'Payment cancelled' }, { success: true, message: 'Payment cancelled' }],
  ['leads.create', (a) => a.leads.create({ name: 'A', email: 'a@b.co', mobile: '9876543210', remark: 'Hi' }), 'POST', `${BASE}/leads`, { success: true }, { success: true, message: '' }],
  ['enquiries.create', (a) => a.enquiries.create({ name: 'A', mobile: '9876543210', email: 'a@b.co' }), 'POST', `${ENQUIRY_BASE}/inquiry?main_id=skate+academy`, { success: true }, { success: true, message: '' }],
  ['push.registerToken', (a) => a.push.registerToken({ user_id: 'u1', deviceToken: 'fcm' }), 'POST', `${BASE}/firebase/register-token`, {}, { success: true, message: '' }],
];

describe('createApiClient: every call of the contract', () => {
  it.each(rows)('%s', async (_name, call, method, url, reply, expected) => {
    const { api, seen } = setup(() => jsonReply(reply));
    await expect(call(api)).resolves.toEqual(expected);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe(method);
    expect(seen[0]?.url.href).toBe(url);
  });

  it.each(rows)(
    '%s, through the lazy client (each area loaded on its first call)',
    async (_name, call, method, url, reply, expected) => {
      const { api, seen } = setupLazy(() => jsonReply(reply));
      await expect(call(api)).resolves.toEqual(expected);
      expect(seen).toHaveLength(1);
      expect(seen[0]?.method).toBe(method);
      expect(seen[0]?.url.href).toBe(url);
    },
  );

  it('the lazy client is no thenable and rejects a name that is no call of the contract', async () => {
    const { api, seen } = setupLazy(() => jsonReply({}));
    expect((api.cart as unknown as { then?: unknown }).then).toBeUndefined();
    await expect((api.cart as unknown as Record<string, () => Promise<unknown>>).nope()).rejects.toThrow(
      'api.cart.nope is not a call',
    );
    expect(seen).toHaveLength(0);
  });

  it('cart.setQuantity sends `{ quantity }`; a backend without the extension answers 404 not-found', async () => {
    const { api, last } = setup(() => jsonReply({ isError: false, msg: TEXTS.CART_QUANTITY_UPDATED }));
    await api.cart.setQuantity('SK-7', 4);
    expect(last().body).toEqual({ quantity: 4 });
    const missing = setup(() => jsonReply({ message: 'Not Found' }, 404));
    await expect(missing.api.cart.setQuantity('SK-7', 4)).rejects.toMatchObject({
      code: 'not-found',
      status: 404,
    });
  });

  it('covers every method of every namespace', () => {
    const { api } = setup();
    const methods = Object.entries(api).flatMap(([space, calls]) =>
      Object.keys(calls).map((name) => `${space}.${name}`),
    );
    const tested = new Set(rows.map(([name]) => name.split(' ')[0]));
    expect(methods.filter((name) => !tested.has(name))).toEqual([]);
  });
});
