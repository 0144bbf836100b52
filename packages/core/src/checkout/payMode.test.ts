import { describe, expect, it } from 'vitest';
import { DEFAULT_PAY_METHOD, PAY_METHODS } from '../constants';
import { TEXTS } from '../texts';
import { validatePayMethod } from './requirements';
import { payMode, quoteInsteadOfCheckout } from './payMode';
import { itAnswers } from '../internal/test-answers';
import { configuredButton as button } from '../catalogue/test-buttons';

describe('rule group: default action button and pay-mode priority', () => {
  describe('payMode (paymanual > paynow > payondelivery)', () => {
    it.each([
      {
        configs: [button('payondelivery', true), button('paynow', true), button('paymanual', true)],
        expected: 'paymanual',
      },
      { configs: [button('payondelivery', true), button('paynow', 'true')], expected: 'paynow' },
      { configs: [button('paymanual', false), button('payondelivery', true)], expected: 'payondelivery' },
      { configs: [button('paynow', false)], expected: null },
      { configs: undefined, expected: null },
    ])('$expected', ({ configs, expected }) => {
      expect(payMode(configs)).toBe(expected);
    });
  });

  describe('pay method', () => {
    it('defaults to "Pay now"', () => {
      expect(DEFAULT_PAY_METHOD).toBe('Pay now');
      expect(PAY_METHODS).toEqual(['Pay now', 'Pay on delivery']);
    });

    it.each([
      { value: 'Pay now', result: { ok: true, value: 'Pay now' } },
      { value: 'Pay on delivery', result: { ok: true, value: 'Pay on delivery' } },
      { value: 'Select pay', result: { ok: false, message: TEXTS.SELECT_PAYMENT_METHOD } },
      { value: '', result: { ok: false, message: TEXTS.SELECT_PAYMENT_METHOD } },
    ])('"$value"', ({ value, result }) => {
      expect(validatePayMethod(value)).toEqual(result);
    });

    itAnswers(
      quoteInsteadOfCheckout,
      { true: ['paymanual'], false: ['paynow', null] },
      '%s opens the quote form',
    );
  });
});
