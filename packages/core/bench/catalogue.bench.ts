import { bench, describe } from 'vitest';
import { mergePopularPage } from '../src/catalogue/popular';
import { searchSuggestions } from '../src/catalogue/search';
import { sortListing, sortShop } from '../src/catalogue/sort';

// A catalogue far larger than the academy's, so regressions in the rules' complexity show.
const products = Array.from({ length: 2000 }, (_, i) => ({
  product_id: `p${i}`,
  title: `Skate model ${i % 300} ${i % 7 === 0 ? 'Pro' : 'Lite'}`,
  status: 'Active',
  category: i % 10 === 0 ? 'courses' : 'skates',
  product_type: 'Simple',
  originalPrice: 1000 + (i % 500),
  discountPrice: 900 + (i % 400),
  totalSold: (i * 37) % 1000,
  createdAt: new Date(2024, 0, 1 + (i % 365)).toISOString(),
}));

describe('catalogue rules', () => {
  bench('search suggestions over 2000 products', () => {
    searchSuggestions(products, 'pro');
  });
  bench('listing sort by price over 2000 products', () => {
    sortListing(products, 'price-desc');
    sortShop(products, 'price-asc');
  });
  bench('popular paging: 20 pages of 10 merged', () => {
    let items: typeof products = [];
    for (let page = 0; page < 20; page++)
      items = mergePopularPage(items, products.slice(page * 10, page * 10 + 10)).items;
  });
});
