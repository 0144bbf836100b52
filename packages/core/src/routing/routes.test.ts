import { describe, expect, it } from 'vitest';
import {
  categoryRoute,
  isProtectedRoute,
  paymentSuccessRoute,
  returnTarget,
  searchRoute,
  trackRoute,
} from './routes';

describe('routing', () => {
  it.each([
    { route: categoryRoute('Safety Gear'), expected: '/category-detail/Safety%20Gear' },
    { route: searchRoute(' quad skates '), expected: '/product?search=quad%20skates' },
    { route: searchRoute(''), expected: '/product' },
    { route: trackRoute('ord_1'), expected: '/track/ord_1' },
    { route: paymentSuccessRoute(77), expected: '/payment-success/77' },
  ])('$expected', ({ route, expected }) => {
    expect(route).toBe(expected);
  });

  describe('isProtectedRoute', () => {
    it.each([
      { path: '/checkout', expected: true },
      { path: '/my-account?tab=orders', expected: true },
      { path: '/track/abc', expected: true },
      { path: '/payment-success/1', expected: true },
      { path: '/payment-failedad/1', expected: true },
      { path: '/cart', expected: false },
      { path: '/admission-form', expected: false },
      { path: '/', expected: false },
    ])('$path -> $expected', ({ path, expected }) => {
      expect(isProtectedRoute(path)).toBe(expected);
    });
  });

  describe('returnTarget (saved return page, or /)', () => {
    it.each([
      { saved: '/checkout', expected: '/checkout' },
      { saved: '/cart', expected: '/cart' },
      { saved: null, expected: '/' },
      { saved: '', expected: '/' },
      { saved: '//evil.example', expected: '/' },
      { saved: 'https://evil.example/x', expected: '/' },
    ])('$saved -> $expected', ({ saved, expected }) => {
      expect(returnTarget(saved)).toBe(expected);
    });
  });
});
