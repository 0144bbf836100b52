import { CATALOGUE_TEXTS } from '@skatekit/console-contract';
import { describe, expect, it } from 'vitest';
import { checkProduct, EMPTY_PRODUCT, type ProductFormValues } from './productForm';

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT,
  title: 'Classic Quad Skates',
  sku: 'SK-CQS',
  category: 'quad-skates',
  price: '4499',
};

const problemsOf = (values: ProductFormValues) => {
  const checked = checkProduct(values);
  return checked.ok ? [] : checked.problems;
};

describe('checkProduct (the new-product form)', () => {
  it('asks for the price of a Simple product left empty, so it never goes on sale for nothing', () => {
    expect(problemsOf({ ...filled, price: '' })).toEqual([
      { field: 'price', message: CATALOGUE_TEXTS.PRICE_REQUIRED },
    ]);
    expect(problemsOf({ ...filled, price: '   ' })).toEqual([
      { field: 'price', message: CATALOGUE_TEXTS.PRICE_REQUIRED },
    ]);
  });

  it('takes a typed 0 (a free product is the merchant’s choice) and a typed price', () => {
    const free = checkProduct({ ...filled, price: '0' });
    expect(free.ok && free.body.price).toBe(0);
    const priced = checkProduct(filled);
    expect(priced.ok && priced.body.price).toBe(4499);
  });

  it('says one thing a field: an empty sku is "Enter the sku", not also its format', () => {
    expect(problemsOf({ ...filled, sku: '' })).toEqual([
      { field: 'sku', message: CATALOGUE_TEXTS.SKU_REQUIRED },
    ]);
    expect(problemsOf({ ...filled, sku: 'SK CQS' })).toEqual([
      { field: 'sku', message: CATALOGUE_TEXTS.SKU_FORMAT },
    ]);
  });

  it('names every empty required field of an empty form once', () => {
    expect(problemsOf(EMPTY_PRODUCT).map((p) => p.field)).toEqual(['title', 'sku', 'category', 'price']);
  });

  it("sends the product's low-stock threshold, or null (the store's) when left empty; a negative one is refused", () => {
    const own = checkProduct({ ...filled, lowStockThreshold: '3' });
    expect(own.ok && own.body.lowStockThreshold).toBe(3);
    const store = checkProduct({ ...filled, lowStockThreshold: ' ' });
    expect(store.ok && store.body.lowStockThreshold).toBeNull();
    expect(problemsOf({ ...filled, lowStockThreshold: '-1' }).map((p) => p.field)).toEqual([
      'lowStockThreshold',
    ]);
  });
});
