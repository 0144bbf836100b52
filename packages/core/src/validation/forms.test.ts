import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from '../constants';
import { TEXTS, charCounter } from '../texts';
import {
  clampMessage,
  messageCounterAtLimit,
  validateContact,
  validateEnquiry,
  validateQuote,
  validateSignup,
} from './forms';
import { hasErrors } from './result';

const required = TEXTS.FIELD_REQUIRED;

describe('rule group: validation messages', () => {
  describe('validateContact (name, email, phone required; message max 500)', () => {
    it.each([
      { form: { name: 'Asha', email: 'a@b.co', phone: '9876543210', message: '' }, errors: {} },
      { form: { name: ' ', email: '', phone: '9876543210' }, errors: { name: required, email: required } },
      { form: {}, errors: { name: required, email: required, phone: required } },
      {
        form: { name: 'A', email: 'a@b.co', phone: '1', message: 'x'.repeat(501) },
        errors: { message: TEXTS.MESSAGE_TOO_LONG },
      },
      { form: { name: 'A', email: 'a@b.co', phone: '1', message: 'x'.repeat(500) }, errors: {} },
    ])('$errors', ({ form, errors }) => {
      expect(validateContact(form)).toEqual(errors);
      expect(hasErrors(validateContact(form))).toBe(Object.keys(errors).length > 0);
    });

    it('caps the message at 500 and turns the counter red at 500', () => {
      expect(clampMessage('y'.repeat(600))).toHaveLength(MESSAGE_MAX);
      expect(charCounter(12)).toBe('12/500');
      expect(charCounter(MESSAGE_MAX)).toBe('500/500');
      expect(messageCounterAtLimit(499)).toBe(false);
      expect(messageCounterAtLimit(500)).toBe(true);
    });
  });

  describe('validateEnquiry (name, mobile, email required)', () => {
    it.each([
      { form: { name: 'Asha', mobile: '9876543210', email: 'a@b.co' }, errors: {} },
      { form: { name: 'Asha', mobile: '', email: '' }, errors: { mobile: required, email: required } },
      { form: { message: 'hello' }, errors: { name: required, mobile: required, email: required } },
    ])('$errors', ({ form, errors }) => {
      expect(validateEnquiry(form)).toEqual(errors);
    });
  });

  describe('validateQuote (name and phone required, phone 10 digits)', () => {
    it.each([
      { form: { name: 'Asha', phone: '+91 98765 43210' }, errors: {} },
      { form: { name: '', phone: '' }, errors: { name: required, phone: required } },
      {
        form: { name: 'Asha', phone: '12345' },
        errors: { phone: 'Please enter a valid 10-digit mobile number.' },
      },
      { form: { name: 'Asha', phone: '9876543210', email: '', description: '' }, errors: {} },
    ])('$errors', ({ form, errors }) => {
      expect(validateQuote(form)).toEqual(errors);
    });
  });

  describe('validateSignup (full name required, e-mail with @ and a dot, password at least 6)', () => {
    it.each([
      { form: { email: 'a@b.co', mobile: '9876543210', full_name: 'Asha', password: 'secret' }, errors: {} },
      { form: { email: 'a@b.co', full_name: 'Asha', password: 'secret' }, errors: {} }, // the phone is optional
      // Deviation (issue 26): a phone given is 10 digits, and one the box cut is checked first.
      {
        form: { email: 'a@b.co', mobile: '98765', full_name: 'Asha', password: 'secret' },
        errors: { mobile: 'Please enter a valid 10-digit mobile number.' },
      },
      {
        form: {
          email: 'a@b.co',
          mobile: '9820123456',
          mobileCut: true,
          full_name: 'Asha',
          password: 'secret',
        },
        errors: { mobile: TEXTS.MOBILE_DIGITS_CUT },
      },
      {
        form: { email: 'a@bco', full_name: ' ', password: 'short' },
        errors: {
          full_name: required,
          email: 'Invalid email address',
          password: 'Password must be at least 6 characters long',
        },
      },
      {
        form: { email: 'ab.co', full_name: 'Asha', password: '123456' },
        errors: { email: TEXTS.EMAIL_INVALID_SIGNUP },
      },
      {
        form: {},
        errors: {
          full_name: required,
          email: TEXTS.EMAIL_INVALID_SIGNUP,
          password: TEXTS.PASSWORD_MIN_LOGIN,
        },
      },
    ])('$errors', ({ form, errors }) => {
      expect(validateSignup(form)).toEqual(errors);
    });
  });
});
