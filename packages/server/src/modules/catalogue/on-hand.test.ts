import { describe, expect, it } from 'vitest';
import type { VariationRecord } from '../../db/schema';
import { onHandOf } from './console-repository';

const variation = (stock: number | string): VariationRecord => ({
  sku: `V-${stock}`,
  price: 100,
  salePrice: 0,
  stock,
  imageUrl: '',
  galleryImages: [],
  attributes: {},
});

describe("the console product list's On hand", () => {
  it('is null (shown "Unlimited") for a Simple product of unlimited stock, not 0', () => {
    expect(onHandOf({ product_type: 'Simple', stock: 'Unlimited Stock', totalStock: 0, variation: [] })).toBe(
      null,
    );
  });

  it("counts a Simple product's units, and Out of Stock or an unreadable figure as 0", () => {
    expect(onHandOf({ product_type: 'Simple', stock: '12', totalStock: 12, variation: [] })).toBe(12);
    expect(onHandOf({ product_type: 'Simple', stock: 'Out of Stock', totalStock: 0, variation: [] })).toBe(0);
    expect(onHandOf({ product_type: 'Simple', stock: 'soon', totalStock: 0, variation: [] })).toBe(0);
  });

  it("sums a Variable product's variations, null when one is unlimited", () => {
    const row = { product_type: 'Variable Product' as const, stock: '', totalStock: 0 };
    expect(onHandOf({ ...row, variation: [variation(3), variation(4)] })).toBe(7);
    expect(onHandOf({ ...row, variation: [variation(3), variation('Unlimited Stock')] })).toBe(null);
  });
});
