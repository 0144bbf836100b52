import { describe, expect, it } from 'vitest';
import { Address } from '../api/schemas/addresses';
import { CartItem } from '../api/schemas/cart';
import type { PayMethod } from '../constants';
import type { GatewayResult } from '../platform/payment-gateway';
import type { PurchaseEvent, PurchaseEvents } from '../stores/purchase-events';
import { outOfStockFor, TEXTS } from '../texts';
import { placeOrder } from './placeOrder';
import { SKATES_PRODUCT } from '../cart/test-fixtures';
import { fakeGateway, MERCHANT, routedStorefront, createdPayment, PROOF_P1 } from './test-storefront';

const skates = SKATES_PRODUCT;
const line = CartItem.parse({
  product_id: 'p-skates',
  product_sku: 'QS',
  product_name: 'Quad Skates',
  product_price: 2499,
  product_saleprice: 1999,
  quantity: 1,
});
/** Shipping to Bandra, about 12.6 km from the office in Malad: the 10-30 km band, ₹120. */
const home = Address.parse({
  id: 'addr-1',
  name: 'Asha Rao',
  pincode: '400050',
  city: 'Mumbai',
  latitude: 19.076,
  longitude: 72.8777,
});
/** The store's terms and the product record, as the API answers them; `advance` is the advance share. */
function storeRoutes({ advance = 20, product = skates as object } = {}) {
  return {
    [`GET /pincode/getall/${MERCHANT}`]: { pincodesData: [{ pincode: '400050', status: 'Active' }] },
    [`GET /delivery-price/${MERCHANT}`]: {
      data: [
        { min_kilometer: 0, max_kilometer: 10, delivery_price: 50, status: 'Active' },
        { min_kilometer: 10, max_kilometer: 30, delivery_price: 120, status: 'Active' },
      ],
    },
    [`GET /freedelivery/${MERCHANT}`]: { data: [] },
    [`GET /register/officesingle/${MERCHANT}`]: {
      data: { google_address: 'Malad', latitude: 19.186, longitude: 72.8485 },
    },
    [`GET /deliverypaybefore/single/${MERCHANT}`]: { help: { delivery_percentage: advance } },
    [`GET /paybutton/${MERCHANT}`]: {
      data: [
        { button_id: 'paynow', default: true },
        { button_id: 'payondelivery', default: false },
      ],
    },
    [`GET /pay-razorpay/${MERCHANT}`]: {
      data: {
        key_id: 'rzp_test',
        company_name: 'Academy',
        company_color: '',
        provider: 'sandbox',
        gst_rate: 18,
      },
    },
    'GET /grouped-product/single/p-skates': { data: product },
  };
}
const proof = PROOF_P1;
const created = createdPayment('ord-1', 'rcpt-1', 211900);

function setup(
  result: GatewayResult,
  routes: Record<string, unknown> = {},
  { method = TEXTS.PAY_NOW as PayMethod, advance = 20, product = skates as object } = {},
) {
  const shop = routedStorefront(
    {
      ...storeRoutes({ advance, product }),
      'POST /payment': created,
      'POST /payment/verify': { success: true, message: '', order_id: 'ord-1' },
      ...routes,
    },
    { signedIn: true },
  );
  const { gateway, opened } = fakeGateway(result);
  const checkout = shop.storefront.checkout.getState();
  checkout.setFromCart([line]);
  checkout.choose({ billing: home, shipping: home, payMethod: method, gstNo: ' 27AAAAA0000A1Z5 ' });
  const input = () => ({ gateway });
  return { ...shop, gateway, opened, input };
}

/** Every event the storefront's checkout announces. */
function record(storefront: { checkout: { events: PurchaseEvents } }) {
  const events: PurchaseEvent[] = [];
  storefront.checkout.events.subscribe((event) => events.push(event));
  return events;
}

const skatesItem = {
  item_id: 'p-skates',
  item_name: 'Quad Skates',
  price: 1999,
  quantity: 1,
  item_category: 'Skates',
};

describe('placeOrder', () => {
  it('announces order-placed, then payment-succeeded, once each, with the quote figures and GA4 items', async () => {
    const { storefront, input } = setup({ status: 'success', proof });
    const events = record(storefront);
    const order = input();
    await placeOrder(storefront, order);
    const detail = {
      orderId: 'ord-1',
      value: 2119,
      currency: 'INR',
      shipping: 120,
      tax: 323.24,
      coupon: '',
      payMethod: 'Pay now',
      items: [skatesItem],
    };
    expect(events).toEqual([
      { type: 'order-placed', ...detail, awaitingPayment: true },
      { type: 'payment-succeeded', ...detail, amountPaid: 2119 },
    ]);
    // The same order answered again (a second verify of it) is not announced twice.
    await placeOrder(storefront, order);
    expect(events).toHaveLength(2);
  });

  it('issue 43: the server charges other figures - no provider, "The price has changed" with both; confirmed, the provider is asked for the new amount', async () => {
    const charged = {
      lines: [
        {
          product_id: 'p-skates',
          sku: 'QS',
          title: 'Quad Skates',
          quantity: 1,
          unit_price: 2499,
          line_total: 2499,
        },
      ],
      items_total: 2499,
      discount: 0,
      coupon_code: '',
      delivery: 120,
      tax: 399.51,
      gst_rate: 18,
      total: 2619,
      pay_now: 2619,
      remaining: 0,
    };
    let attempts = 0;
    const { storefront, input, opened, sent } = setup(
      { status: 'dismissed' },
      {
        'POST /payment': () => {
          attempts += 1;
          return attempts === 1
            ? {
                status: 409,
                body: { message: 'The price has changed', reason: 'price-changed', quote: charged },
              }
            : {
                ...created,
                razorpay_order: { id: 'order_P2', amount: 261900, currency: 'INR' },
                quote: charged,
              };
        },
      },
    );
    const events = record(storefront);
    const refused = await placeOrder(storefront, input());
    expect(refused).toMatchObject({
      ok: false,
      message: 'The price has changed',
      reason: 'price-changed',
      change: { shown: { total: 2119, pay_now: 2119 }, charged: { total: 2619, pay_now: 2619 } },
    });
    expect(sent('POST /payment').shown).toEqual({ total: 2119, pay_now: 2119 });
    expect(opened).toHaveLength(0);
    const confirmed = refused.ok ? undefined : refused.change?.charged;
    expect(await placeOrder(storefront, { ...input(), confirmed })).toEqual({ ok: true, route: null });
    expect(sent('POST /payment').shown).toEqual({ total: 2619, pay_now: 2619 });
    expect(opened.map(([, order]) => order.amountPaise)).toEqual([261900]);
    // The event carries the server's figures, not the page's.
    expect(events).toMatchObject([
      {
        type: 'order-placed',
        value: 2619,
        shipping: 120,
        tax: 399.51,
        items: [{ ...skatesItem, price: 2499 }],
      },
    ]);
  });

  it('issue 43: a server that asks to collect another amount than shown (no comparison of its own) gets no payment window', async () => {
    const { storefront, input, opened, seen } = setup(
      { status: 'success', proof },
      {
        'POST /payment': { ...created, razorpay_order: { id: 'order_P1', amount: 261900, currency: 'INR' } },
      },
    );
    const result = await placeOrder(storefront, input());
    expect(result).toMatchObject({ ok: false, message: 'The price has changed', reason: 'price-changed' });
    expect(opened).toHaveLength(0);
    // The order is given up at once (its stock and coupon go back).
    expect(seen.filter((r) => r.url.pathname === '/payment/failed')).toHaveLength(1);
  });

  it('announces no payment when the server refuses it or the window is closed', async () => {
    const failed = setup(
      { status: 'success', proof },
      { 'POST /payment/verify': { success: false, message: 'Invalid signature', order_id: 'ord-1' } },
    );
    const events = record(failed.storefront);
    await placeOrder(failed.storefront, failed.input());
    expect(events.map((event) => event.type)).toEqual(['order-placed']);
  });

  it('a pay-on-delivery order with nothing to pay now is placed with awaitingPayment false', async () => {
    const { storefront, input } = setup(
      { status: 'success', proof },
      { 'POST /payment/paydelivery': { success: true, message: '', order_id: 'ord-7', receipt_id: 'r7' } },
      { method: TEXTS.PAY_ON_DELIVERY, advance: 0 },
    );
    const events = record(storefront);
    await placeOrder(storefront, input());
    expect(events).toEqual([
      {
        type: 'order-placed',
        orderId: 'ord-7',
        value: 2119,
        currency: 'INR',
        shipping: 120,
        tax: 323.24,
        coupon: '',
        payMethod: 'Pay on delivery',
        items: [skatesItem],
        awaitingPayment: false,
      },
    ]);
  });

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
      { method: TEXTS.PAY_ON_DELIVERY, advance: 0 },
    );
    const result = await placeOrder(storefront, input());
    expect(result).toEqual({ ok: true, route: '/payment-success/ord-7' });
    expect(sent('POST /payment/paydelivery')).toMatchObject({
      payment_mode: TEXTS.PAY_ON_DELIVERY,
      totalAmountbeforePay: 2119,
      remaining_amount: 2119,
    });
    expect(opened).toHaveLength(0);
  });

  it('refuses before any order request: a missing address, a pincode the store does not serve, a quote problem', async () => {
    const { storefront, input, seen } = setup({ status: 'success', proof });
    const checkout = storefront.checkout.getState();
    const ordered = () => seen.filter((r) => r.method === 'POST').length;
    checkout.choose({ billing: null });
    expect(await placeOrder(storefront, input())).toEqual({
      ok: false,
      message: TEXTS.SELECT_BILLING_ADDRESS,
    });
    checkout.choose({ billing: home, shipping: Address.parse({ id: 'addr-2', pincode: '110001' }) });
    expect(await placeOrder(storefront, input())).toEqual({
      ok: false,
      message: TEXTS.NO_DELIVERY_TO_PINCODE,
    });
    const soldOut = setup(
      { status: 'success', proof },
      {},
      { product: { ...skates, stock: 'Out of Stock', totalStock: 0 } },
    );
    expect(await placeOrder(soldOut.storefront, soldOut.input())).toEqual({
      ok: false,
      message: outOfStockFor('Quad Skates'),
    });
    expect(soldOut.storefront.checkout.getState().quote?.problems[0].code).toBe('out-of-stock');
    expect(ordered()).toBe(0);
    expect(soldOut.seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("answers the server's own refusal when it creates no order (issue 43), never opening the provider", async () => {
    const { storefront, input, opened } = setup(
      { status: 'success', proof },
      {
        'POST /payment': {
          status: 400,
          body: { message: 'Sorry, we do not deliver to this pincode.', reason: 'no-delivery' },
        },
      },
    );
    const result = await placeOrder(storefront, input());
    expect(result).toMatchObject({
      ok: false,
      message: 'Sorry, we do not deliver to this pincode.',
      reason: 'no-delivery',
    });
    expect(opened).toHaveLength(0);
  });

  it('answers "Failed to create Razorpay order" when the provider could not open the order (5xx), never opening it', async () => {
    const { storefront, input, opened } = setup(
      { status: 'success', proof },
      { 'POST /payment': { status: 502, body: { message: 'Failed to create Razorpay order' } } },
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
