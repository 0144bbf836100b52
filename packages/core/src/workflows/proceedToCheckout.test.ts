import { describe, expect, it } from 'vitest';
import { CartItem } from '../api/schemas/cart';
import { TEXTS } from '../texts';
import { proceedToCheckout } from './proceedToCheckout';
import { routedStorefront } from './test-storefront';

const line = CartItem.parse({
  product_id: 'p1',
  product_sku: 'QS',
  product_name: 'Quad Skates',
  product_price: 2499,
  product_saleprice: 1999,
  quantity: 2,
});

describe('proceedToCheckout (the cart -> checkout step)', () => {
  it('signed in: builds the checkout data from the cart lines and answers /checkout', () => {
    const { storefront } = routedStorefront({}, { signedIn: true });
    expect(proceedToCheckout(storefront, { lines: [line], payMode: 'paynow' })).toEqual({
      ok: true,
      next: 'route',
      route: '/checkout',
    });
    expect(storefront.checkout.getState().data).toMatchObject({ totalAfterDiscount: 3998, products: [line] });
    expect(storefront.returnPage.getState().path).toBeNull();
  });

  it('guest: remembers /checkout as the page to return to and answers /login', () => {
    const { storefront } = routedStorefront({});
    expect(proceedToCheckout(storefront, { lines: [line], payMode: 'payondelivery' })).toEqual({
      ok: true,
      next: 'route',
      route: '/login',
    });
    expect(storefront.returnPage.getState().path).toBe('/checkout');
    expect(storefront.checkout.getState().data).toBeNull();
  });

  it('paymanual: asks for the quote form instead, signed in or not', () => {
    for (const signedIn of [true, false]) {
      const { storefront } = routedStorefront({}, { signedIn });
      expect(proceedToCheckout(storefront, { lines: [line], payMode: 'paymanual' })).toEqual({
        ok: true,
        next: 'quote',
      });
      expect(storefront.checkout.getState().data).toBeNull();
    }
  });

  it('an empty cart stays with "Your cart is empty"', () => {
    const { storefront } = routedStorefront({}, { signedIn: true });
    expect(proceedToCheckout(storefront, { lines: [], payMode: 'paynow' })).toEqual({
      ok: false,
      message: TEXTS.CART_EMPTY,
    });
  });
});
