import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineSkateElements } from './define-all';
import {
  API,
  clearPage,
  eventually,
  findIn,
  MERCHANT,
  mount,
  product,
  setupStorefront,
  shadow,
} from './test/harness';

beforeAll(() => defineSkateElements());
afterEach(clearPage);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('element lifecycle', () => {
  it('keeps its rendered tree when the page moves it, and unmounts when it leaves', async () => {
    setupStorefront({ [`GET /grouped-product/search-all-products/${MERCHANT}`]: { data: [product('a')] } });
    mount(
      `<div id="one"><skate-catalogue merchant-code="${MERCHANT}" api-base="${API}"></skate-catalogue></div><div id="two"></div>`,
    );
    const catalogue = document.querySelector('skate-catalogue')!;
    const card = await findIn(catalogue, 'article');

    document.getElementById('two')!.append(catalogue);
    await settle();
    expect(shadow(catalogue).querySelector('article')).toBe(card);

    catalogue.remove();
    await eventually(() =>
      expect(shadow(catalogue).querySelector('.skate-element-mount')!.childElementCount).toBe(0),
    );

    // Back on the page, it renders again.
    document.body.append(catalogue);
    await findIn(catalogue, 'article');
  });
});
