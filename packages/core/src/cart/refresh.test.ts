import { describe, expect, it } from 'vitest';
import { line } from './test-fixtures';
import { refreshCartLine } from './refresh';
import { cartAddRefusal } from './serverCart';

describe('rule group: guest cart rules', () => {
  describe('refreshCartLine (guest cart refresh)', () => {
    it('takes the latest title, prices, stock, status, image and gallery; keeps quantity', () => {
      const stored = line({ product_sku: 'QS-1', quantity: 3, product_price: 1000, product_saleprice: 800 });
      const fresh = refreshCartLine(stored, {
        product_id: 'p1',
        sku: 'QS-1',
        title: 'Quad Skates v2',
        originalPrice: 1100,
        discountPrice: 900,
        stock: '2',
        totalStock: 2,
        status: 'Inactive',
        image: '/img/v2.jpg',
        gallery: ['/img/v2-a.jpg'],
      });
      expect(fresh).toEqual({
        ...stored,
        product_name: 'Quad Skates v2',
        product_price: 1100,
        product_saleprice: 900,
        product_stockstatus: '2',
        stock_left: 2,
        product_status: 'Inactive',
        product_image: '/img/v2.jpg',
        product_gallery: ['/img/v2-a.jpg'],
      });
    });

    it('refreshes a variation line from its variation', () => {
      const stored = line({
        product_sku: 'V-M',
        product_type: 'Variable Product',
        variation_attributes: { Size: 'M' },
      });
      const fresh = refreshCartLine(stored, {
        title: 'Inline',
        product_type: 'Variable Product',
        variation: [
          { sku: 'V-S', price: 1, salePrice: 1, stock: '1' },
          { sku: 'V-M', price: 1500, salePrice: 1350, stock: 'Out of Stock' },
        ],
      });
      expect(fresh).toMatchObject({
        product_price: 1500,
        product_saleprice: 1350,
        product_stockstatus: 'Out of Stock',
        variation_attributes: { Size: 'M' },
      });
    });

    it('keeps a line whose variation is gone unchanged', () => {
      const stored = line({ product_sku: 'V-XL' });
      expect(
        refreshCartLine(stored, { product_type: 'Variable Product', variation: [{ sku: 'V-S', price: 1 }] }),
      ).toBe(stored);
    });
  });

  describe('server add-to-cart refusal', () => {
    it.each([
      { ok: true, reply: { isError: false, msg: 'Added' }, message: null },
      { ok: true, reply: { isError: true, msg: 'Stock exhausted' }, message: 'Stock exhausted' },
      { ok: true, reply: { isError: true, msg: '' }, message: 'Product already in cart' },
      { ok: false, reply: null, message: 'Product already in cart' },
      { ok: false, reply: { msg: 'Server down' }, message: 'Server down' },
    ])('ok=$ok $reply -> $message', ({ ok, reply, message }) => {
      expect(cartAddRefusal(ok, reply)).toBe(message);
    });
  });
});
