import { describe, expect, it } from 'vitest';
import { wholeQuantity } from './quantity';

describe('wholeQuantity (a whole quantity, at least 1)', () => {
  it.each([
    { value: 3, expected: 3 },
    { value: '4', expected: 4 },
    { value: 2.7, expected: 2 },
    { value: 0, expected: 1 },
    { value: -5, expected: 1 },
    { value: Number.NaN, expected: 1 },
    { value: 'two', expected: 1 },
    { value: undefined, expected: 1 },
  ])('$value -> $expected', ({ value, expected }) => {
    expect(wholeQuantity(value)).toBe(expected);
  });
});
