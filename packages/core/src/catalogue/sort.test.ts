import { describe, expect, it } from 'vitest';
import { LISTING_SORTS, type ListingSort, SHOP_SORTS, type ShopSort } from '../constants';
import { sortListing, sortShop } from './sort';
import { itMaps } from '../internal/test-answers';

const products = [
  { product_id: 'a', discountPrice: 500, totalSold: 3, createdAt: '2024-03-01T00:00:00Z' },
  { product_id: 'b', discountPrice: 150, totalSold: 40, createdAt: '2024-05-01T00:00:00Z' },
  {
    product_id: 'c',
    product_type: 'Variable Product',
    variation: [{ price: 900, salePrice: 300 }],
    totalSold: '12',
    createdAt: '2023-12-01T00:00:00Z',
  },
  { product_id: 'd', originalPrice: 1000, discountPrice: 0, totalSold: 0, createdAt: 'not a date' },
];
const order = (list: { product_id: string }[]) => list.map((p) => p.product_id).join('');

describe('rule group: listing sorts', () => {
  describe('sortListing', () => {
    itMaps(
      (sort: ListingSort) => order(sortListing(products, sort)),
      [
        ['recommended', 'abcd'], // original order
        ['newest', 'bacd'],
        ['popular', 'bcad'], // totalSold high first
        ['price-desc', 'dacb'], // d sorts by its regular 1000, c by its sale 300
        ['price-asc', 'bcad'],
      ],
    );

    it('offers the spec labels in order', () => {
      expect(LISTING_SORTS.map((s) => s.label)).toEqual([
        'Recommended',
        'Newest First',
        'Popular',
        'Price High to Low',
        'Price Low to High',
      ]);
    });

    it('does not reorder the input', () => {
      sortListing(products, 'price-asc');
      expect(order(products)).toBe('abcd');
    });
  });

  describe('sortShop', () => {
    itMaps(
      (sort: ShopSort) => order(sortShop(products, sort)),
      [
        ['best-selling', 'bcad'],
        ['price-asc', 'bcad'],
        ['price-desc', 'dacb'],
        ['newest', 'bacd'],
      ],
    );

    it('offers the spec labels in order', () => {
      expect(SHOP_SORTS.map((s) => s.label)).toEqual([
        'Best Selling',
        'Price: Low to High',
        'Price: High to Low',
        'Newest Arrivals',
      ]);
    });
  });
});
