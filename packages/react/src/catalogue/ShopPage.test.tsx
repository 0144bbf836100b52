import { LOAD_MORE_DELAY_MS } from '../timings';
import { PRICE_RANGES, SHOP_PAGE, SKELETON_CARDS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { category, simpleProduct } from '../test/fixtures';
import { MERCHANT, renderSkate } from '../test/harness';
import { ShopPage } from './ShopPage';

// 20 shop products priced 50, 100, ... 1000 (so 4 of them fall in 0-200), plus a course that never shows.
const catalogue = [
  ...Array.from({ length: 20 }, (_, i) =>
    simpleProduct({
      product_id: `s${i + 1}`,
      title: `Item ${i + 1}`,
      discountPrice: (i + 1) * 50,
      originalPrice: (i + 1) * 50,
      totalSold: i,
      category: i % 2 === 0 ? 'skates' : 'helmets',
    }),
  ),
  simpleProduct({ product_id: 'course', title: 'Beginner Course', category: 'courses' }),
];
const routes = {
  [`GET /grouped-product/search-all-products/${MERCHANT}`]: { data: catalogue },
  [`GET /category/getdata/category/${MERCHANT}`]: {
    data: [
      category('Helmets', 2),
      category('Skates', 1),
      category('Courses', 3),
      category('Old', 4, { status: 'Inactive' }),
    ],
  },
};
const cards = () => screen.queryAllByRole('article');

describe('ShopPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows 9 cards; Load More adds 9 after a 1 s pause with 2 skeleton cards meanwhile', {
    timeout: 30_000,
  }, async () => {
    // Time stands still here (no shouldAdvanceTime), so "not before 1 s" is exact.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderSkate(<ShopPage />, { routes });
    for (let i = 0; i < 50 && !screen.queryByText('20 items'); i++) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(screen.getByText('20 items')).toBeInTheDocument();
    expect(cards()).toHaveLength(SHOP_PAGE);
    // Recommended first: the merchant's own order.
    expect(cards()[0]).toHaveAccessibleName('Item 1');
    fireEvent.click(screen.getByRole('button', { name: TEXTS.LOAD_MORE }));
    expect(screen.getAllByTestId('skate-card-skeleton')).toHaveLength(SKELETON_CARDS);
    act(() => vi.advanceTimersByTime(LOAD_MORE_DELAY_MS - 1));
    expect(cards()).toHaveLength(9);
    act(() => vi.advanceTimersByTime(1));
    expect(cards()).toHaveLength(18);
    expect(screen.queryAllByTestId('skate-card-skeleton')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.LOAD_MORE }));
    act(() => vi.advanceTimersByTime(LOAD_MORE_DELAY_MS));
    expect(cards()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: TEXTS.LOAD_MORE })).toBeNull();
  });

  it('filters by price range and goes back to page 1 on a filter change', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSkate(<ShopPage />, { routes });
    await screen.findByText('20 items');
    await user.click(screen.getByRole('button', { name: TEXTS.LOAD_MORE }));
    act(() => vi.advanceTimersByTime(LOAD_MORE_DELAY_MS));
    expect(cards()).toHaveLength(18);
    await user.click(screen.getByRole('checkbox', { name: PRICE_RANGES[2].label }));
    // 400-6000: prices 400..1000 -> 13 products; page 1 shows 9.
    expect(screen.getByText('13 items')).toBeInTheDocument();
    expect(cards()).toHaveLength(9);
    await user.click(screen.getByRole('checkbox', { name: PRICE_RANGES[2].label }));
    await user.click(screen.getByRole('checkbox', { name: PRICE_RANGES[0].label }));
    expect(screen.getByText('4 items')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: TEXTS.SORT_BY }),
      TEXTS.SHOP_SORT_PRICE_LOW_HIGH,
    );
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([
      'Item 1',
      'Item 2',
      'Item 3',
      'Item 4',
    ]);
  });

  it('offers the listing sorts and the four shop sorts beside them, and lists the merchant real Active categories behind a working toggle', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSkate(<ShopPage />, { routes });
    await screen.findByText('20 items');
    const sort = screen.getByRole('combobox', { name: TEXTS.SORT_BY });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Recommended',
      'Newest First',
      'Popular',
      'Price High to Low',
      'Price Low to High',
      'Best Selling',
      'Price: Low to High',
      'Price: High to Low',
      'Newest Arrivals',
    ]);
    const toggle = await screen.findByRole('button', { name: TEXTS.FILTER_CATEGORIES });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Skates' })).toBeNull();
    // The toggle holds its place, disabled, while the categories are on their way: a shopper taps it
    // once they are there.
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: TEXTS.FILTER_CATEGORIES });
    // Ordered by position; courses and inactive categories are left out.
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Skates', 'Helmets']);
    await user.click(screen.getByRole('checkbox', { name: 'Helmets' }));
    expect(screen.getByText('10 items')).toBeInTheDocument();
  });

  it('keeps the place of the count and of the categories toggle while they load, so the listing does not move', async () => {
    let answer: (body: unknown) => void = () => {};
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    const { container } = renderSkate(<ShopPage />, {
      routes: { ...routes, [`GET /category/getdata/category/${MERCHANT}`]: () => pending },
    });
    const count = container.querySelector('.skate-listing-head [aria-live="polite"]');
    expect(count?.textContent).toBe('\u00a0');
    await screen.findByText('20 items');
    expect(count?.textContent).toBe('20 items');
    const toggle = screen.getByRole('button', { name: TEXTS.FILTER_CATEGORIES });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await act(async () => answer({ data: [category('Helmets', 2)] }));
    await vi.waitFor(() => expect(toggle).toBeEnabled());
  });

  it('drops the categories toggle when the merchant has no categories', async () => {
    renderSkate(<ShopPage />, {
      routes: { ...routes, [`GET /category/getdata/category/${MERCHANT}`]: { data: [] } },
    });
    await screen.findByText('20 items');
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: TEXTS.FILTER_CATEGORIES })).toBeNull(),
    );
  });

  it('issue 39: when the products call fails the shop says it could not load, with a Retry that works once the API is back', async () => {
    let up = false;
    renderSkate(<ShopPage />, {
      routes: {
        ...routes,
        [`GET /grouped-product/search-all-products/${MERCHANT}`]: () =>
          up ? { data: catalogue } : { status: 500, body: {} },
      },
    });
    expect(await screen.findByText(TEXTS.FAILED_LOAD_PRODUCTS)).toBeInTheDocument();
    expect(
      screen.getByText('We could not load the products. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.NO_PRODUCTS_FOUND)).toBeNull();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('20 items')).toBeInTheDocument();
    expect(cards()).toHaveLength(SHOP_PAGE);
    expect(screen.queryByText(TEXTS.PRODUCTS_LOAD_FAILED)).toBeNull();
  });
});
