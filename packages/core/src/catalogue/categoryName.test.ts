import { describe, expect, it } from 'vitest';
import { categoryName } from './categoryName';

const categories = [
  { category: 'inline-skates', name: 'Inline Skates', status: 'Active', position: 1 },
  { category: 'bags', name: 'Bags & Pouches', status: 'Active', position: 2 },
];

describe('categoryName', () => {
  it.each([
    { key: 'inline-skates', expected: 'Inline Skates' },
    { key: 'Bags', expected: 'Bags & Pouches' },
    { key: 'speed-skates', expected: 'Speed Skates' },
    { key: 'protective_gear', expected: 'Protective Gear' },
    { key: '', expected: '' },
  ])('$key -> $expected', ({ key, expected }) => {
    expect(categoryName(categories, key)).toBe(expected);
  });

  it('makes a key readable before the categories have loaded', () => {
    expect(categoryName(undefined, 'quad-skates')).toBe('Quad Skates');
  });
});
