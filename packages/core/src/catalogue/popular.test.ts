import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, POPULAR_INITIAL, POPULAR_TABS } from '../constants';
import { TEXTS } from '../texts';
import {
  mergePopularPage,
  popularServerTab,
  popularTabProducts,
  popularVisible,
  showMoreProductsVisible,
} from './popular';

const item = (id: string, extra: Record<string, unknown> = {}) => ({
  product_id: id,
  status: 'Active',
  ...extra,
});
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => item(`p${from + i}`));
const ids = (list: { product_id?: string }[]) => list.map((p) => p.product_id);

describe('rule group: popular products paging', () => {
  it('issue 39: Best Sellers and Trending are asked of the server by its tab id; the other tabs are not', () => {
    expect(POPULAR_TABS.map(popularServerTab)).toEqual([null, null, 'best-sellers', 'trending']);
  });

  describe('mergePopularPage', () => {
    it('appends a new page after the shown items (the first card never changes) and keeps paging after a full page of 10', () => {
      const first = mergePopularPage([], page(0, PAGE_SIZE));
      expect(first.hasMore).toBe(true);
      const second = mergePopularPage(first.items, page(10, PAGE_SIZE));
      expect(second.items).toHaveLength(20);
      expect(ids(second.items).slice(0, 2)).toEqual(['p0', 'p1']);
      expect(ids(second.items)[10]).toBe('p10');
    });

    it.each([
      { size: 10, hasMore: true },
      { size: 9, hasMore: false },
      { size: 0, hasMore: false },
    ])('a page of $size -> hasMore $hasMore', ({ size, hasMore }) => {
      expect(mergePopularPage(page(0, 3), page(100, size)).hasMore).toBe(hasMore);
    });

    it('de-duplicates by product_id, the fresh copy winning in its old place', () => {
      const existing = [item('a', { title: 'old' }), item('b')];
      const result = mergePopularPage(existing, [item('c'), item('a', { title: 'new' }), item('c')]);
      expect(ids(result.items)).toEqual(['a', 'b', 'c']);
      expect(result.items[0]).toMatchObject({ title: 'new' });
    });
  });

  describe('popularTabProducts', () => {
    const products = [
      item('s1', { categorytype: ['Best Sellers'] }),
      item('s2', { categorytype: '["Trending","Best Sellers"]' }),
      item('s3', { categorytype: ['Trending'] }),
      item('s4', { categorytype: ['Best Sellers'], status: 'Inactive' }),
      item('s5', { category: 'courses', categorytype: ['Trending'] }),
      item('s6'),
    ];
    const newArrivals = [{ product: JSON.stringify([item('n1'), item('n2')]) }, { product: [item('n3')] }];

    it.each([
      { tab: TEXTS.TAB_ALL_PRODUCTS, expected: ['s1', 's2', 's3', 's6'] },
      { tab: TEXTS.TAB_BEST_SELLERS, expected: ['s1', 's2'] },
      { tab: TEXTS.TAB_TRENDING, expected: ['s2', 's3'] },
      { tab: TEXTS.TAB_NEW_ARRIVALS, expected: ['n1', 'n2'] }, // first group only
    ])('$tab', ({ tab, expected }) => {
      expect(ids(popularTabProducts(tab, { products, newArrivals }))).toEqual(expected);
    });

    it('has the four spec tabs', () => {
      expect(POPULAR_TABS).toEqual(['All Products', 'New Arrivals', 'Best Sellers', 'Trending']);
    });
  });

  describe('popularVisible and Show More Products', () => {
    const many = page(0, 25);
    it.each([
      { tab: TEXTS.TAB_ALL_PRODUCTS, expanded: false, count: POPULAR_INITIAL },
      { tab: TEXTS.TAB_ALL_PRODUCTS, expanded: true, count: 25 },
      { tab: TEXTS.TAB_TRENDING, expanded: false, count: 25 },
    ])('$tab expanded=$expanded shows $count', ({ tab, expanded, count }) => {
      expect(popularVisible(many, tab, expanded)).toHaveLength(count);
    });

    it.each([
      { tab: TEXTS.TAB_ALL_PRODUCTS, count: 21, visible: true },
      { tab: TEXTS.TAB_ALL_PRODUCTS, count: 20, visible: false },
      { tab: TEXTS.TAB_BEST_SELLERS, count: 50, visible: false },
    ])('$tab with $count products -> $visible', ({ tab, count, visible }) => {
      expect(showMoreProductsVisible(tab, count)).toBe(visible);
    });
  });
});
