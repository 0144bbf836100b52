import { describe, expect, it } from 'vitest';
import type { ProductSearchQuery } from '../api/resources/catalogue';
import type { Product } from '../api/schemas/catalogue';
import { SkateError } from '../errors';
import { generalListing } from './filters';
import { createListingSource, type ListingApi, loadSuggestions } from './paged';

const product = (id: string, title = id, category = 'wheels') =>
  ({ product_id: id, title, status: 'Active', category }) as Product;
const catalogue = ['a', 'b', 'c', 'd', 'e'].map((id) => product(id, `Wheel ${id.toUpperCase()}`));

type SearchAnswer = Awaited<ReturnType<ListingApi['search']>>;

/** A fake catalogue API that records every call: `search` logs `call(query)`, `products` logs 'products'. */
function recordingBackend(
  call: (query: ProductSearchQuery) => string,
  search: (query: ProductSearchQuery) => SearchAnswer,
  products: Product[],
) {
  const calls: string[] = [];
  const api: ListingApi = {
    async search(query) {
      calls.push(call(query));
      return search(query);
    },
    async products() {
      calls.push('products');
      return products;
    },
  };
  return { calls, api };
}

/** A backend with the search extension: pages of the catalogue by cursor; records every call. */
const pagedBackend = () =>
  recordingBackend(
    (query) => `search ${query.cursor ?? `page ${query.page}`} limit ${query.limit}`,
    (query) => {
      const start = query.cursor ? Number(query.cursor) : 0;
      const data = catalogue.slice(start, start + (query.limit ?? 10));
      const end = start + data.length;
      return { data, total: catalogue.length, next_cursor: end < catalogue.length ? String(end) : undefined };
    },
    catalogue,
  );

/** A backend without it (the academy's): search answers a page without total. */
const plainBackend = () =>
  recordingBackend(
    (query) => `search page ${query.page}`,
    (query) => ({ data: catalogue.slice(0, query.limit) }),
    [product('z', 'Course Z', 'courses'), ...catalogue],
  );

describe('createListingSource', () => {
  it('asks the server one page at a time, following the cursor', async () => {
    const { api, calls } = pagedBackend();
    const source = createListingSource(api, {
      query: { type: 'equipment' },
      select: generalListing,
      pageSize: 2,
    });
    expect(source.peek(1)).toBeUndefined();
    const first = await source.load(1);
    expect(source.peek(1)).toEqual(first);
    expect(source.peek(2)).toBeUndefined();
    expect(first).toEqual({ items: catalogue.slice(0, 2), total: 5, hasMore: true, serverPaged: true });
    const second = await source.load(2);
    expect(second.items.map((p) => p.product_id)).toEqual(['a', 'b', 'c', 'd']);
    const third = await source.load(3);
    expect(third).toMatchObject({ total: 5, hasMore: false });
    expect(third.items.map((p) => p.product_id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(calls).toEqual(['search page 1 limit 2', 'search 2 limit 2', 'search 4 limit 2']);
  });

  it('falls back to core’s rules over the whole catalogue when the answer has no total, and asks so once', async () => {
    const { api, calls } = plainBackend();
    const spec = { query: { type: 'equipment' as const }, select: generalListing, pageSize: 2 };
    const source = createListingSource(api, spec);
    expect(await source.load(1)).toEqual({
      items: catalogue.slice(0, 2),
      total: 5,
      hasMore: true,
      serverPaged: false,
    });
    expect((await source.load(3)).items.map((p) => p.product_id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // A second listing on the same backend goes straight to the whole catalogue.
    await createListingSource(api, spec).load(1);
    expect(calls).toEqual(['search page 1', 'products', 'products']);
  });
});

describe('loadSuggestions', () => {
  it('uses the suggestions call when the server has it', async () => {
    const api = {
      suggestions: async (q: string) => [{ title: `${q} title`, id: 'p1' }],
      products: async () => catalogue,
    };
    expect(await loadSuggestions(api, ' whe ')).toEqual([{ title: 'whe title', id: 'p1' }]);
    expect(await loadSuggestions(api, '  ')).toEqual([]);
  });

  it('falls back to core’s searchSuggestions when the backend refuses the call', async () => {
    let asked = 0;
    const api = {
      suggestions: async () => {
        asked++;
        throw new SkateError('not-found', 'Not Found', { status: 404 });
      },
      products: async () => [
        ...catalogue,
        product('y', 'wheel a', 'wheels'),
        product('z', 'Wheel Course', 'courses'),
      ],
    };
    expect((await loadSuggestions(api, 'wheel')).map((s) => s.title)).toEqual([
      'Wheel A',
      'Wheel B',
      'Wheel C',
      'Wheel D',
      'Wheel E',
    ]);
    expect(await loadSuggestions(api, 'c')).toEqual([{ title: 'Wheel C', id: 'c' }]);
    expect(asked).toBe(1);
  });
});
