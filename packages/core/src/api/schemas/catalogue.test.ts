import { describe, expect, it } from 'vitest';
import { STOCK_OUT, STOCK_UNLIMITED } from '../../constants';
import {
  Category,
  NewArrivalGroup,
  NewArrivalsResponse,
  Product,
  ProductResponse,
  Slider,
  StoreProfileResponse,
  Variation,
} from './catalogue';

/** A product as the loose backend sends it: lists as JSON text, numbers as text, a Mongo id, extra fields. */
const looseProduct = {
  _id: '65f0c0ffee',
  product_id: 101,
  title: 'Inline Skates Pro',
  status: 'Active',
  category: 'skates',
  categorytype: '["Best Sellers","Trending"]',
  product_type: 'Variable Product',
  originalPrice: '4999',
  discountPrice: '3999.50',
  gallery: '["a.jpg","b.jpg"]',
  key_features: 'not json',
  specifications: '[{"label":"Wheels","value":"4 x 80mm"}]',
  variation: JSON.stringify([
    { sku: 'SK-7', price: '2999', salePrice: '', stock: 5, attributes: '{"Size":"7"}' },
    { sku: 'SK-8', price: 3199, salePrice: '2899', stock: STOCK_OUT, galleryImages: ['c.jpg'] },
  ]),
  attribute: [{ name: 'Size', slug: 'size', selectedTerms: '[{"id":1,"name":"7"}]' }],
  grouped_product: '',
  stock: STOCK_UNLIMITED,
  totalStock: '12',
  totalSold: 'many',
  delivery_days: '3',
  weight: 1.2,
  __v: 0,
  internal_note: 'never shown',
};

describe('Product', () => {
  const product = Product.parse(looseProduct);

  it('parses lists that arrive as JSON text', () => {
    expect(product.categorytype).toEqual(['Best Sellers', 'Trending']);
    expect(product.gallery).toEqual(['a.jpg', 'b.jpg']);
    expect(product.specifications).toEqual([{ label: 'Wheels', value: '4 x 80mm' }]);
    expect(product.variation.map((v) => v.sku)).toEqual(['SK-7', 'SK-8']);
    expect(product.attribute[0]?.selectedTerms).toEqual([{ id: '1', name: '7' }]);
  });

  it('gives [] for list text that does not parse and for empty text', () => {
    expect(product.key_features).toEqual([]);
    expect(product.grouped_product).toEqual([]);
  });

  it('turns numeric text into numbers, and non-numeric text into 0', () => {
    expect(product.originalPrice).toBe(4999);
    expect(product.discountPrice).toBe(3999.5);
    expect(product.totalStock).toBe(12);
    expect(product.delivery_days).toBe(3);
    expect(product.totalSold).toBe(0);
  });

  it('keeps stock as text and ids as text', () => {
    expect(product.stock).toBe(STOCK_UNLIMITED);
    expect(product.product_id).toBe('101');
    expect(product._id).toBe('65f0c0ffee');
    expect(product.weight).toBe('1.2');
  });

  it('drops unknown fields without failing', () => {
    expect(product).not.toHaveProperty('internal_note');
    expect(product).not.toHaveProperty('__v');
  });

  it('fills every missing field with a safe default', () => {
    const empty = Product.parse({});
    expect(empty).toMatchObject({
      product_id: '',
      title: '',
      stock: '',
      originalPrice: 0,
      discountPrice: 0,
      totalStock: 0,
      gallery: [],
      variation: [],
      attribute: [],
      categorytype: [],
      reviews: [],
    });
    expect(empty._id).toBeUndefined();
  });

  it('refuses a value that is not an object at all', () => {
    expect(Product.safeParse('Inline Skates').success).toBe(false);
  });
});

describe('Variation', () => {
  it.each([
    [{ stock: 0 }, '0'],
    [{ stock: '7' }, '7'],
    [{ stock: STOCK_OUT }, STOCK_OUT],
    [{}, ''],
  ])('keeps stock %j as text %j', (input, expected) => {
    expect(Variation.parse(input).stock).toBe(expected);
  });

  it('reads prices and attributes from text', () => {
    const variation = Variation.parse({ price: '2999', salePrice: '', attributes: '{"Size":7}' });
    expect(variation).toMatchObject({ price: 2999, salePrice: 0, attributes: { Size: '7' } });
  });
});

describe('NewArrivalGroup', () => {
  it('parses its product list from JSON text and drops nothing valid', () => {
    const group = NewArrivalGroup.parse({
      category_name: 'Skates',
      product: JSON.stringify([looseProduct, { product_id: 'p2' }]),
    });
    expect(group.product.map((p) => p.product_id)).toEqual(['101', 'p2']);
    expect(group.description).toBe('');
  });

  it('gives an empty product list for unreadable text', () => {
    expect(NewArrivalGroup.parse({ product: '[broken' }).product).toEqual([]);
  });

  it('reads the wire envelope and a bare list alike', () => {
    expect(NewArrivalsResponse.parse({ data: [{ category_name: 'A' }] }).data[0]?.category_name).toBe('A');
    expect(NewArrivalsResponse.parse([{ category_name: 'B' }]).data[0]?.category_name).toBe('B');
  });
});

describe('Category, Slider, StoreProfile', () => {
  it('orders by a numeric position even when it arrives as text', () => {
    expect(Category.parse({ category: 'skates', position: '2' }).position).toBe(2);
  });

  it("reads a slider's product from an object or JSON text, null otherwise", () => {
    expect(Slider.parse({ product: { product_id: 'p1', status: 'Active' } }).product?.product_id).toBe('p1');
    expect(Slider.parse({ product: '{"product_id":"p2"}' }).product?.product_id).toBe('p2');
    expect(Slider.parse({ product: 'p3' }).product).toBeNull();
    expect(Slider.parse({ price: '999', cutOffPrice: '1299' })).toMatchObject({
      price: 999,
      cutOffPrice: 1299,
    });
  });

  it('reads the store profile from `users`, also when it is a list', () => {
    expect(StoreProfileResponse.parse({ users: { tag_line: 'Roll on' } }).users?.tag_line).toBe('Roll on');
    expect(
      StoreProfileResponse.parse({ users: [{ orignal_logoname: 'logo.png' }] }).users?.orignal_logoname,
    ).toBe('logo.png');
  });

  it('answers null data for a missing product', () => {
    expect(ProductResponse.parse({ data: null }).data).toBeNull();
  });
});
