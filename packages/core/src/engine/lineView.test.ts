import { describe, expect, it } from 'vitest';
import { resolveLine, toLineView } from './lineView';

const simple = {
  product_id: 'p1',
  title: 'Quad Skates',
  sku: 'QS-1',
  status: 'Active',
  category: 'Skates',
  product_type: 'Simple',
  originalPrice: 2499,
  discountPrice: '1999',
  image: '/img/qs.jpg',
  gallery: '["/img/qs-1.jpg","/img/qs-2.jpg"]',
  description: 'Long text',
  short_description: 'Short text',
  stock: '12',
  totalStock: 12,
  delivery_days: 4,
};

describe('rule group: guest cart rules', () => {
  describe('toLineView', () => {
    it('builds the spec cart item for a simple product (guest)', () => {
      expect(toLineView(simple, 'QS-1', { mainId: 'store-1' })).toEqual({
        product_id: 'p1',
        product_sku: 'QS-1',
        product_name: 'Quad Skates',
        product_price: 2499,
        product_saleprice: 1999,
        product_stockstatus: '12',
        product_status: 'Active',
        product_image: '/img/qs.jpg',
        product_gallery: ['/img/qs-1.jpg', '/img/qs-2.jpg'],
        description: 'Long text',
        short_description: 'Short text',
        category: 'Skates',
        product_type: 'Simple',
        variation_attributes: {},
        typeofsimple: '',
        user_id: '',
        user_name: '',
        delivery_days: 4,
        main_id: 'store-1',
        quantity: 1,
        course: false,
        stock_left: 12,
      });
    });

    it('takes sku, prices, stock, image, gallery and attributes from the chosen variation', () => {
      const item = toLineView(
        {
          ...simple,
          product_type: 'Variable Product',
          variation: [
            { sku: 'QS-1-S', price: 2500, salePrice: 0, stock: '3' },
            {
              sku: 'QS-1-M',
              price: 2600,
              salePrice: 2100,
              stock: 'Out of Stock',
              imageUrl: '/img/m.jpg',
              galleryImages: ['/img/m2.jpg'],
              attributes: { Size: 'M', Wheels: 4 },
            },
          ],
        },
        'QS-1-M',
        { mainId: 'store-1', user: { user_id: 'u9', full_name: 'Asha Rao' }, quantity: 2 },
      );
      expect(item).toMatchObject({
        product_sku: 'QS-1-M',
        product_price: 2600,
        product_saleprice: 2100,
        product_stockstatus: 'Out of Stock',
        product_image: '/img/m.jpg',
        product_gallery: ['/img/m2.jpg'],
        variation_attributes: { Size: 'M', Wheels: '4' },
        user_id: 'u9',
        user_name: 'Asha Rao',
        quantity: 2,
      });
    });

    it.each([
      {
        name: 'status defaults to Active',
        product: { ...simple, status: '' },
        key: 'product_status',
        value: 'Active',
      },
      {
        name: 'course flag from the category',
        product: { ...simple, category: 'courses' },
        key: 'course',
        value: true,
      },
      {
        name: 'variation without image falls back to the product image',
        key: 'product_image',
        value: '/img/qs.jpg',
        sku: 'X',
        product: { ...simple, product_type: 'Variable Product', variation: [{ sku: 'X', price: 10 }] },
      },
      {
        name: 'a sale price without a regular price: the regular price is the sale price (599)',
        product: { ...simple, originalPrice: 0, discountPrice: 599 },
        key: 'product_price',
        value: 599,
      },
      {
        name: 'no sale price: a unit sells at the regular price (2499)',
        product: { ...simple, discountPrice: 0 },
        key: 'product_saleprice',
        value: 2499,
      },
      {
        name: "category 'Courses' is a course too",
        product: { ...simple, category: 'Courses' },
        key: 'course',
        value: true,
      },
      { name: 'quantity never below 1', product: simple, key: 'quantity', value: 1, quantity: 0 },
      { name: 'negative quantity is 1', product: simple, key: 'quantity', value: 1, quantity: -4 },
      { name: 'fractional quantity is whole', product: simple, key: 'quantity', value: 2, quantity: 2.9 },
      {
        name: 'NaN quantity (empty box) is 1',
        product: simple,
        key: 'quantity',
        value: 1,
        quantity: Number.NaN,
      },
    ])('$name', ({ product, key, value, sku, quantity }) => {
      const item = toLineView(product, sku ?? 'QS-1', { mainId: 's', quantity });
      expect(item[key as keyof typeof item]).toEqual(value);
    });

    it('uses the user name when there is no full name', () => {
      expect(
        toLineView(simple, 'QS-1', { mainId: 's', user: { user_id: 'u1', name: 'Ravi' } }).user_name,
      ).toBe('Ravi');
    });
  });

  describe('resolveLine', () => {
    it.each([
      { name: 'unlimited stock', stock: 'Unlimited Stock', totalStock: 0, expected: null },
      { name: 'out of stock', stock: 'Out of Stock', totalStock: 9, expected: 0 },
      { name: 'a count as text, none left of it', stock: '12', totalStock: 0, expected: 0 },
      { name: 'totalStock is what is left', stock: '12', totalStock: 9, expected: 9 },
      { name: 'unreadable stock falls back to totalStock', stock: 'lots', totalStock: 7, expected: 7 },
    ])('$name -> $expected left', ({ stock, totalStock, expected }) => {
      expect(resolveLine({ ...simple, stock, totalStock }, 'QS-1')?.stockLeft).toBe(expected);
    });

    it('a Variable Product needs one of its variation skus', () => {
      const product = {
        ...simple,
        product_type: 'Variable Product',
        variation: [{ sku: 'V-1', price: 700 }],
      };
      expect(resolveLine(product, 'QS-1')).toBeNull();
      expect(resolveLine(product, 'V-1')).toMatchObject({ sku: 'V-1', unitPrice: 700, regularPrice: 700 });
    });
  });
});
