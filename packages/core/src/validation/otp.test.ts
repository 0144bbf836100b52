import { describe, expect, it } from 'vitest';
import { emptyOtp, fillOtpFromPaste, otpCode, setOtpDigit, validateOtp } from './otp';

describe('rule group: validation messages', () => {
  describe('OTP boxes', () => {
    it.each([
      {
        name: 'a digit fills the box and moves focus on',
        index: 0,
        raw: '4',
        digits: ['4', '', '', '', '', ''],
        focus: 1,
      },
      { name: 'a letter is ignored', index: 2, raw: 'a', digits: ['', '', '', '', '', ''], focus: 2 },
      {
        name: 'focus stays on the last box',
        index: 5,
        raw: '9',
        digits: ['', '', '', '', '', '9'],
        focus: 5,
      },
      {
        name: 'several digits fill from the box on',
        index: 3,
        raw: '1234',
        digits: ['', '', '', '1', '2', '3'],
        focus: 5,
      },
    ])('$name', ({ index, raw, digits, focus }) => {
      expect(setOtpDigit(emptyOtp(), index, raw)).toEqual({ digits, focus });
    });

    it('overtyping keeps the last digit', () => {
      expect(setOtpDigit(['1', '', '', '', '', ''], 0, '7').digits[0]).toBe('7');
    });

    it.each([
      { text: '123456', expected: ['1', '2', '3', '4', '5', '6'] },
      { text: ' 12-34 56 78', expected: ['1', '2', '3', '4', '5', '6'] },
      { text: 'OTP: 987', expected: ['9', '8', '7', '', '', ''] },
      { text: '', expected: ['', '', '', '', '', ''] },
    ])('paste "$text"', ({ text, expected }) => {
      expect(fillOtpFromPaste(text)).toEqual(expected);
      expect(otpCode(fillOtpFromPaste(text))).toBe(expected.join(''));
    });
  });

  describe('validateOtp (reset needs all 6)', () => {
    it.each([
      { digits: ['1', '2', '3', '4', '5', '6'], result: { ok: true, value: '123456' } },
      {
        digits: ['1', '2', '3', '4', '5', ''],
        result: { ok: false, message: 'Please enter all 6 digits of OTP' },
      },
      { digits: '12345', result: { ok: false, message: 'Please enter all 6 digits of OTP' } },
      { digits: '654321', result: { ok: true, value: '654321' } },
    ])('$digits', ({ digits, result }) => {
      expect(validateOtp(digits)).toEqual(result);
    });
  });
});
