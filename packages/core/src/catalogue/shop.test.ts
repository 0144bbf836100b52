import { describe, expect, it } from 'vitest';
import { PRICE_RANGES, SHOP_PAGE } from '../constants';
import {
  inPriceRanges,
  initialShopState,
  isShopOrder,
  SHOP_ORDER_GROUPS,
  type ShopOrder,
  type ShopState,
  shopReducer,
  shopView,
  sortShopOrder,
} from './shop';

const make = (n: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) => ({
    product_id: `p${i}`,
    status: 'Active',
    category: i % 2 === 0 ? 'Skates' : 'Safety Gear',
    discountPrice: 100 * (i + 1),
    totalSold: n - i,
    ...extra,
  }));

describe('rule group: shop price filters and Load More', () => {
  describe('price ranges', () => {
    it('are 0-200, 200-400 and 400-6000 rupees', () => {
      expect(PRICE_RANGES.map((r) => [r.min, r.max, r.label])).toEqual([
        [0, 200, '₹0 - ₹200'],
        [200, 400, '₹200 - ₹400'],
        [400, 6000, '₹400 - ₹6000'],
      ]);
    });

    it.each([
      { price: 150, ranges: ['0-200'] as const, expected: true },
      { price: 200, ranges: ['0-200'] as const, expected: true },
      { price: 200, ranges: ['200-400'] as const, expected: true },
      { price: 401, ranges: ['0-200', '200-400'] as const, expected: false },
      { price: 6000, ranges: ['400-6000'] as const, expected: true },
      { price: 6001, ranges: ['400-6000'] as const, expected: false },
      { price: 9999, ranges: [] as const, expected: true }, // nothing picked: any price
    ])('$price in $ranges -> $expected', ({ price, ranges, expected }) => {
      expect(inPriceRanges({ discountPrice: price }, ranges)).toBe(expected);
    });
  });

  describe('shop paging', () => {
    it('shows 9, then 9 more per Load More, until all are shown', () => {
      const products = make(20);
      let state = initialShopState;
      expect(shopView(products, state)).toMatchObject({ total: 20, hasMore: true });
      expect(shopView(products, state).items).toHaveLength(SHOP_PAGE);
      state = shopReducer(state, { type: 'load-more' });
      expect(shopView(products, state).items).toHaveLength(18);
      state = shopReducer(state, { type: 'load-more' });
      expect(shopView(products, state)).toMatchObject({ hasMore: false });
      expect(shopView(products, state).items).toHaveLength(20);
    });

    it('goes back to page 1 when a filter changes', () => {
      const loaded: ShopState = { ...initialShopState, page: 3 };
      const next = shopReducer(loaded, { type: 'filter', filters: { priceRanges: ['0-200'] } });
      expect(next.page).toBe(1);
      expect(next.filters).toEqual({ categories: [], priceRanges: ['0-200'], sort: 'listing:recommended' });
    });

    it.each([
      { name: 'category', filters: { categories: ['skates'] }, expected: ['p0', 'p2', 'p4', 'p6', 'p8'] },
      { name: 'price 200-400', filters: { priceRanges: ['200-400' as const] }, expected: ['p1', 'p2', 'p3'] },
      {
        name: 'category and price, price low to high',
        filters: {
          categories: ['Safety Gear'],
          priceRanges: ['0-200' as const, '400-6000' as const],
          sort: 'shop:price-asc' as const,
        },
        expected: ['p1', 'p3', 'p5', 'p7', 'p9'],
      },
    ])('filters by $name', ({ filters, expected }) => {
      const state = shopReducer(initialShopState, { type: 'filter', filters });
      expect(shopView(make(10), state).items.map((p) => p.product_id)).toEqual(expected);
    });

    it('offers the listing sorts and, beside them, the shop sort set; Recommended first', () => {
      expect(SHOP_ORDER_GROUPS.map((g) => g.options.map((o) => o.label))).toEqual([
        ['Recommended', 'Newest First', 'Popular', 'Price High to Low', 'Price Low to High'],
        ['Best Selling', 'Price: Low to High', 'Price: High to Low', 'Newest Arrivals'],
      ]);
      expect(initialShopState.filters.sort).toBe('listing:recommended');
      expect(isShopOrder('shop:best-selling')).toBe(true);
      expect(isShopOrder('best-selling')).toBe(false);
    });

    it('sorts by either set', () => {
      const products = [
        { product_id: 'a', totalSold: 1, discountPrice: 300 },
        { product_id: 'b', totalSold: 9, discountPrice: 100 },
        { product_id: 'c', totalSold: 5, discountPrice: 200 },
      ];
      const ids = (order: ShopOrder) => sortShopOrder(products, order).map((p) => p.product_id);
      expect(ids('listing:recommended')).toEqual(['a', 'b', 'c']);
      expect(ids('shop:best-selling')).toEqual(['b', 'c', 'a']);
      expect(ids('listing:price-desc')).toEqual(['a', 'c', 'b']);
      expect(ids('shop:price-asc')).toEqual(['b', 'c', 'a']);
    });

    it('leaves out inactive products and courses', () => {
      const products = [
        ...make(2),
        { product_id: 'c', status: 'Active', category: 'courses' },
        { product_id: 'x', status: 'Draft' },
      ];
      expect(shopView(products, initialShopState).items.map((p) => p.product_id)).toEqual(['p0', 'p1']);
    });
  });
});
