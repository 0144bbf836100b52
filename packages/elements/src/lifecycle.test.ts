import { describe, expect, it } from 'vitest';
import { API, MERCHANT, product, PRODUCTS, setupStorefront } from './test/harness';
import { eventually, findIn, mount, settle, shadow, withDefinedTags } from './test/page';

withDefinedTags();

describe('element lifecycle', () => {
  it('keeps its rendered tree when the page moves it, and unmounts when it leaves', async () => {
    setupStorefront({ [PRODUCTS]: { data: [product('a')] } });
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
