import { describe, expect, it } from 'vitest';
import { categoryName } from './categoryName';
import { itMaps } from '../internal/test-answers';

const categories = [
  { category: 'inline-skates', name: 'Inline Skates', status: 'Active', position: 1 },
  { category: 'bags', name: 'Bags & Pouches', status: 'Active', position: 2 },
];

describe('categoryName', () => {
  itMaps(
    (key: string) => categoryName(categories, key),
    [
      ['inline-skates', 'Inline Skates'],
      ['Bags', 'Bags & Pouches'],
      ['speed-skates', 'Speed Skates'],
      ['protective_gear', 'Protective Gear'],
      ['', ''],
    ],
  );

  it('makes a key readable before the categories have loaded', () => {
    expect(categoryName(undefined, 'quad-skates')).toBe('Quad Skates');
  });
});
