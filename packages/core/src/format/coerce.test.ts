import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bool, jsonList, num } from '../api/schemas/shared';
import { asList, isFlagSet, toNumber, toText } from './coerce';

describe('format', () => {
  describe('toNumber', () => {
    it.each([
      { value: 5, expected: 5 },
      { value: ' 12.5 ', expected: 12.5 },
      { value: '', expected: 0 },
      { value: 'abc', expected: 0 },
      { value: null, expected: 0 },
      { value: Number.NaN, expected: 0 },
      { value: '1,299', expected: 1299 }, // formatted prices read as the wire schemas read them
      { value: '₹ 10.50', expected: 10.5 },
      { value: Number.POSITIVE_INFINITY, expected: 0 },
      { value: true, expected: 0 },
    ])('$value -> $expected', ({ value, expected }) => {
      expect(toNumber(value)).toBe(expected);
    });
  });
  describe('asList (list or JSON text; parse failure gives [])', () => {
    it.each([
      { value: [1, 2], expected: [1, 2] },
      { value: '["a","b"]', expected: ['a', 'b'] },
      { value: '{"a":1}', expected: [] },
      { value: '[broken', expected: [] },
      { value: JSON.stringify('["twice"]'), expected: ['twice'] }, // JSON-encoded twice
      { value: '   ', expected: [] },
      { value: undefined, expected: [] },
    ])('$value', ({ value, expected }) => {
      expect(asList(value)).toEqual(expected);
    });
  });
  describe('isFlagSet', () => {
    it.each([
      { value: true, expected: true },
      { value: 'true', expected: true },
      { value: '1', expected: true },
      { value: 1, expected: true },
      { value: false, expected: false },
      { value: '0', expected: false },
      { value: ' Yes ', expected: true },
      { value: 'no', expected: false },
      { value: 'maybe', expected: false },
      { value: Number.NaN, expected: false },
      { value: undefined, expected: false },
    ])('$value -> $expected', ({ value, expected }) => {
      expect(isFlagSet(value)).toBe(expected);
    });
  });
  it('toText trims and stringifies numbers', () => {
    expect(toText('  a ')).toBe('a');
    expect(toText(400097)).toBe('400097');
    expect(toText(null)).toBe('');
  });

  // The pure rules and the wire schemas must read a loose value the same way, or a raw record and
  // its parsed twin would price, filter or flag differently.
  it.each(['12', ' 12.5 ', '1,299', '₹ 10', 'abc', '', null, 7])(
    'rules and schemas read %j alike',
    (value) => {
      expect(toNumber(value)).toBe(num().parse(value));
    },
  );
  it.each([true, 'true', '1', 'yes', 'no', '0', 'maybe', 0, 1, null])(
    'rules and schemas flag %j alike',
    (value) => {
      expect(isFlagSet(value)).toBe(bool().parse(value));
    },
  );
  it.each(['["a"]', JSON.stringify('["a"]'), '{"a":1}', '[oops', ''])(
    'rules and schemas list %j alike',
    (value) => {
      expect(asList(value)).toEqual(jsonList(z.string()).parse(value));
    },
  );
});
