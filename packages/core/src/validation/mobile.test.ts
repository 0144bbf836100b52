import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { digitsOnly, normaliseMobile, validateMobile } from './mobile';

describe('rule group: validation messages', () => {
  describe('normaliseMobile', () => {
    it.each([
      { raw: '9876543210', expected: '9876543210' },
      { raw: ' 98765\t43210 ', expected: '9876543210' }, // any whitespace
      { raw: '+91 91 98765 43210', expected: '9876543210' }, // +91 then 91 (still over 10) both dropped
      { raw: '+91 9198765432', expected: '9198765432' }, // after +91 exactly 10 are left: 91 kept
      { raw: '+910987654321', expected: '987654321' }, // +91, then the leading 0, leaves 9 digits
      { raw: '091 98765 43210', expected: '9198765432' }, // 0 is dropped after the 91 check: 91 stays
      { raw: '9109876543210', expected: '9876543210' }, // 91 (over 10), then the leading 0
      { raw: '0919876543210', expected: '9198765432' }, // starts with 0, not 91: only the 0 goes, then cap
      { raw: '00 98765 43210', expected: '0987654321' }, // only one leading 0 goes
      { raw: '+91', expected: '' },
      { raw: '91', expected: '91' }, // 91 alone is not over 10: kept
      { raw: '+1 98765 43210', expected: '1987654321' }, // another country code is not a prefix we drop
      { raw: '98765 43210', expected: '9876543210' }, // spaces stripped
      { raw: '98765-43210', expected: '9876543210' }, // dashes stripped
      { raw: '+91 98765 43210', expected: '9876543210' }, // +91 dropped
      { raw: '+919876543210', expected: '9876543210' },
      { raw: '919876543210', expected: '9876543210' }, // 91 dropped when longer than 10
      { raw: '9198765432', expected: '9198765432' }, // 91 kept at exactly 10
      { raw: '09876543210', expected: '9876543210' }, // leading 0 dropped
      { raw: '(987) 654.3210', expected: '9876543210' }, // other non-digits removed
      { raw: '98765432109999', expected: '9876543210' }, // at most 10
      { raw: '', expected: '' },
      { raw: null, expected: '' },
      { raw: 9876543210, expected: '9876543210' },
    ])('$raw -> $expected', ({ raw, expected }) => {
      expect(normaliseMobile(raw)).toBe(expected);
    });
  });

  describe('validateMobile', () => {
    it.each([
      { raw: '+91-98765-43210', result: { ok: true, value: '9876543210' } },
      { raw: '987654321', result: { ok: false, message: 'Please enter a valid 10-digit mobile number.' } },
      { raw: '0', result: { ok: false, message: TEXTS.MOBILE_INVALID } },
      { raw: 'abc', result: { ok: false, message: TEXTS.MOBILE_INVALID } },
      { raw: '+910987654321', result: { ok: false, message: TEXTS.MOBILE_INVALID } }, // 9 digits left
      { raw: '0 98765 43210', result: { ok: true, value: '9876543210' } },
      { raw: 9876543210, result: { ok: true, value: '9876543210' } },
      { raw: undefined, result: { ok: false, message: TEXTS.MOBILE_INVALID } },
    ])('$raw', ({ raw, result }) => {
      expect(validateMobile(raw)).toEqual(result);
    });
  });

  describe('digitsOnly (sign-up phone box: digits, at most 10)', () => {
    it.each([
      { raw: '98a76-5', max: 10, expected: '98765' },
      { raw: '123456789012345', max: 10, expected: '1234567890' },
      { raw: '', max: 10, expected: '' },
    ])('$raw -> $expected', ({ raw, max, expected }) => {
      expect(digitsOnly(raw, max)).toBe(expected);
    });
  });
});
