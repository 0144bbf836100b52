import { LISTING_SORTS } from '@skatekit/core/rules';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SkateCatalogueElement } from './skate-catalogue';
import type { SkateCheckoutElement } from './skate-checkout';
import type { SkateProductElement } from './skate-product';
import { API, MERCHANT, product, PRODUCTS, setupStorefront } from './test/harness';
import { eventually, mount, shadow, withDefinedTags } from './test/page';

const titles = (host: Element) =>
  [...shadow(host).querySelectorAll('article')].map((article) => article.getAttribute('aria-label'));

// Made before the tags exist: the page may set properties before the script has run.
const early = document.createElement('skate-catalogue') as SkateCatalogueElement;
early.category = 'wheels';

// Every element finds a stubbed storefront; tests that need products set up their own.
beforeEach(() => void setupStorefront());
withDefinedTags();

describe('attributes and their property twins', () => {
  it('maps kebab-case attributes to camelCase properties and back', () => {
    const element = mount<SkateProductElement>(
      `<skate-product merchant-code="${MERCHANT}" api-base="${API}" base-url="/shop" product-id="p1"></skate-product>`,
    );
    expect(element.merchantCode).toBe(MERCHANT);
    expect(element.apiBase).toBe(API);
    expect(element.baseUrl).toBe('/shop');
    expect(element.productId).toBe('p1');

    element.productId = 'p2';
    expect(element.getAttribute('product-id')).toBe('p2');
    element.setAttribute('product-id', 'p3');
    expect(element.productId).toBe('p3');
    element.removeAttribute('product-id');
    expect(element.productId).toBeUndefined();
  });

  it('parses number attributes (gst-rate -> gstRate)', () => {
    const element = mount<SkateCheckoutElement>('<skate-checkout gst-rate="18"></skate-checkout>');
    expect(element.gstRate).toBe(18);
    element.gstRate = 5;
    expect(element.getAttribute('gst-rate')).toBe('5');
  });

  it('keeps a property set before the tag was defined', () => {
    document.body.append(early);
    expect(early.category).toBe('wheels');
    expect(early.getAttribute('category')).toBe('wheels');
  });

  it('lists by category, search and sort, and follows attribute changes and removals', async () => {
    setupStorefront({
      [PRODUCTS]: {
        data: [
          product('a', { title: 'Alpha', category: 'wheels', discountPrice: 500 }),
          product('b', { title: 'Bravo', category: 'boots', discountPrice: 900 }),
          product('c', { title: 'Charlie', category: 'wheels', discountPrice: 100 }),
        ],
      },
    });
    const element = mount<SkateCatalogueElement>(
      `<skate-catalogue merchant-code="${MERCHANT}" api-base="${API}" sort="price-asc"></skate-catalogue>`,
    );
    await eventually(() => expect(titles(element)).toEqual(['Charlie', 'Alpha', 'Bravo']));
    const select = shadow(element).querySelector('select')!;
    expect(select.value).toBe('price-asc');

    element.sort = 'price-desc';
    await eventually(() => expect(titles(element)).toEqual(['Bravo', 'Alpha', 'Charlie']));
    expect(select.value).toBe(LISTING_SORTS.find((s) => s.id === 'price-desc')!.id);

    element.setAttribute('category', 'wheels');
    await eventually(() => expect(titles(element)).toEqual(['Alpha', 'Charlie']));
    expect(shadow(element).querySelector('h2')?.textContent).toBe('wheels');

    element.removeAttribute('category');
    element.search = 'rav';
    await eventually(() => expect(titles(element)).toEqual(['Bravo']));

    element.search = undefined;
    await eventually(() => expect(titles(element)).toEqual(['Bravo', 'Alpha', 'Charlie']));
  });

  it('falls back to Recommended (server order) for an unknown sort', async () => {
    setupStorefront({
      [PRODUCTS]: {
        data: [product('z', { title: 'Zed', discountPrice: 1 }), product('y', { title: 'Yak' })],
      },
    });
    const element = mount(
      `<skate-catalogue merchant-code="${MERCHANT}" api-base="${API}" sort="cheapest"></skate-catalogue>`,
    );
    await eventually(() => expect(titles(element)).toEqual(['Zed', 'Yak']));
    expect(shadow(element).querySelector('select')!.value).toBe(LISTING_SORTS[0].id);
  });
});
