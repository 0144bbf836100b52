import { describe, expect, it } from 'vitest';
import { storeName } from './storeName';

describe('storeName', () => {
  it.each([
    {
      title: 'SkateKit Roller Skating Academy | Malad, Goregaon & Andheri',
      expected: 'SkateKit Roller Skating Academy',
    },
    { title: 'Rollr Skate Store - Pune', expected: 'Rollr Skate Store' },
    { title: 'Roll-On Skates', expected: 'Roll-On Skates' },
    { title: '', expected: '' },
    { title: undefined, expected: '' },
  ])('$title -> $expected', ({ title, expected }) => {
    expect(storeName(title)).toBe(expected);
  });
});
