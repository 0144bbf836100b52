import { describe, expect, it } from 'vitest';
import { validateResetEmail, validateSignupEmail } from './email';

describe('rule group: validation messages', () => {
  describe('validateSignupEmail (contains @ and a dot)', () => {
    it.each([
      { raw: 'asha@example.com', ok: true },
      { raw: ' asha@example.in ', ok: true },
      { raw: 'a.b@c', ok: true }, // the spec's check only asks for both characters
      { raw: 'asha@example', ok: false },
      { raw: 'asha.example.com', ok: false },
      { raw: '', ok: false },
    ])('$raw -> $ok', ({ raw, ok }) => {
      const result = validateSignupEmail(raw);
      expect(result.ok).toBe(ok);
      if (!result.ok) expect(result.message).toBe('Invalid email address');
    });
  });

  describe('validateResetEmail (simple pattern)', () => {
    it.each([
      { raw: 'asha@example.com', ok: true },
      { raw: 'a.b@c', ok: false },
      { raw: 'asha @example.com', ok: false },
      { raw: 'asha@@example.com', ok: false },
      { raw: '@example.com', ok: false },
    ])('$raw -> $ok', ({ raw, ok }) => {
      const result = validateResetEmail(raw);
      expect(result.ok).toBe(ok);
      if (!result.ok) expect(result.message).toBe('Please enter a valid email address');
    });
  });
});
