import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { AADHAR_DIGITS, MESSAGE_MAX, MOBILE_DIGITS, PASSWORD_MIN } from '../../constants';
import { address, admission as baseAdmission, line as cartLine } from '../test-support';
import { TEXTS } from '../../texts';
import { AddressBody, SetDefaultBody } from './addresses';
import { AdmissionBody, AdmissionPaymentBody } from './admissions';
import {
  GoogleLoginBody,
  LoginBody,
  RefreshBody,
  ResetPasswordBody,
  SendOtpBody,
  SignupBody,
  VerifyOtpBody,
} from './auth';
import { CartItem, CartItemBody, CartLineBody, CartQuantityBody } from './cart';
import { BODY_LIMITS } from './fields';
import { EnquiryBody, LeadBody } from './leads';
import { OrderBody, PayOnDeliveryBody, QuoteBody, VerifyBody } from './orders';
import { PushTokenBody } from './push';
import { UserUpdateBody } from './users';

/** The messages of a refused body, joined, for "names the field" checks. */
const messages = (schema: ZodMiniType, value: unknown): string => {
  const result = schema.safeParse(value);
  expect(result.success, 'the body should be refused').toBe(false);
  return result.error?.issues.map((issue) => issue.message).join(' | ') ?? '';
};

const order = {
  cart_products: [cartLine],
  billing_address: 'addr-1',
  shipping_address: 'addr-2',
  payment_mode: TEXTS.PAY_NOW,
  user_id: 'u1',
  main_id: 'skate',
};
const admission = { ...baseAdmission, main_id: 'skate' };
const mobile = '9876543210';

/** One valid body per strict schema: each must pass, and each must refuse an unknown field by name. */
const validBodies: [string, ZodMiniType, Record<string, unknown>][] = [
  ['CartItemBody', CartItemBody, { ...cartLine, user_id: 'u1', main_id: 'skate' }],
  ['CartLineBody', CartLineBody, cartLine],
  ['CartQuantityBody', CartQuantityBody, { quantity: 2 }],
  ['AddressBody', AddressBody, address],
  ['LoginBody', LoginBody, { email: 'a@b.co', password: 'secret1', main_id: 'skate' }],
  ['SendOtpBody', SendOtpBody, { email: 'a@b.co', main_id: 'skate' }],
  ['VerifyOtpBody', VerifyOtpBody, { email: 'a@b.co', otp: '123456', main_id: 'skate' }],
  [
    'SignupBody',
    SignupBody,
    { email: 'a@b.co', mobile, full_name: 'Asha', password: 'secret1', main_id: 'skate' },
  ],
  ['ResetPasswordBody', ResetPasswordBody, { email: 'a@b.co', newPassword: 'secret1', main_id: 'skate' }],
  ['GoogleLoginBody', GoogleLoginBody, { idToken: 'eyJ...', main_id: 'skate' }],
  ['RefreshBody', RefreshBody, { refreshToken: 'r1' }],
  ['QuoteBody', QuoteBody, { name: 'Asha', mobile, cart_products: [cartLine], main_id: 'skate' }],
  ['OrderBody', OrderBody, order],
  ['PayOnDeliveryBody', PayOnDeliveryBody, { ...order, payment_mode: TEXTS.PAY_ON_DELIVERY }],
  [
    'VerifyBody',
    VerifyBody,
    { razorpay_order_id: 'o', razorpay_payment_id: 'p', razorpay_signature: 's', receipt_id: 'r' },
  ],
  ['AdmissionBody', AdmissionBody, admission],
  [
    'AdmissionPaymentBody',
    AdmissionPaymentBody,
    { cart_products: [cartLine], payment_mode: TEXTS.PAY_NOW, user_id: 'u1', main_id: 'skate' },
  ],
  ['LeadBody', LeadBody, { name: 'Asha', email: 'a@b.co', mobile, property_id: 'skate' }],
  ['EnquiryBody', EnquiryBody, { name: 'Asha', mobile, email: 'a@b.co' }],
  ['PushTokenBody', PushTokenBody, { user_id: 'u1', deviceToken: 'fcm-token' }],
  ['UserUpdateBody', UserUpdateBody, { mobile, user_gstNo: '' }],
  ['SetDefaultBody', SetDefaultBody, { defaultaddressS: true }],
];

describe.each(validBodies)('%s', (_name, schema, valid) => {
  it('accepts a valid body', () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  it('refuses an unknown field and names it', () => {
    expect(messages(schema, { ...valid, sneaky_field: 1 })).toContain('sneaky_field');
  });

  it('refuses a body that is not an object', () => {
    expect(schema.safeParse('text').success).toBe(false);
  });

  // JSON Schema is the server's (real zod).
  it('can be described as JSON Schema for the server docs', () => {
    expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
  });
});

describe('messages name the field', () => {
  it.each([
    ['a wrong type', AddressBody, { ...address, city: 42 }, 'city must be text'],
    ['a missing field', AddressBody, { ...address, new_address: undefined }, 'new_address is required'],
    ['an empty field', AddressBody, { ...address, new_address: '   ' }, 'new_address must not be empty'],
    [
      'an address over its limit',
      AddressBody,
      { ...address, new_address: 'x'.repeat(BODY_LIMITS.address + 1) },
      `new_address must be at most ${BODY_LIMITS.address} characters`,
    ],
    [
      'a value outside the list',
      AddressBody,
      { ...address, location_user: 'Castle' },
      'location_user must be one of: Home, Office, Others',
    ],
    ['a short pincode', AddressBody, { ...address, pincode: '4000' }, 'pincode must be 5 to 10 digits'],
    [
      'a nested field',
      QuoteBody,
      { name: 'A', mobile, main_id: 's', cart_products: [{ product_id: 'p', quantity: 0 }] },
      'cart_products.0.quantity must be at least 1',
    ],
    [
      'a nested unknown field',
      OrderBody,
      { ...order, cart_products: [{ ...cartLine, _id: 'x' }] },
      'cart_products.0: unknown field(s): _id',
    ],
    [
      'a bad e-mail',
      LeadBody,
      { name: 'A', email: 'nope', mobile, property_id: 's' },
      'email must be a valid email address',
    ],
    [
      'a bad mobile',
      LeadBody,
      { name: 'A', email: 'a@b.co', mobile: '12345', property_id: 's' },
      `mobile must be exactly ${MOBILE_DIGITS} digits`,
    ],
    [
      'a wrong payment mode',
      OrderBody,
      { ...order, payment_mode: 'Select pay' },
      'payment_mode must be one of',
    ],
    [
      'an empty order',
      OrderBody,
      { ...order, cart_products: [] },
      'cart_products must have at least 1 item(s)',
    ],
  ])('%s', (_label, schema, value, expected) => {
    expect(messages(schema, value)).toContain(expected);
  });
});

describe('limits and rules of the spec', () => {
  it(`caps remark and message at ${MESSAGE_MAX} characters`, () => {
    const lead = { name: 'A', email: 'a@b.co', mobile, property_id: 's' };
    expect(LeadBody.safeParse({ ...lead, remark: 'x'.repeat(MESSAGE_MAX) }).success).toBe(true);
    expect(messages(LeadBody, { ...lead, remark: 'x'.repeat(MESSAGE_MAX + 1) })).toContain(
      `remark must be at most ${MESSAGE_MAX} characters`,
    );
    expect(
      EnquiryBody.safeParse({ name: 'A', mobile, email: 'a@b.co', remark: 'x'.repeat(MESSAGE_MAX + 1) })
        .success,
    ).toBe(false);
  });

  it(`asks for a password of at least ${PASSWORD_MIN} characters`, () => {
    expect(
      messages(LoginBody, { email: 'a@b.co', password: 'x'.repeat(PASSWORD_MIN - 1), main_id: 's' }),
    ).toContain(`password must be at least ${PASSWORD_MIN} characters`);
  });

  it('lets signup send no phone or a whole 10-digit one (deviation 39)', () => {
    const signup = { email: 'a@b.co', full_name: 'A', password: 'secret1', main_id: 's' };
    expect(SignupBody.safeParse({ ...signup, mobile: '' }).success).toBe(true);
    expect(SignupBody.safeParse({ ...signup, mobile: '9876543210' }).success).toBe(true);
    expect(SignupBody.safeParse({ ...signup, mobile: '98765' }).success).toBe(false);
    expect(SignupBody.safeParse({ ...signup, mobile: '98765432101' }).success).toBe(false);
    expect(SignupBody.safeParse({ ...signup, mobile: '98765-4321' }).success).toBe(false);
  });

  it(`wants an aadhar of exactly ${AADHAR_DIGITS} digits and the rules agreed`, () => {
    expect(messages(AdmissionBody, { ...admission, aadhar: '1234' })).toContain(
      `aadhar must be exactly ${AADHAR_DIGITS} digits`,
    );
    expect(messages(AdmissionBody, { ...admission, rulesAgreed: false })).toContain(
      'rulesAgreed must be true',
    );
    expect(AdmissionBody.safeParse({ ...admission, dob: '', school: '' }).success).toBe(true);
  });

  it('never accepts key_secret in a verify body, and takes an optional key_id', () => {
    const verify = {
      razorpay_order_id: 'o',
      razorpay_payment_id: 'p',
      razorpay_signature: 's',
      receipt_id: 'r',
    };
    expect(messages(VerifyBody, { ...verify, key_secret: 'shh' })).toContain('key_secret');
    expect(VerifyBody.safeParse({ ...verify, key_id: 'rzp_test_1' }).success).toBe(true);
  });

  it('fills the cart defaults of the spec: status Active, quantity 1, typeofsimple empty', () => {
    const body = CartItemBody.parse({
      product_id: 'p1',
      product_name: 'Skates',
      user_id: 'u1',
      main_id: 's',
    });
    expect(body).toMatchObject({ product_status: 'Active', quantity: 1, typeofsimple: '', product_sku: '' });
  });

  it('accepts a stored guest line (minus its storage-only `_id`) as a cart line', () => {
    const { _id, ...stored } = CartItem.parse({
      ...cartLine,
      product_price: '4999',
      variation_attributes: '{"Size":"7"}',
    });
    expect(CartLineBody.safeParse(stored).error?.issues).toBeUndefined();
  });

  it('takes an order address as an id or a snapshot, nothing else', () => {
    const snapshot = { location_user: 'Office', new_address: '1 Link Rd', city: 'Mumbai', pincode: '400064' };
    expect(OrderBody.safeParse({ ...order, shipping_address: snapshot }).success).toBe(true);
    expect(messages(OrderBody, { ...order, shipping_address: 42 })).toContain(
      'shipping_address must be an address id or an address',
    );
    expect(messages(OrderBody, { ...order, shipping_address: { ...snapshot, pincode: '12' } })).toContain(
      'shipping_address.pincode must be 5 to 10 digits',
    );
    expect(messages(OrderBody, { ...order, billing_address: { ...snapshot, _id: 'm' } })).toContain(
      'billing_address: unknown field(s): _id',
    );
  });

  it('keeps client amounts optional (hints) but refuses negative ones', () => {
    expect(OrderBody.safeParse({ ...order, amountafterdiscount: 3999 }).success).toBe(true);
    expect(messages(OrderBody, { ...order, amountafterdiscount: -1 })).toContain(
      'amountafterdiscount must be at least 0',
    );
  });

  it('fixes the pay-on-delivery mode', () => {
    expect(PayOnDeliveryBody.parse({ ...order, payment_mode: undefined }).payment_mode).toBe(
      TEXTS.PAY_ON_DELIVERY,
    );
    expect(messages(PayOnDeliveryBody, order)).toContain(`payment_mode must be ${TEXTS.PAY_ON_DELIVERY}`);
  });

  it('sets exactly one default per call', () => {
    expect(SetDefaultBody.safeParse({ defaultaddressB: true }).success).toBe(true);
    expect(messages(SetDefaultBody, { defaultaddressS: false })).toContain('defaultaddressS');
  });

  it('takes the e-mail of an enquiry as `email` and leaves the rest optional', () => {
    expect(messages(EnquiryBody, { name: 'A', mobile })).toContain('email is required');
    expect(
      EnquiryBody.safeParse({
        name: 'A',
        mobile,
        email: 'a@b.co',
        parent_name: 'B',
        school: 'St. X',
        dob: '2015-01-01',
        age: '9',
      }).success,
    ).toBe(true);
  });

  it('takes the quote e-mail and description as optional, empty included', () => {
    const quote = { name: 'Asha', mobile, cart_products: [cartLine], main_id: 's' };
    expect(QuoteBody.safeParse({ ...quote, email: '', description: '' }).success).toBe(true);
    expect(messages(QuoteBody, { ...quote, email: 'bad' })).toContain('email must be a valid email address');
  });
});
