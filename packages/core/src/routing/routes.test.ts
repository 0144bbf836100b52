import { describe, expect, it } from 'vitest';
import {
  categoryRoute,
  isProtectedRoute,
  paymentSuccessRoute,
  returnTarget,
  searchRoute,
  trackRoute,
} from './routes';
import { itAnswers } from '../internal/test-answers';

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

  itAnswers(
    isProtectedRoute,
    {
      true: [
        '/checkout',
        '/my-account?tab=orders',
        '/track/abc',
        '/payment-success/1',
        '/payment-failedad/1',
      ],
      false: ['/cart', '/admission-form', '/'],
    },
    'isProtectedRoute %s',
  );

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
