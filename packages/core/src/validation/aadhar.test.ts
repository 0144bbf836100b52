import { describe, expect, it } from 'vitest';
import { sanitizeAadharInput, validateAadhar, validateAadharOnSubmit } from './aadhar';

describe('rule group: validation messages', () => {
  describe('Aadhar', () => {
    it.each([
      { raw: '1234 5678 9012', expected: '123456789012' },
      { raw: '1234567890123456', expected: '123456789012' }, // capped at 12 while typing
      { raw: 'ab12', expected: '12' },
      // The number on file as the server answers it stays, until typed over.
      { raw: 'XXXXXXXX9012', expected: 'XXXXXXXX9012' },
      { raw: 'XXXXXXXX90125', expected: '90125' },
    ])('typing "$raw" keeps "$expected"', ({ raw, expected }) => {
      expect(sanitizeAadharInput(raw)).toBe(expected);
    });

    it.each([
      { raw: '', field: 'Aadhar number is required', submit: 'Aadhar number is required' },
      {
        raw: '12345',
        field: 'Aadhar must be exactly 12 digits',
        submit: 'Aadhar must be exactly 12 digits (numbers only)',
      },
      {
        raw: '12345678901a',
        field: 'Aadhar must be exactly 12 digits',
        submit: 'Aadhar must be exactly 12 digits (numbers only)',
      },
      { raw: '123456789012', field: null, submit: null },
      { raw: 'XXXXXXXX9012', field: null, submit: null },
      {
        raw: 'XXXX9012',
        field: 'Aadhar must be exactly 12 digits',
        submit: 'Aadhar must be exactly 12 digits (numbers only)',
      },
    ])('"$raw"', ({ raw, field, submit }) => {
      const live = validateAadhar(raw);
      const onSubmit = validateAadharOnSubmit(raw);
      expect(live.ok ? null : live.message).toBe(field);
      expect(onSubmit.ok ? null : onSubmit.message).toBe(submit);
    });
  });
});
