import { describe, expect, it } from 'vitest';
import { Address } from '../api/schemas/addresses';
import { CartItem } from '../api/schemas/cart';
import { buildCheckoutData } from '../cart/checkoutData';
import type { PayMethod } from '../constants';
import { type QuoteWorld, quoteCart } from '../engine/quote';
import type { GatewayResult } from '../platform/payment-gateway';
import { TEXTS } from '../texts';
import { placeOrder } from './placeOrder';
import { ASHA, fakeGateway, MERCHANT, routedStorefront, SANDBOX_CONFIG_ROUTE } from './test-storefront';

const skates = {
  product_id: 'p-skates',
  title: 'Quad Skates',
  sku: 'QS',
  status: 'Active',
  category: 'Skates',
  product_type: 'Simple',
  originalPrice: 2499,
  discountPrice: 1999,
  stock: '5',
  totalStock: 5,
};
const line = CartItem.parse({
  product_id: 'p-skates',
  product_sku: 'QS',
  product_name: 'Quad Skates',
  product_price: 2499,
  product_saleprice: 1999,
  quantity: 1,
});
const home = Address.parse({ id: 'addr-1', name: 'Asha Rao', pincode: '400050', city: 'Mumbai' });
const pincodes = [{ pincode: '400050', status: 'Active' }];
/** Office in Malad, shipping to Bandra (about 12.6 km: the 10-30 km band, ₹120). */
const world: QuoteWorld = {
  products: [skates],
  pincodes,
  bands: [
    { min_kilometer: 0, max_kilometer: 10, delivery_price: 50, status: 'Active' },
    { min_kilometer: 10, max_kilometer: 30, delivery_price: 120, status: 'Active' },
  ],
  office: { latitude: 19.186, longitude: 72.8485 },
  shipping: { pincode: '400050', latitude: 19.076, longitude: 72.8777 },
  gstRate: 18,
  payButtons: [
    { button_id: 'paynow', default: true },
    { button_id: 'payondelivery', default: false },
  ],
  advancePercent: 20,
};
const proof = { razorpay_order_id: 'order_P1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };
const created = {
  success: true,
  message: '',
  order_id: 'ord-1',
  receipt_id: 'rcpt-1',
  razorpay_order: { id: 'order_P1', amount: 211900, currency: 'INR' },
};

function setup(result: GatewayResult, routes: Record<string, unknown> = {}) {
  const shop = routedStorefront(
    {
      ...SANDBOX_CONFIG_ROUTE,
      'POST /payment': created,
      'POST /payment/verify': { success: true, message: '', order_id: 'ord-1' },
      ...routes,
    },
    { signedIn: true },
  );
  const { gateway, opened } = fakeGateway(result);
  const data = buildCheckoutData([line], null);
  const input = (method: PayMethod = TEXTS.PAY_NOW, given: Partial<QuoteWorld> = {}) => ({
    gateway,
    data,
    quote: quoteCart([line], { ...world, payMethod: method, ...given }),
    billing: home,
    shipping: home,
    method,
    pincodes,
    gstNo: ' 27AAAAA0000A1Z5 ',
    user: { user_id: ASHA.user_id, name: 'Asha Rao', email: ASHA.email, mobile: ASHA.mobile },
  });
  return { ...shop, gateway, opened, input };
}

describe('placeOrder', () => {
  it('pays now: creates the order with the quoted figures, opens the provider, verifies, answers /payment-success/{id}', async () => {
    const { storefront, input, opened, sent } = setup({ status: 'success', proof });
    expect(await placeOrder(storefront, input())).toEqual({ ok: true, route: '/payment-success/ord-1' });
    expect(sent('POST /payment')).toMatchObject({
      payment_mode: TEXTS.PAY_NOW,
      user_id: 'u1',
      main_id: MERCHANT,
      billing_address: 'addr-1',
      shipping_address: 'addr-1',
      user_gstNo: '27AAAAA0000A1Z5',
      amountbeforediscount: 2499,
      amountafterdiscount: 1999,
      discountprice: 0,
      deliveryCharge: 120,
      totalAmountbeforePay: 2119,
      remaining_amount: 0,
    });
    expect(opened[0][1]).toEqual({
      providerOrderId: 'order_P1',
      amountPaise: 211900,
      currency: 'INR',
      description: TEXTS.PAY_NOW,
    });
    expect(opened[0][2]?.prefill).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      contact: '9876543210',
    });
    expect(sent('POST /payment/verify')).toMatchObject({
      ...proof,
      receipt_id: 'rcpt-1',
      key_id: 'rzp_test',
    });
  });

  it('answers /payment-failed/{id} when the server does not confirm the payment, and stays when the window is closed', async () => {
    const failed = setup(
      { status: 'success', proof },
      {
        'POST /payment/verify': { success: false, message: 'Invalid signature', order_id: 'ord-1' },
      },
    );
    expect(await placeOrder(failed.storefront, failed.input())).toEqual({
      ok: true,
      route: '/payment-failed/ord-1',
    });
    const closed = setup({ status: 'dismissed' });
    expect(await placeOrder(closed.storefront, closed.input())).toEqual({ ok: true, route: null });
    expect(closed.seen.some((r) => r.url.pathname === '/payment/verify')).toBe(false);
  });

  it('pay on delivery with no advance places the order through /payment/paydelivery, without the provider', async () => {
    const { storefront, input, opened, sent } = setup(
      { status: 'success', proof },
      {
        'POST /payment/paydelivery': { success: true, message: '', order_id: 'ord-7', receipt_id: 'r7' },
      },
    );
    const result = await placeOrder(storefront, input(TEXTS.PAY_ON_DELIVERY, { advancePercent: 0 }));
    expect(result).toEqual({ ok: true, route: '/payment-success/ord-7' });
    expect(sent('POST /payment/paydelivery')).toMatchObject({
      payment_mode: TEXTS.PAY_ON_DELIVERY,
      totalAmountbeforePay: 2119,
      remaining_amount: 2119,
    });
    expect(opened).toHaveLength(0);
  });

  it('refuses before any request: a missing address, a pincode the store does not serve, a quote problem', async () => {
    const { storefront, input, seen } = setup({ status: 'success', proof });
    const before = seen.length;
    expect(await placeOrder(storefront, { ...input(), billing: null })).toEqual({
      ok: false,
      message: TEXTS.SELECT_BILLING_ADDRESS,
    });
    const elsewhere = Address.parse({ id: 'addr-2', pincode: '110001' });
    expect(await placeOrder(storefront, { ...input(), shipping: elsewhere })).toEqual({
      ok: false,
      message: TEXTS.NO_DELIVERY_TO_PINCODE,
    });
    const soldOut = input(TEXTS.PAY_NOW, { products: [{ ...skates, stock: 'Out of Stock', totalStock: 0 }] });
    const refused = await placeOrder(storefront, soldOut);
    expect(refused.ok).toBe(false);
    expect(refused).toEqual({ ok: false, message: soldOut.quote.problems[0].message });
    expect(soldOut.quote.problems[0].code).toBe('out-of-stock');
    expect(seen.length).toBe(before);
  });

  it('answers "Failed to create Razorpay order" when the server creates no order, never opening the provider', async () => {
    const { storefront, input, opened } = setup(
      { status: 'success', proof },
      {
        'POST /payment': { status: 400, body: { message: 'Sorry, we do not deliver to this pincode.' } },
      },
    );
    const result = await placeOrder(storefront, input());
    expect(result).toMatchObject({ ok: false, message: 'Failed to create Razorpay order' });
    expect(opened).toHaveLength(0);
  });

  it('answers "Error during checkout" when the provider setup cannot be read', async () => {
    const { storefront, input } = setup(
      { status: 'success', proof },
      {
        [`GET /pay-razorpay/${MERCHANT}`]: { status: 500, body: { message: 'down' } },
      },
    );
    expect(await placeOrder(storefront, input())).toMatchObject({
      ok: false,
      message: 'Error during checkout',
    });
  });
});
