import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { asProduct, simpleProduct } from '../test/fixtures';
import { hydrationRoots } from '../test/hydrate';
import { ProductTabs } from './ProductTabs';

const hydrate = hydrationRoots();

const product = asProduct(
  simpleProduct({
    product_id: 'boot',
    title: 'Suede boot',
    description:
      '<p>High-top suede boot, <b>hand-stitched</b>.</p><ul><li>Sole: rubber</li></ul><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  }),
);
const FORMATTED =
  '<p>High-top suede boot, <b>hand-stitched</b>.</p><ul><li>Sole: rubber</li></ul><img src="x">';

describe('ProductTabs description on a server and in the browser', () => {
  it('a server render carries the formatted description, and hydration keeps exactly that markup without a mismatch', async () => {
    const server = renderToString(<ProductTabs product={product} />);
    expect(server).toContain(`<div class="skate-rich-text">${FORMATTED}</div>`);
    expect(server).not.toContain('&lt;p&gt;');

    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrate(container, <ProductTabs product={product} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('.skate-rich-text')?.innerHTML).toBe(FORMATTED);
  });
});
