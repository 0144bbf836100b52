import { describe, expect, it } from 'vitest';
import { validateResetEmail, validateSignupEmail } from './email';

describe('rule group: validation messages', () => {
  describe.each([
    {
      name: 'validateSignupEmail (contains @ and a dot)',
      validate: validateSignupEmail,
      message: 'Invalid email address',
      // The spec's check only asks for both characters: 'a.b@c' passes.
      accepted: ['asha@example.com', ' asha@example.in ', 'a.b@c'],
      refused: ['asha@example', 'asha.example.com', ''],
    },
    {
      name: 'validateResetEmail (simple pattern)',
      validate: validateResetEmail,
      message: 'Please enter a valid email address',
      accepted: ['asha@example.com'],
      refused: ['a.b@c', 'asha @example.com', 'asha@@example.com', '@example.com'],
    },
  ])('$name', ({ validate, message, accepted, refused }) => {
    it.each(accepted)('%s -> true', (raw) => {
      expect(validate(raw).ok).toBe(true);
    });
    it.each(refused)('%s -> false', (raw) => {
      expect(validate(raw)).toMatchObject({ ok: false, message });
    });
  });
});
