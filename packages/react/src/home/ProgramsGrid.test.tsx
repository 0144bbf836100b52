import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simpleProduct } from '../test/fixtures';
import { MERCHANT, renderSkate, type StubCall } from '../test/harness';
import { ProgramsGrid } from './ProgramsGrid';

const SEARCH = `GET /grouped-product/search-all-products/${MERCHANT}`;
const course = (n: number) =>
  simpleProduct({ product_id: `c${n}`, title: `Course ${n}`, category: 'courses', originalPrice: 3000 });

describe('ProgramsGrid', () => {
  it('asks the server for the courses only, page by page to the end (not the whole catalogue)', async () => {
    // 102 courses: a first page of 100, then the rest by cursor.
    const all = Array.from({ length: 102 }, (_, i) => course(i + 1));
    const { calls } = renderSkate(<ProgramsGrid />, {
      routes: {
        [SEARCH]: (call: StubCall) => {
          const params = new URL(call.url, 'http://x').searchParams;
          if (params.get('cursor') === 'after-100') return { data: all.slice(100), total: 102 };
          return { data: all.slice(0, 100), total: 102, next_cursor: 'after-100' };
        },
      },
    });
    // (Plain selectors: role queries over a hundred cards are slow in jsdom.)
    expect(await screen.findByText('Course 102', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.querySelectorAll('.skate-program-card')).toHaveLength(102);
    expect(calls.map((c) => c.url).filter((url) => url.startsWith('/grouped-product/'))).toEqual([
      `/grouped-product/search-all-products/${MERCHANT}?page=1&limit=100&type=course`,
      `/grouped-product/search-all-products/${MERCHANT}?limit=100&type=course&cursor=after-100`,
    ]);
  });

  it("against a backend without paging, picks the Active courses from the whole catalogue (the spec's rule)", async () => {
    const catalogue = [
      course(1),
      simpleProduct({ product_id: 'e1', title: 'Quad Skate', category: 'quad-skates' }),
      { ...course(2), status: 'Inactive' },
      course(3),
    ];
    renderSkate(<ProgramsGrid />, { routes: { [SEARCH]: { data: catalogue } } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Course 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Course 3' })).toBeInTheDocument();
    expect(screen.queryByText('Quad Skate')).not.toBeInTheDocument();
  });
});
