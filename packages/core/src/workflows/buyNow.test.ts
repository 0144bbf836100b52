import { describe, expect, it } from 'vitest';
import { Product } from '../api/schemas/catalogue';
import { createMemoryStorage } from '../platform/storage';
import { createStorefrontBase } from '../storefront';
import { startBuyNow } from './buyNow';
import { routedStorefront } from './test-storefront';

const skates = Product.parse({
  product_id: 'p-skates',
  title: 'Quad Skates',
  sku: 'QS',
  category: 'Skates',
  product_type: 'Simple',
  originalPrice: 2499,
  discountPrice: 1999,
  stock: '5',
});
const course = Product.parse({
  ...skates,
  product_id: 'c1',
  title: 'Basics',
  sku: 'C1',
  category: 'Courses',
});

describe('startBuyNow', () => {
  it('puts just this line in the checkout data and answers /checkout', async () => {
    const { storefront } = routedStorefront({}, { signedIn: true });
    expect(await startBuyNow(storefront, skates, { quantity: 2 })).toBe('/checkout');
    expect(storefront.checkout.getState().data).toMatchObject({
      products: [{ product_id: 'p-skates', product_sku: 'QS', quantity: 2, user_id: 'u1', main_id: 'ACAD1' }],
      totalAfterDiscount: 3998,
      course: false,
    });
  });

  it('a course goes to the admission form with the course flag set', async () => {
    const { storefront } = routedStorefront({});
    expect(await startBuyNow(storefront, course)).toBe('/admission-form');
    expect(storefront.checkout.getState().data).toMatchObject({
      course: true,
      products: [{ product_sku: 'C1' }],
    });
  });

  it('on a storefront that did not provide the checkout, loads it and stores the line there', async () => {
    const storage = createMemoryStorage();
    const storefront = createStorefrontBase({
      apiBase: 'http://api.test',
      merchantCode: 'ACAD1',
      storage,
      env: {},
    });
    expect(storefront.provides('checkout')).toBe(false);
    expect(await startBuyNow(storefront, skates)).toBe('/checkout');
    expect(storefront.provides('checkout')).toBe(true);
    expect(storefront.checkout.getState().data).toMatchObject({
      products: [{ product_sku: 'QS', quantity: 1, main_id: 'ACAD1' }],
      totalAfterDiscount: 1999,
    });
    expect(JSON.parse(storage.getItem('checkout_data') ?? 'null')).toMatchObject({
      totalBeforeDiscount: 2499,
    });
  });
});
