import { categoryRoute } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { category } from '../test/fixtures';
import { MERCHANT, renderSkate } from '../test/harness';
import { CategoriesStrip } from './CategoriesStrip';

describe('CategoriesStrip', () => {
  it('shows Active categories by position, each linking to /category-detail/{category}', async () => {
    renderSkate(<CategoriesStrip />, {
      routes: {
        [`GET /category/getdata/category/${MERCHANT}`]: {
          data: [
            category('Wheels', 3),
            category('Skates', 1),
            category('Hidden', 2, { status: 'Inactive' }),
            category('Helmets', 2),
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: TEXTS.DISCOVER_CATEGORIES })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.DISCOVER_CATEGORIES_SUBTITLE)).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Skates', 'Helmets', 'Wheels']);
    expect(links[0]).toHaveAttribute('href', categoryRoute('skates'));
    // Icons are full addresses, used as given.
    expect(links[0].querySelector('img')).toHaveAttribute('src', 'https://cdn.test/Skates.png');
  });

  it('is hidden when empty or failing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, container } = renderSkate(<CategoriesStrip />, {
      routes: { [`GET /category/getdata/category/${MERCHANT}`]: { status: 500, body: {} } },
    });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(calls.some((c) => c.url.startsWith('/category/getdata/category/'))).toBe(true);
    expect(container.querySelector('.skate-categories')).toBeNull();
    log.mockRestore();
  });
});
