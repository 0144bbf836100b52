import { SkateError } from '../../platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, rawRequest, startTestServer, type TestServer } from '../../../test/helper';
import { demoSeeds, SEED_REFS } from '../../seed/index';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './shop-routes';

const [skate01, rollr02] = demoSeeds({ gstRate: 18, razorpay: {} });
const activeSkate01 = skate01.products.filter((p) => p.status === 'Active');
const P = SEED_REFS.products;

let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  api = server.api;
});
afterAll(() => server.close());

async function rejection(promise: Promise<unknown>): Promise<SkateError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SkateError);
  return error as SkateError;
}

describe('GET /grouped-product/search-all-products/{store}', () => {
  it('serves every Active product of the merchant, courses included, in listing order', async () => {
    const products = await api.catalogue.products();
    expect(products.map((p) => p.product_id)).toEqual(activeSkate01.map((p) => p.product_id));
    expect(products.some((p) => p.category === 'courses')).toBe(true);
    expect(products.every((p) => p.status === 'Active')).toBe(true);
    expect(products.find((p) => p.product_id === P.inactive)).toBeUndefined();
  });

  it('holds at least 30 equipment products of all three types, in and out of stock', async () => {
    const equipment = (await api.catalogue.products()).filter((p) => p.category !== 'courses');
    expect(equipment.length).toBeGreaterThanOrEqual(30);
    const types = new Set(equipment.map((p) => p.product_type));
    expect(types).toEqual(new Set(['Simple', 'Variable Product', 'Grouped Product']));
    expect(equipment.some((p) => p.stock === 'Out of Stock' && p.totalStock === 0)).toBe(true);
    expect(equipment.some((p) => p.stock === 'Unlimited Stock')).toBe(true);
    expect(equipment.some((p) => p.categorytype.includes('Best Sellers'))).toBe(true);
    expect(equipment.some((p) => p.categorytype.includes('Trending'))).toBe(true);
  });

  it('pages with ?page=&limit= and the pages add up to the whole list', async () => {
    const all = await api.catalogue.products();
    const pages: string[] = [];
    for (let page = 1; ; page++) {
      const items = await api.catalogue.products({ page, limit: DEFAULT_PAGE_LIMIT });
      pages.push(...items.map((p) => p.product_id));
      if (items.length < DEFAULT_PAGE_LIMIT) break;
    }
    expect(pages).toEqual(all.map((p) => p.product_id));
    expect(await api.catalogue.products({ page: 1000, limit: DEFAULT_PAGE_LIMIT })).toEqual([]);
  });

  it('uses a page size of 10 when only page is given', async () => {
    const { status, body } = await rawRequest(
      `${server.url}/grouped-product/search-all-products/SKATE01?page=1`,
    );
    expect(status).toBe(200);
    expect((body as { data: unknown[] }).data).toHaveLength(DEFAULT_PAGE_LIMIT);
  });

  it('refuses a bad page or limit with a 400 that names the parameter', async () => {
    for (const query of ['page=0', 'page=abc', `limit=${MAX_PAGE_LIMIT + 1}`, 'limit=-1']) {
      const { status, body } = await rawRequest(
        `${server.url}/grouped-product/search-all-products/SKATE01?${query}`,
      );
      expect(status, query).toBe(400);
      expect((body as { message: string }).message, query).toContain(query.split('=')[0]);
    }
  });

  it('never shows another merchant’s products', async () => {
    const other = await server.createApi({ merchantCode: 'ROLLR02' }).catalogue.products();
    expect(other.map((p) => p.product_id).sort()).toEqual(rollr02.products.map((p) => p.product_id).sort());
    const mine = await api.catalogue.products();
    expect(mine.some((p) => p.product_id.startsWith('rl-'))).toBe(false);
  });
});

describe('GET /grouped-product/single/{id}', () => {
  it('serves a Variable Product with attributes and variations that have their own sku, prices and stock', async () => {
    const product = await api.catalogue.product(P.variable);
    expect(product.product_type).toBe('Variable Product');
    expect(product.attribute[0].name).toBe('Size');
    expect(product.attribute[0].selectedTerms.length).toBe(product.variation.length);
    const inStock = product.variation.find((v) => v.sku === P.variableInStockSku);
    const outOfStock = product.variation.find((v) => v.sku === P.variableOutOfStockSku);
    expect(inStock).toMatchObject({
      price: 2499,
      salePrice: 1999,
      stock: '8',
      attributes: { Size: 'S (30-33)' },
    });
    expect(outOfStock?.stock).toBe('0');
  });

  it('serves stock as text: a count, Out of Stock, or Unlimited Stock', async () => {
    expect(await api.catalogue.product(P.lastUnit)).toMatchObject({ stock: '1', totalStock: 1 });
    expect(await api.catalogue.product(P.outOfStockSimple)).toMatchObject({
      stock: 'Out of Stock',
      totalStock: 0,
    });
    expect((await api.catalogue.product(P.unlimited)).stock).toBe('Unlimited Stock');
  });

  it('serves a Grouped Product with its package items (image and title)', async () => {
    const product = await api.catalogue.product(P.grouped);
    expect(product.product_type).toBe('Grouped Product');
    expect(product.grouped_product.map((item) => item.title)).toEqual([
      'Knee Pads with Hard Cap',
      'Elbow Pads',
      'Wrist Guards',
    ]);
    expect(product.grouped_product.every((item) => item.image.startsWith('/uploads/products/'))).toBe(true);
  });

  it('serves the detail fields: gallery, specifications, key features, reviews, dates', async () => {
    const product = await api.catalogue.product(P.variable);
    expect(product.gallery.length).toBeGreaterThan(0);
    expect(product.specifications[0]).toEqual({ label: 'Boot', value: 'Padded PVC shell' });
    expect(product.key_features.length).toBeGreaterThan(0);
    expect(product.reviews[0].user).toBe('Priya S.');
    expect(Number.isNaN(Date.parse(product.createdAt))).toBe(false);
    expect(product.delivery_days).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown or Inactive product', async () => {
    for (const id of ['no-such-product', P.inactive]) {
      const error = await rejection(api.catalogue.product(id));
      expect(error.code).toBe('not-found');
      expect(error.status).toBe(404);
      expect(error.message).toBe('Product not found');
    }
  });

  it('with ?main_id= (extension) hides another merchant’s product', async () => {
    const own = await rawRequest(`${server.url}/grouped-product/single/${P.variable}?main_id=SKATE01`);
    expect(own.status).toBe(200);
    const other = await rawRequest(`${server.url}/grouped-product/single/${P.otherMerchant}?main_id=SKATE01`);
    expect(other.status).toBe(404);
  });

  it('serves the product images as static files under the paths the product names', async () => {
    const product = await api.catalogue.product(P.variable);
    for (const path of [product.image, ...product.gallery, product.variation[0].imageUrl]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      await response.arrayBuffer();
    }
  });
});

describe('home sections', () => {
  it('GET /newarrival/all/{store}: the groups in order, each with its Active products in order', async () => {
    const groups = await api.catalogue.newArrivals();
    expect(groups.map((g) => g.category_name)).toEqual(skate01.newArrivals.map((g) => g.category_name));
    const expectedFirst = skate01.newArrivals[0].product_ids?.filter((id) => id !== P.inactive);
    expect(groups[0].product.map((p) => p.product_id)).toEqual(expectedFirst);
    expect(groups[0].description).toBe(skate01.newArrivals[0].description);
  });

  it('GET /offer/all/{store}: the three offers in order', async () => {
    const offers = await api.catalogue.offers();
    expect(offers.map((o) => o.title)).toEqual(skate01.offers.map((o) => o.title));
    expect(offers[0]).toMatchObject({ link: '/equipments', image: '/uploads/offers/first-order.svg' });
  });

  it('GET /category/getdata/category/{store}: Active categories by position, icons as full addresses', async () => {
    const categories = await api.catalogue.categories();
    const expected = skate01.categories
      .filter((c) => c.status === 'Active')
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    expect(categories.map((c) => c.category)).toEqual(expected.map((c) => c.category));
    expect(categories.map((c) => c.category)).toContain('courses');
    expect(categories.find((c) => c.category === 'speed-skates')).toBeUndefined();
    expect(categories[0].icon).toBe(`${server.url}/uploads/categories/quad-skates.svg`);
    const icon = await fetch(categories[0].icon);
    expect(icon.status).toBe(200);
    await icon.arrayBuffer();
  });

  it('GET /slider/all/{store}: three slides; a slide linked to an Inactive product comes without it', async () => {
    const sliders = await api.catalogue.sliders();
    expect(sliders).toHaveLength(3);
    expect(sliders[0]).toMatchObject({
      slider_name: 'Learn to skate this season',
      price: 3000,
      cutOffPrice: 3500,
    });
    expect(sliders[0].product?.product_id).toBe(P.course);
    expect(sliders[2].product).toBeNull();
  });

  it('GET /marquee/all/{store}: the headings in order', async () => {
    const marquee = await api.catalogue.marquee();
    expect(marquee.map((m) => m.heading)).toEqual(skate01.marquees.map((m) => m.heading));
  });

  it('GET /register/single/{store}: logo, original logo name and tag line under `users`', async () => {
    expect(await api.catalogue.storeProfile()).toEqual({
      profilePic: '/uploads/brand/skate01-logo.svg',
      orignal_logoname: 'skate01-logo.svg',
      tag_line: skate01.profile.tag_line,
    });
  });

  it('a second merchant sees only its own home sections', async () => {
    const other = server.createApi({ merchantCode: 'ROLLR02' });
    expect((await other.catalogue.offers()).map((o) => o.title)).toEqual(['5% off with ROLL5']);
    expect((await other.catalogue.marquee()).map((m) => m.heading)).toEqual([
      'Rollr: free fitting on every skate',
    ]);
    expect((await other.catalogue.categories()).map((c) => c.category)).toEqual([
      'skates',
      'gear',
      'courses',
    ]);
    expect((await other.catalogue.storeProfile()).tag_line).toBe('Skates and lessons in Pune');
    const groups = await other.catalogue.newArrivals();
    expect(groups.flatMap((g) => g.product).every((p) => p.product_id.startsWith('rl-'))).toBe(true);
  });
});

describe('unknown merchant code', () => {
  it('answers 404 "Unknown merchant code: X" on every catalogue call', async () => {
    const nobody = server.createApi({ merchantCode: 'NOPE99' });
    const calls = [
      () => nobody.catalogue.products(),
      () => nobody.catalogue.newArrivals(),
      () => nobody.catalogue.offers(),
      () => nobody.catalogue.categories(),
      () => nobody.catalogue.sliders(),
      () => nobody.catalogue.marquee(),
      () => nobody.catalogue.storeProfile(),
    ];
    for (const call of calls) {
      const error = await rejection(call());
      expect(error.status).toBe(404);
      expect(error.message).toBe('Unknown merchant code: NOPE99');
    }
  });
});
