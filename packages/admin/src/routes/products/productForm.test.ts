import { CATALOGUE_TEXTS } from '@skatekit/console-contract';
import { describe, expect, it } from 'vitest';
import { checkProduct, EMPTY_PRODUCT, generateVariations, type ProductFormValues } from './productForm';

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

  it('generates a size x colour matrix of variations, keeping the rows already there and dropping combinations no longer offered', () => {
    const made = generateVariations(
      {
        sku: 'SK-QJA',
        attributes: [
          { name: 'Size', terms: '7, 8' },
          { name: 'Colour', terms: 'Red, Jet black' },
        ],
        variations: [
          {
            sku: 'KEEP-8R',
            price: '3100',
            salePrice: '2900',
            stock: '4',
            image: 'a.jpg',
            gallery: ['/b.webp'],
            terms: ['8', 'red'],
            saved: true,
          },
          {
            sku: 'GONE-9',
            price: '1',
            salePrice: '',
            stock: '1',
            image: '',
            gallery: [],
            terms: ['9', 'Red'],
            saved: true,
          },
        ],
      },
      { price: '2999', stock: '5' },
    );
    expect(made.tooMany).toBe(false);
    expect(made.added).toBe(3);
    expect(made.variations.map((v) => [v.sku, v.terms.join('/'), v.price, v.stock, v.saved])).toEqual([
      ['SK-QJA-7-RED', '7/Red', '2999', '5', false],
      ['SK-QJA-7-JETBLACK', '7/Jet black', '2999', '5', false],
      ['KEEP-8R', '8/Red', '3100', '4', true],
      ['SK-QJA-8-JETBLACK', '8/Jet black', '2999', '5', false],
    ]);
    // The generated rows make a valid product body.
    const checked = checkProduct({
      ...filled,
      type: 'Variable Product',
      price: '',
      sku: 'SK-QJA',
      attributes: [
        { name: 'Size', terms: '7, 8' },
        { name: 'Colour', terms: 'Red, Jet black' },
      ],
      variations: made.variations.map((v) => ({
        ...v,
        terms: v.terms.map((t) => (t === 'red' ? 'Red' : t)),
      })),
    });
    expect(checked.ok && checked.body.variations?.map((v) => v.gallery)).toEqual([[], [], ['/b.webp'], []]);
    expect(checked.ok && checked.body.variations?.map((v) => v.sku)).toEqual([
      'SK-QJA-7-RED',
      'SK-QJA-7-JETBLACK',
      'KEEP-8R',
      'SK-QJA-8-JETBLACK',
    ]);
  });

  it('refuses a matrix above the 200 variations a product may have, changing nothing', () => {
    const many = Array.from({ length: 15 }, (_, i) => String(i + 1)).join(', ');
    const made = generateVariations(
      {
        sku: 'BIG',
        attributes: [
          { name: 'A', terms: many },
          { name: 'B', terms: many },
        ],
        variations: [],
      },
      { price: '1', stock: '1' },
    );
    expect([made.tooMany, made.variations]).toEqual([true, []]);
  });
});
