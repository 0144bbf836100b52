import { PAGE_SIZE, POPULAR_INITIAL, POPULAR_TABS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simpleProduct } from '../test/fixtures';
import { MERCHANT, renderSkate, type StubCall } from '../test/harness';
import { PopularProducts } from './PopularProducts';

// A controllable IntersectionObserver: the test says when the end of the list comes into view.
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeObserver {
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this as unknown as { callback: IntersectionObserverCallback; targets: Element[] });
  }
  targets: Element[] = [];
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const scrollEndIntoView = () =>
  act(() => {
    for (const o of [...observers]) {
      if (o.targets.length > 0)
        o.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          o as unknown as IntersectionObserver,
        );
    }
  });

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

const page = (n: number, count: number, extra: (i: number) => Record<string, unknown> = () => ({})) =>
  Array.from({ length: count }, (_, i) =>
    simpleProduct({ product_id: `p${n}-${i}`, title: `P${n}-${i}`, ...extra(i) }),
  );
const pages: Record<string, unknown[]> = {
  '1': page(1, PAGE_SIZE, (i) => ({ categorytype: i < 2 ? ['Best Sellers'] : i === 2 ? ['Trending'] : [] })),
  '2': page(2, PAGE_SIZE),
  '3': page(3, 5),
};
/** The server's Best Sellers and Trending (computed from its orders): products no loaded page holds. */
let sales: Record<string, unknown> = {};
const routes = {
  [`GET /grouped-product/search-all-products/${MERCHANT}`]: (call: StubCall) => {
    const params = new URL(call.url, 'http://x').searchParams;
    const tab = params.get('tab');
    if (tab) return sales[tab] ?? { status: 400, body: { message: 'unknown tab' } };
    expect(params.get('limit')).toBe(String(PAGE_SIZE));
    return { data: pages[params.get('page') ?? ''] ?? [] };
  },
  [`GET /newarrival/all/${MERCHANT}`]: {
    data: [
      {
        category_name: 'New',
        description: '',
        product: [simpleProduct({ product_id: 'na1', title: 'Newbie' })],
      },
      { category_name: 'Other', product: [simpleProduct({ title: 'Ignored' })] },
    ],
  },
};
const productCalls = (calls: StubCall[]) =>
  calls.filter((c) => c.url.startsWith('/grouped-product/search-all-products/'));
const cards = () => screen.queryAllByRole('article');

describe('PopularProducts', () => {
  it('shows the subtitle and four tabs; loads pages of 10 when the end of the list comes into view', async () => {
    const { calls } = renderSkate(<PopularProducts />, { routes });
    expect(screen.getByText(TEXTS.POPULAR_SUBTITLE)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([...POPULAR_TABS]);
    await waitFor(() => expect(cards()).toHaveLength(10));
    scrollEndIntoView();
    await waitFor(() => expect(cards()).toHaveLength(20));
    // The next page goes after the shown items: the first card stays where it was.
    expect(cards()[0]).toHaveAccessibleName('P1-0');
    expect(cards()[10]).toHaveAccessibleName('P2-0');
    scrollEndIntoView();
    await waitFor(() => expect(productCalls(calls)).toHaveLength(3));
    // All Products shows the first 20 only; a short page (5) ends paging.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: TEXTS.SHOW_MORE_PRODUCTS })).toHaveAttribute('href', '/course'),
    );
    expect(cards()).toHaveLength(POPULAR_INITIAL);
    scrollEndIntoView();
    await new Promise((r) => setTimeout(r, 50));
    expect(productCalls(calls)).toHaveLength(3);
  });

  it('asks for each page once when the end of the list is seen twice before React re-renders', async () => {
    const { calls } = renderSkate(<PopularProducts />, { routes });
    await waitFor(() => expect(cards()).toHaveLength(10));
    // Two sightings in one batch: the second comes before the first one's state has rendered.
    act(() => {
      for (let i = 0; i < 2; i++) {
        for (const o of [...observers]) {
          if (o.targets.length > 0)
            o.callback(
              [{ isIntersecting: true } as IntersectionObserverEntry],
              o as unknown as IntersectionObserver,
            );
        }
      }
    });
    await waitFor(() => expect(cards()).toHaveLength(20));
    await new Promise((r) => setTimeout(r, 50));
    expect(productCalls(calls).map((c) => c.url)).toEqual([
      `/grouped-product/search-all-products/${MERCHANT}?page=1&limit=10`,
      `/grouped-product/search-all-products/${MERCHANT}?page=2&limit=10`,
    ]);
  });

  it('issue 39: Best Sellers and Trending are asked of the server (tab=, equipment, 20), not filtered from the loaded pages', async () => {
    sales = {
      'best-sellers': { data: [simpleProduct({ product_id: 'top1', title: 'Top Seller' })] },
      trending: {
        data: [
          simpleProduct({ product_id: 'hot1', title: 'Hot Now' }),
          simpleProduct({ product_id: 'hot2', title: 'Hot Too' }),
        ],
      },
    };
    const { calls } = renderSkate(<PopularProducts />, { routes });
    await waitFor(() => expect(cards()).toHaveLength(10));
    await userEvent.click(screen.getByRole('tab', { name: TEXTS.TAB_BEST_SELLERS }));
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Top Seller']));
    await userEvent.click(screen.getByRole('tab', { name: TEXTS.TAB_TRENDING }));
    await waitFor(() =>
      expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Hot Now', 'Hot Too']),
    );
    const asked = productCalls(calls)
      .map((c) => new URL(c.url, 'http://x').searchParams)
      .filter((p) => p.get('tab'));
    expect(asked.map((p) => [p.get('tab'), p.get('type'), p.get('limit')])).toEqual([
      ['best-sellers', 'equipment', '20'],
      ['trending', 'equipment', '20'],
    ]);
    sales = {};
  });

  it('without the server tabs (a backend refusing tab=), Best Sellers and Trending hold labelled products; New Arrivals the first group; Show More only on All Products', async () => {
    sales = {};
    renderSkate(<PopularProducts />, { routes });
    await waitFor(() => expect(cards()).toHaveLength(10));
    await userEvent.click(screen.getByRole('tab', { name: TEXTS.TAB_BEST_SELLERS }));
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['P1-0', 'P1-1']));
    await userEvent.click(screen.getByRole('tab', { name: TEXTS.TAB_TRENDING }));
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['P1-2']));
    await userEvent.click(screen.getByRole('tab', { name: TEXTS.TAB_NEW_ARRIVALS }));
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Newbie']));
    expect(screen.queryByRole('link', { name: TEXTS.SHOW_MORE_PRODUCTS })).toBeNull();
  });

  it('toasts "Failed to load products" when a page fails and offers Load More to retry', async () => {
    let fail = true;
    renderSkate(<PopularProducts />, {
      routes: {
        ...routes,
        [`GET /grouped-product/search-all-products/${MERCHANT}`]: () =>
          fail ? { status: 500, body: {} } : { data: pages['1'] },
      },
    });
    expect(await screen.findByText(TEXTS.FAILED_LOAD_PRODUCTS)).toBeInTheDocument();
    fail = false;
    const panel = screen.getByRole('tabpanel');
    await userEvent.click(within(panel).getByRole('button', { name: TEXTS.LOAD_MORE }));
    await waitFor(() => expect(cards()).toHaveLength(10));
  });
});
