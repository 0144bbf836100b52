import { TEXTS } from '@skatekit/core/texts';
import { describe, expect, it } from 'vitest';
import type { SkateCatalogueElement } from './skate-catalogue';
import { API, MERCHANT, PRODUCTS, product, setupStorefront } from './test/harness';
import { eventually, mount, shadow, withDefinedTags } from './test/page';

withDefinedTags();

describe('<skate-catalogue> when the products cannot be read', () => {
  it('says it could not load, with Retry (never "No products found"), and Retry shows them once the API answers', async () => {
    let up = false;
    // Unanswered (undefined) is a 404 from the stub: the listing fails until `up`.
    setupStorefront({ [PRODUCTS]: () => (up ? { data: [product('a', { title: 'Alpha' })] } : undefined) });
    const element = mount<SkateCatalogueElement>(
      `<skate-catalogue merchant-code="${MERCHANT}" api-base="${API}"></skate-catalogue>`,
    );
    await eventually(() => expect(shadow(element).textContent).toContain(TEXTS.PRODUCTS_LOAD_FAILED));
    expect(shadow(element).textContent).not.toContain(TEXTS.NO_PRODUCTS_FOUND);
    const retry = [...shadow(element).querySelectorAll('button')].find((b) => b.textContent === TEXTS.RETRY);
    expect(retry).toBeDefined();
    up = true;
    retry?.click();
    await eventually(() =>
      expect(
        [...shadow(element).querySelectorAll('article')].map((a) => a.getAttribute('aria-label')),
      ).toEqual(['Alpha']),
    );
    expect(shadow(element).textContent).not.toContain(TEXTS.PRODUCTS_LOAD_FAILED);
  });
});
