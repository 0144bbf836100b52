import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../texts';
import { Address, AddressesResponse } from './addresses';
import { Admission, AdmissionResponse } from './admissions';
import { LoginResponse } from './auth';
import { CartItem, CartListResponse, CheckoutData } from './cart';
import { CouponCheckResponse } from './coupons';
import {
  DeliveryAdvanceResponse,
  DeliveryBand,
  FreeDeliveryBand,
  OfficeLocation,
  PincodesResponse,
} from './delivery';
import { Order, OrderCreatedResponse, PaymentConfig, PaymentConfigResponse } from './orders';
import { ButtonConfig, Help, MetaResponse, Office } from './site';
import { User, UserSession } from './users';

describe('CartItem and CheckoutData', () => {
  it('defaults a bare line as the spec says: status Active, quantity 1, typeofsimple empty', () => {
    expect(CartItem.parse({ product_id: 'p1' })).toMatchObject({
      product_status: 'Active',
      quantity: 1,
      typeofsimple: '',
      variation_attributes: {},
      product_gallery: [],
      course: false,
    });
  });

  it('reads numbers, galleries and attributes that arrive as text', () => {
    const line = CartItem.parse({
      product_price: '4999',
      product_saleprice: '3999',
      quantity: '2',
      product_gallery: '["a.jpg"]',
      variation_attributes: '{"Size":"7"}',
      delivery_days: '4',
    });
    expect(line).toMatchObject({
      product_price: 4999,
      product_saleprice: 3999,
      quantity: 2,
      product_gallery: ['a.jpg'],
      variation_attributes: { Size: '7' },
      delivery_days: 4,
    });
  });

  it('reads the stored checkout data with its flags', () => {
    const data = CheckoutData.parse({
      products: [{ product_id: 'p1' }],
      totalBeforeDiscount: '4999',
      totalAfterDiscount: 3999.5,
      isCouponApplied: 'true',
    });
    expect(data).toMatchObject({
      totalBeforeDiscount: 4999,
      totalAfterDiscount: 3999.5,
      isCouponApplied: true,
    });
    expect(data.products).toHaveLength(1);
  });

  it('reads the cart list envelope with its isError flag', () => {
    expect(CartListResponse.parse({ data: '[{"product_sku":"S1"}]', isError: false })).toMatchObject({
      data: [{ product_sku: 'S1' }],
      isError: false,
    });
  });
});

describe('Order', () => {
  it('parses cart_products from JSON text and amounts from text', () => {
    const order = Order.parse({
      order_id: 'ord_1',
      payment_mode: TEXTS.PAY_ON_DELIVERY,
      amountafterdiscount: '3999',
      remaining_amount: '3599',
      deliveryCharge: '',
      cart_products: JSON.stringify([{ product_name: 'Skates', product_saleprice: '3999' }]),
      couponapplied: 'false',
    });
    expect(order).toMatchObject({ amountafterdiscount: 3999, remaining_amount: 3599, deliveryCharge: 0 });
    expect(order.couponapplied).toBe(false);
    expect(order.cart_products[0]).toMatchObject({ product_name: 'Skates', product_saleprice: 3999 });
  });

  it('gives [] for cart_products that do not parse', () => {
    expect(Order.parse({ cart_products: '[oops' }).cart_products).toEqual([]);
  });

  it('reads an address kept as an object, as JSON text, or as one line of text', () => {
    const order = Order.parse({
      billing_address: { new_address: '12 MG Road', pincode: 400097 },
      shipping_address: 'Flat 4, Malad East',
    });
    expect(order.billing_address).toMatchObject({ new_address: '12 MG Road', pincode: '400097' });
    expect(order.shipping_address?.new_address).toBe('Flat 4, Malad East');
    expect(Order.parse({ shipping_address: '{"city":"Mumbai"}' }).shipping_address?.city).toBe('Mumbai');
    expect(Order.parse({}).shipping_address).toBeNull();
  });

  it('counts `delivered` as set only when it says something', () => {
    expect(Order.parse({ delivered: '2025-01-02' }).delivered).toBe('2025-01-02');
    expect(Order.parse({ delivered: false }).delivered).toBeUndefined();
    expect(Order.parse({ delivered: '' }).delivered).toBeUndefined();
  });

  it('reads the provider order of an order creation', () => {
    const created = OrderCreatedResponse.parse({
      success: true,
      razorpay_order: { id: 'order_X', amount: '399900', currency: 'INR' },
      order_id: 'ord_1',
      receipt_id: 'rcpt_1',
    });
    expect(created.razorpay_order).toMatchObject({ id: 'order_X', amount: 399900 });
  });
});

describe('PaymentConfig', () => {
  it('never carries key_secret, even when a backend sends it', () => {
    const config = PaymentConfig.parse({ key_id: 'rzp_test_1', key_secret: 'shh', company_name: 'Skate' });
    expect(config).not.toHaveProperty('key_secret');
    expect(PaymentConfigResponse.parse({ data: { key_secret: 'shh' } }).data).not.toHaveProperty(
      'key_secret',
    );
    expect(config.provider).toBe('razorpay');
  });
});

describe('delivery records', () => {
  it('reads bands with numbers as text', () => {
    expect(
      DeliveryBand.parse({
        min_kilometer: '0',
        max_kilometer: '5.5',
        delivery_price: '49',
        status: 'Active',
      }),
    ).toMatchObject({ min_kilometer: 0, max_kilometer: 5.5, delivery_price: 49 });
    expect(FreeDeliveryBand.parse({ freedelivery_price: '999' }).freedelivery_price).toBe(999);
  });

  it('keeps pincodes as text', () => {
    expect(
      PincodesResponse.parse({ pincodesData: [{ pincode: 400097, status: 'Active' }] }).pincodesData[0],
    ).toEqual({
      pincode: '400097',
      status: 'Active',
    });
  });

  it('reads the advance percentage under `help`', () => {
    expect(
      DeliveryAdvanceResponse.parse({ help: { delivery_percentage: '20' } }).help?.delivery_percentage,
    ).toBe(20);
  });

  it('reads office coordinates when present', () => {
    expect(OfficeLocation.parse({ google_address: 'Malad East', latitude: '19.18' })).toEqual({
      google_address: 'Malad East',
      latitude: 19.18,
      longitude: undefined,
    });
  });

  it('reads an invalid coupon as null couponData with the message', () => {
    expect(CouponCheckResponse.parse({ message: TEXTS.INVALID_COUPON, couponData: null })).toEqual({
      message: TEXTS.INVALID_COUPON,
      couponData: null,
      customer: null,
    });
    expect(
      CouponCheckResponse.parse({ couponData: {}, customer: { has_orders: true, used_coupons: ['SKATE10'] } })
        .customer,
    ).toEqual({ has_orders: true, used_coupons: ['SKATE10'] });
    expect(
      CouponCheckResponse.parse({ couponData: { percentage_offer: '10' } }).couponData?.percentage_offer,
    ).toBe(10);
  });
});

describe('addresses and users', () => {
  it('reads default flags and coordinates from text', () => {
    expect(
      Address.parse({ defaultaddressS: 'true', defaultaddressB: 0, latitude: '19.1', pincode: 400064 }),
    ).toMatchObject({
      defaultaddressS: true,
      defaultaddressB: false,
      latitude: 19.1,
      pincode: '400064',
    });
    expect(AddressesResponse.parse({ user: '[{"city":"Mumbai"}]' }).user[0]?.city).toBe('Mumbai');
  });

  it('takes user_id from id or _id when the backend sends no user_id', () => {
    expect(UserSession.parse({ id: 7, full_name: 'Asha' }).user_id).toBe('7');
    expect(UserSession.parse({ _id: 'abc' }).user_id).toBe('abc');
    expect(UserSession.parse({ user_id: 'u1', id: 'other' }).user_id).toBe('u1');
    expect(UserSession.parse({}).user_id).toBe('');
  });

  it('reads the GST number of a user record', () => {
    expect(User.parse({ user_id: 'u1', mobile: 9876543210, user_gstNo: null })).toMatchObject({
      mobile: '9876543210',
      user_gstNo: '',
    });
  });

  it('reads a login reply, and a 2xx without a user as user null', () => {
    expect(
      LoginResponse.parse({ user: { user_id: 'u1' }, accessToken: 'a', refreshToken: 'r' }).user?.user_id,
    ).toBe('u1');
    expect(LoginResponse.parse({ message: 'Invalid credentials' })).toEqual({
      user: null,
      accessToken: '',
      refreshToken: '',
      message: 'Invalid credentials',
    });
  });
});

describe('site settings and admissions', () => {
  it.each([
    [{ button_id: 'getquote', default: true }, true],
    [{ button_id: 'getquote', default: 'false' }, false],
    [{ button_id: 'buynow', isDefault: 1 }, true],
    [{ button_id: 'buynow', is_default: 'true' }, true],
    [{ button_id: 'addtocart' }, false],
  ])('reads the default flag of %j as %j', (input, expected) => {
    expect(ButtonConfig.parse(input).default).toBe(expected);
  });

  it('reads meta with its isError flag and scripts from JSON text', () => {
    expect(
      MetaResponse.parse({ data: { title: 'Skate', scripts: '["/a.js"]' }, isError: false }),
    ).toMatchObject({
      data: { title: 'Skate', scripts: ['/a.js'] },
      isError: false,
    });
    expect(MetaResponse.parse({ isError: true }).data).toBeNull();
  });

  it("reads an admission's rulesAgreed '1' as true and its cart lines from JSON text", () => {
    const admission = Admission.parse({
      rulesAgreed: '1',
      cart_products: '[{"product_name":"Basics"}]',
      id: 5,
    });
    expect(admission).toMatchObject({ rulesAgreed: true, id: '5' });
    expect(admission.cart_products[0]?.product_name).toBe('Basics');
    expect(AdmissionResponse.parse({ user: null }).user).toBeNull();
  });

  it('reads an office card', () => {
    expect(Office.parse({ name: 'Malad East', type: 'Our Office', position: '1' })).toMatchObject({
      name: 'Malad East',
      type: 'Our Office',
      position: 1,
      locationLink: '',
    });
  });
});

describe('Help', () => {
  it('keeps the contact e-mail and http(s) social profiles, drops other addresses', () => {
    const help = Help.parse({
      whatsapp_number: '9820012345',
      mobile: '9820012345',
      email: 'hello@example.in',
      social_links: [
        { name: 'Instagram', url: 'https://www.instagram.com/rink' },
        { name: 'Evil', url: 'javascript:alert(1)' },
        { name: '', url: 'https://example.in' },
      ],
    });
    expect(help.email).toBe('hello@example.in');
    expect(help.social_links).toEqual([{ name: 'Instagram', url: 'https://www.instagram.com/rink' }]);
  });

  it('gives no e-mail and no profiles for a backend without them', () => {
    expect(Help.parse({ whatsapp_number: '1', mobile: '2' })).toEqual({
      whatsapp_number: '1',
      mobile: '2',
      email: '',
      social_links: [],
    });
  });
});
