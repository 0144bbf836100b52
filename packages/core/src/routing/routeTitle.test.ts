import { describe, expect, it } from 'vitest';
import { productRoute } from './productRoute';
import { routePageName, routeTitle } from './routeTitle';

const SITE = 'SkateKit Roller Skating Academy | Malad, Goregaon & Andheri';

describe('routeTitle', () => {
  it('names a product page after the product, then the store', () => {
    const path = productRoute('Kids Adjustable Inline Skates', 'sk-inline-kids-adjustable');
    expect(routeTitle(path, 'SkateKit Academy')).toBe('Kids Adjustable Inline Skates - SkateKit Academy');
    expect(routeTitle(path, SITE)).toBe('Kids Adjustable Inline Skates - SkateKit Roller Skating Academy');
  });

  it.each([
    ['/cart', 'Cart - SkateKit Roller Skating Academy'],
    ['/checkout', 'Checkout - SkateKit Roller Skating Academy'],
    ['/my-account/', 'My Account - SkateKit Roller Skating Academy'],
    ['/track/ord-1', 'Track Order - SkateKit Roller Skating Academy'],
    ['/invoice/ord-1', 'Tax Invoice - SkateKit Roller Skating Academy'],
    ['/payment-successad/x', 'Payment - SkateKit Roller Skating Academy'],
    ['/category-detail/inline%20skates', 'inline skates - SkateKit Roller Skating Academy'],
    ['/course', 'Our Courses - SkateKit Roller Skating Academy'],
    ['/', SITE],
  ])('%s -> %s', (path, title) => {
    expect(routeTitle(path, SITE)).toBe(title);
  });

  it('says Page not found for a path the shop does not know, and copes without settings', () => {
    expect(routeTitle('/nope', SITE, false)).toBe('Page not found - SkateKit Roller Skating Academy');
    expect(routeTitle('/cart', '')).toBe('Cart');
    expect(routePageName('/nope')).toBe('');
  });
});
