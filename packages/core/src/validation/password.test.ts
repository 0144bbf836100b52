import { describe, expect, it } from 'vitest';
import { newPasswordErrors, validateLoginPassword, validateNewPassword } from './password';

describe('rule group: validation messages', () => {
  describe('validateLoginPassword', () => {
    it.each([
      { password: '123456', result: { ok: true, value: '123456' } },
      { password: '12345', result: { ok: false, message: 'Password must be at least 6 characters long' } },
      { password: '', result: { ok: false, message: 'Password must be at least 6 characters long' } },
      { password: '   abc', result: { ok: true, value: '   abc' } }, // spaces count
    ])('"$password"', ({ password, result }) => {
      expect(validateLoginPassword(password)).toEqual(result);
    });
  });

  describe('newPasswordErrors (reset, per field)', () => {
    it('puts the length message under password and the mismatch under confirmation', () => {
      expect(newPasswordErrors('abc', 'abc')).toEqual({
        password: 'Password must be at least 6 characters.',
      });
      expect(newPasswordErrors('secret1', 'secret2')).toEqual({ confirmation: 'Passwords do not match.' });
      expect(newPasswordErrors('secret1', 'secret1')).toEqual({});
    });
  });

  describe('validateNewPassword (reset)', () => {
    it.each([
      { password: 'secret1', confirm: 'secret1', result: { ok: true, value: 'secret1' } },
      {
        password: 'abc',
        confirm: 'abc',
        result: { ok: false, message: 'Password must be at least 6 characters.' },
      },
      { password: 'secret1', confirm: 'secret2', result: { ok: false, message: 'Passwords do not match.' } },
      { password: 'secret1', confirm: undefined, result: { ok: false, message: 'Passwords do not match.' } },
    ])('$password / $confirm', ({ password, confirm, result }) => {
      expect(validateNewPassword(password, confirm)).toEqual(result);
    });
  });
});
