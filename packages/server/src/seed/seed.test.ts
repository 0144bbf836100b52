import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_DIR } from '../paths';
import { seedImagePaths } from './image-paths';
import { demoSvg } from './images';
import { demoSeeds, SEED_REFS } from './index';

const seeds = demoSeeds({ gstRate: 18, razorpay: {} });
const [skate01, rollr02] = seeds;
const byId = new Map(skate01.products.map((p) => [p.product_id, p]));

describe('demo seed data', () => {
  it('names only images that ship in public/uploads', () => {
    const missing = seedImagePaths().filter((path) => !existsSync(join(PUBLIC_DIR, path)));
    expect(missing).toEqual([]);
  });

  it('pictures a colour variation in its colour, and the product first in its first colour', () => {
    const kids = byId.get('sk-inline-kids-adjustable');
    const pictures = (kids?.variation ?? []).map((v) => [v.attributes.Colour, v.imageUrl, v.galleryImages]);
    expect(pictures).toEqual([
      [
        'Blue',
        '/uploads/products/sk-inline-kids-adjustable-blue.svg',
        ['/uploads/products/sk-inline-kids-adjustable-blue-2.svg'],
      ],
      [
        'Pink',
        '/uploads/products/sk-inline-kids-adjustable-pink.svg',
        ['/uploads/products/sk-inline-kids-adjustable-pink-2.svg'],
      ],
      [
        'Blue',
        '/uploads/products/sk-inline-kids-adjustable-blue.svg',
        ['/uploads/products/sk-inline-kids-adjustable-blue-2.svg'],
      ],
      [
        'Pink',
        '/uploads/products/sk-inline-kids-adjustable-pink.svg',
        ['/uploads/products/sk-inline-kids-adjustable-pink-2.svg'],
      ],
    ]);
    expect(kids?.image).toBe('/uploads/products/sk-inline-kids-adjustable-blue.svg');
    // The boot is drawn in the colour's ink: blue for Blue, pink for Pink, never the other.
    expect(demoSvg('products', 'sk-inline-kids-adjustable-blue')).toContain('fill="#1f4fd1"');
    expect(demoSvg('products', 'sk-inline-kids-adjustable-pink')).toContain('fill="#e0529c"');
    expect(demoSvg('products', 'sk-inline-kids-adjustable-pink')).not.toContain('fill="#1f4fd1"');
  });

  it('gives the academy at least 30 equipment products and at least 4 Active courses', () => {
    const active = skate01.products.filter((p) => p.status === 'Active');
    expect(active.filter((p) => p.category !== 'courses').length).toBeGreaterThanOrEqual(30);
    expect(active.filter((p) => p.category === 'courses').length).toBeGreaterThanOrEqual(4);
  });

  it('keeps product ids unique across merchants and skus unique within a merchant', () => {
    const ids = seeds.flatMap((s) => s.products.map((p) => p.product_id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const seed of seeds) {
      const skus = seed.products.flatMap((p) => [p.sku, ...(p.variation ?? []).map((v) => v.sku)]);
      expect(new Set(skus).size, seed.merchant.code).toBe(skus.length);
    }
  });

  it('links groups, sliders and packages only to products of the same merchant', () => {
    for (const seed of seeds) {
      const own = new Set(seed.products.map((p) => p.product_id));
      const links = [
        ...seed.newArrivals.flatMap((g) => g.product_ids ?? []),
        ...seed.sliders.flatMap((s) => (s.product_id ? [s.product_id] : [])),
        ...seed.products.flatMap((p) => (p.grouped_product ?? []).map((item) => item.product_id ?? '')),
      ];
      expect(
        links.filter((id) => !own.has(id)),
        seed.merchant.code,
      ).toEqual([]);
    }
  });

  it('gives every variation of a Variable Product a term of each attribute', () => {
    for (const product of skate01.products.filter((p) => p.product_type === 'Variable Product')) {
      for (const variation of product.variation ?? []) {
        for (const attribute of product.attribute ?? []) {
          const terms = attribute.selectedTerms.map((t) => t.name);
          expect(terms, `${product.product_id} ${variation.sku}`).toContain(
            variation.attributes[attribute.name],
          );
        }
      }
    }
  });

  it('has the special products SEED_REFS promises', () => {
    const P = SEED_REFS.products;
    expect(byId.get(P.outOfStockSimple)).toMatchObject({
      product_type: 'Simple',
      totalStock: 0,
      stock: 'Out of Stock',
    });
    expect(byId.get(P.lastUnit)).toMatchObject({ product_type: 'Simple', totalStock: 1 });
    expect(byId.get(P.unlimited)?.stock).toBe('Unlimited Stock');
    expect(byId.get(P.inactive)?.status).toBe('Inactive');
    expect(byId.get(P.course)?.category).toBe('courses');
    expect(byId.get(P.grouped)?.product_type).toBe('Grouped Product');
    const variable = byId.get(P.variable);
    expect(variable?.product_type).toBe('Variable Product');
    expect(variable?.variation?.find((v) => v.sku === P.variableInStockSku)?.stock).toBe(8);
    expect(variable?.variation?.find((v) => v.sku === P.variableOutOfStockSku)?.stock).toBe(0);
    expect(rollr02.products.some((p) => p.product_id === P.otherMerchant)).toBe(true);
  });

  it('has the coupons, bands and settings of the brief', () => {
    const coupon = (code: string) => skate01.coupons.find((c) => c.code === code);
    expect(coupon('SKATE10')).toMatchObject({ percentage_offer: 10, status: 'Active' });
    expect(coupon('FLAT200')).toMatchObject({ price_offer: 200, status: 'Active' });
    expect(skate01.settings).toMatchObject({
      delivery_percentage: 20,
      gst_rate: 18,
      payment_provider: 'sandbox',
    });
    expect(skate01.offices.filter((o) => o.type === 'Center')).toHaveLength(4);
  });

  it('switches the academy to Razorpay when keys are configured', () => {
    const [live] = demoSeeds({ gstRate: 12, razorpay: { keyId: 'rzp_test_a', keySecret: 'b' } });
    expect(live.settings).toMatchObject({
      payment_provider: 'razorpay',
      key_id: 'rzp_test_a',
      key_secret: 'b',
      gst_rate: 12,
    });
  });
});
