import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_COOKIE_LINES, cartCookieValue, readCartCookie } from './cartCookie';

describe('the cart cookie', () => {
  it('carries the first lines of the cart: product, sku and quantity', () => {
    const value = cartCookieValue([
      { product_id: 'sk-quad-junior', product_sku: 'SK-QJ-7', quantity: 2 },
      { product_id: 'sk helmet|pro', product_sku: 'H:1', quantity: '1' },
    ]);
    expect(value).toBe('sk-quad-junior:SK-QJ-7:2|sk%20helmet%7Cpro:H%3A1:1');
    expect(readCartCookie(value)).toEqual([
      { id: 'sk-quad-junior', sku: 'SK-QJ-7', quantity: 2 },
      { id: 'sk helmet|pro', sku: 'H:1', quantity: 1 },
    ]);
  });

  it('is empty for an empty cart and keeps only the first three lines', () => {
    expect(cartCookieValue([])).toBe('');
    const lines = ['a', 'b', 'c', 'd'].map((id) => ({ product_id: id, product_sku: id, quantity: 1 }));
    expect(CART_COOKIE_LINES).toBe(3);
    expect(readCartCookie(cartCookieValue(lines)).map((line) => line.id)).toEqual(['a', 'b', 'c']);
  });

  it('stays short: a line that would pass 600 characters is left out', () => {
    const long = 'x'.repeat(400);
    const value = cartCookieValue([
      { product_id: long, product_sku: '', quantity: 1 },
      { product_id: long, product_sku: '', quantity: 1 },
    ]);
    expect(value).toBe(`${long}::1`);
  });

  it('reads a stranger’s value as hints only: malformed lines are left out, never thrown', () => {
    expect(readCartCookie('a:b:0|c:d:1001|ok:sku:1000')).toEqual([{ id: 'ok', sku: 'sku', quantity: 1000 }]);
    expect(readCartCookie('e:f:x|g:h|%E0%A4%A:s:1')).toEqual([]);
    expect(readCartCookie(undefined)).toEqual([]);
    expect(readCartCookie('y'.repeat(601))).toEqual([]);
    fc.assert(
      fc.property(fc.string({ maxLength: 700 }), (value) => {
        for (const line of readCartCookie(value)) {
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(1000);
        }
      }),
      { numRuns: 300 },
    );
  });
});
