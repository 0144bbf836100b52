import { describe, expect, it } from 'vitest';
import { SUGGESTIONS_MAX } from '../constants';
import { searchProducts } from './search';
import { searchSuggestions } from './suggestions';

const active = (title: string) => ({ title, status: 'Active' });
const titles = (list: { title: string }[]) => list.map((s) => s.title);

describe('rule group: search suggestions', () => {
  describe('searchSuggestions', () => {
    it.each([
      { name: 'case-insensitive title match', query: 'SKATE', expected: ['Quad Skates', 'Inline skate'] },
      { name: 'blank query suggests nothing', query: '   ', expected: [] },
      { name: 'no match', query: 'zzz', expected: [] },
      { name: 'inactive products never suggested', query: 'helmet', expected: [] },
    ])('$name', ({ query, expected }) => {
      const products = [
        active('Quad Skates'),
        { title: 'Helmet', status: 'Inactive' },
        active('Inline skate'),
        active('Pads'),
      ];
      expect(titles(searchSuggestions(products, query))).toEqual(expected);
    });

    it('gives each title once, ignoring case', () => {
      expect(
        titles(searchSuggestions([active('Wheels'), active('wheels'), active('Wheels Pro')], 'wheel')),
      ).toEqual(['Wheels', 'Wheels Pro']);
    });

    it('gives at most 8 unique titles, duplicates (any case) not counting towards the 8', () => {
      const products = Array.from({ length: 30 }, (_, i) =>
        active(i % 3 === 0 ? `SKATE ${i % 9}` : `skate ${i % 9}`),
      );
      const result = titles(searchSuggestions(products, 'Skate'));
      expect(result).toHaveLength(SUGGESTIONS_MAX);
      expect(new Set(result.map((t) => t.toLowerCase())).size).toBe(SUGGESTIONS_MAX);
      expect(result[0]).toBe('SKATE 0'); // the first spelling met is the one shown
    });

    it('gives at most 8', () => {
      const products = Array.from({ length: 12 }, (_, i) => active(`Skate ${i}`));
      const result = titles(searchSuggestions(products, 'skate'));
      expect(result).toHaveLength(SUGGESTIONS_MAX);
      expect(result[7]).toBe('Skate 7');
    });
  });

  it('issue 39: each suggestion carries its product id, so picking it opens the product', () => {
    expect(
      searchSuggestions(
        [
          { product_id: 'p1', title: 'Quad Skates', status: 'Active' },
          { product_id: 'p2', title: 'Helmet', status: 'Active' },
        ],
        'quad',
      ),
    ).toEqual([{ title: 'Quad Skates', id: 'p1' }]);
  });

  describe('searchProducts', () => {
    it('filters by title, case-insensitive; empty query keeps all', () => {
      const list = [active('Quad Skates'), active('Pads')];
      expect(searchProducts(list, 'pad')).toEqual([list[1]]);
      expect(searchProducts(list, '')).toEqual(list);
    });
  });
});
