import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { defaultAddresses } from './addresses';
import { validateAddressChoice, validateCheckout } from './requirements';

const home = { id: 'a1', pincode: '400097', defaultaddressS: true, defaultaddressB: false };
const office = { id: 'a2', pincode: '400064', defaultaddressS: false, defaultaddressB: 'true' };
const far = { id: 'a3', pincode: '110001' };
const pincodes = [
  { pincode: '400097', status: 'Active' },
  { pincode: '400064', status: 'Active' },
];
const base = { lines: [{}], billing: office, shipping: home, payMethod: 'Pay now', pincodes };

describe('checkout', () => {
  describe('validateCheckout', () => {
    it.each([
      { name: 'empty cart', patch: { lines: [] }, message: 'Your cart is empty!' },
      { name: 'no billing address', patch: { billing: null }, message: TEXTS.SELECT_BILLING_ADDRESS },
      { name: 'no shipping address', patch: { shipping: undefined }, message: TEXTS.SELECT_SHIPPING_ADDRESS },
      {
        name: 'shipping pincode not served',
        patch: { shipping: far },
        message: 'Sorry, we do not deliver to this pincode.',
      },
      {
        name: 'placeholder pay method',
        patch: { payMethod: 'Select pay' },
        message: TEXTS.SELECT_PAYMENT_METHOD,
      },
      {
        name: 'no Active pincodes: any pincode ships',
        patch: { shipping: far, pincodes: [] },
        message: null,
      },
      { name: 'all set', patch: {}, message: null },
    ])('$name', ({ patch, message }) => {
      const result = validateCheckout({ ...base, ...patch });
      expect(result.ok ? null : result.message).toBe(message);
    });
  });

  describe('validateAddressChoice', () => {
    it.each([
      { id: 'a1', message: null },
      { id: '', message: 'Please select an address before saving.' },
      { id: null, message: 'Please select an address before saving.' },
    ])('$id', ({ id, message }) => {
      const result = validateAddressChoice(id);
      expect(result.ok ? null : result.message).toBe(message);
    });
  });

  describe('defaultAddresses', () => {
    it.each([
      { name: 'defaults from the flags', list: [home, office, far], shipping: 'a1', billing: 'a2' },
      { name: 'one address is used for both', list: [far], shipping: 'a3', billing: 'a3' },
      { name: 'no defaults', list: [far, { id: 'a4' }], shipping: null, billing: null },
      { name: 'no addresses', list: [], shipping: null, billing: null },
    ])('$name', ({ list, shipping, billing }) => {
      const result = defaultAddresses(list);
      expect([result.shipping?.id ?? null, result.billing?.id ?? null]).toEqual([shipping, billing]);
    });
  });
});
