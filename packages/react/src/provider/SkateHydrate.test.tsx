import { createStorefront, dehydrate, forgetStorefronts, prefetch } from '@skatekit/core';
import { createMemoryStorage } from '@skatekit/core/platform';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProductDetailPage } from '../product/ProductDetailPage';
import { simpleProduct } from '../test/fixtures';
import { API, MERCHANT, stubFetch } from '../test/harness';
import { hydrationRoots } from '../test/hydrate';
import { SkateHydrate } from './SkateHydrate';
import { SkateProvider } from './SkateProvider';

const DECK = simpleProduct({
  product_id: 'p7',
  title: 'Street Deck',
  originalPrice: 3000,
  discountPrice: 2499,
});
const routes = { 'GET /grouped-product/single/p7': { data: DECK } };

const hydrate = hydrationRoots();

describe('<SkateHydrate>: data a server loaded, in its HTML and in the first client render', () => {
  it('the product page renders the title and price on the server and hydrates without fetching the product', async () => {
    const server = stubFetch(routes);
    const loaded = createStorefront({
      apiBase: API,
      merchantCode: MERCHANT,
      storage: createMemoryStorage(),
      fetch: server.fetch,
    });
    await prefetch(loaded, { products: ['p7'] });
    const state = JSON.parse(JSON.stringify(dehydrate(loaded)));
    const page = (fetch: typeof globalThis.fetch) => (
      <SkateProvider
        config={{
          apiBase: API,
          merchantCode: MERCHANT,
          storage: createMemoryStorage(),
          fetch,
          navigate: () => {},
        }}
        toasts={false}
      >
        <SkateHydrate state={state}>
          <ProductDetailPage productId="p7" />
        </SkateHydrate>
      </SkateProvider>
    );
    const html = renderToString(page(stubFetch({}).fetch));
    expect(html).toContain('Street Deck</h1>');
    expect(html).toContain('₹2,499');
    forgetStorefronts();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const browser = stubFetch(routes);
    const recoverable = vi.fn();
    await act(async () => {
      hydrate(container, page(browser.fetch), { onRecoverableError: recoverable });
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Street Deck' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(browser.calls.filter((call) => call.url.startsWith('/grouped-product/'))).toEqual([]);
  });
});
