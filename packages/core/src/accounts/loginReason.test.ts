import { describe, expect, it } from 'vitest';
import { loginReason } from './loginReason';

describe('loginReason', () => {
  it.each([
    { path: '/admission-form', expected: 'Sign in to submit your admission form. Your answers are kept.' },
    { path: '/checkout', expected: 'Sign in to check out. Your cart is kept.' },
    { path: '/my-account', expected: null },
    { path: null, expected: null },
  ])('$path -> $expected', ({ path, expected }) => {
    expect(loginReason(path)).toBe(expected);
  });
});
