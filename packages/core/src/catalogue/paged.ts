import type { ProductSearchQuery } from '../api/resources/catalogue';
import type { Product } from '../api/schemas/catalogue';
import { isSkateError } from '../errors';
import { generalListing } from './filters';
import { type Suggestion, searchSuggestions } from './suggestions';

/** What a paged listing shows: the items of the pages loaded so far, all matches, whether more exist. */
export interface ListingPage<T = Product> {
  items: T[];
  total: number;
  hasMore: boolean;
  /** True when the server paged it (the search extension); false when core's rules ran over the whole list. */
  serverPaged: boolean;
}

/** The calls a paged listing needs (core's `api.catalogue` has both). */
export interface ListingApi {
  search(query: ProductSearchQuery): Promise<{ data: Product[]; total?: number; next_cursor?: string }>;
  /** The whole catalogue (shared and de-duplicated by the caller), for a backend without the extension. */
  products(): Promise<Product[]>;
}

/** How one listing is asked for: the server's query, and the same selection by core's rules. */
export interface ListingSpec {
  /** Filters and sort for the server (no paging: the source adds it). */
  query: Omit<ProductSearchQuery, 'page' | 'limit' | 'cursor'>;
  /** The same listing by core's client-side rules over the whole catalogue, in order. */
  select: (products: readonly Product[]) => Product[];
  /** Cards per page. */
  pageSize: number;
}

/** Per API (keyed by its search function): whether the backend has the extension (undefined until asked). */
const extensionSeen = new WeakMap<object, boolean>();

/**
 * One listing, loaded a page at a time. With SkateKit's server (the search extension) each page is one
 * call of `pageSize` products, following `next_cursor`, so a listing costs O(pages shown) bytes at any
 * catalogue size. Against a backend without it (no `total` in the answer) the whole catalogue is read
 * once and `select` - core's own rules - picks and orders the listing, as before.
 * @example const source = createListingSource(api.catalogue, { query: { type: 'equipment' }, select: generalListing, pageSize: 9 });
 * const first = await source.load(1); const two = await source.load(2);
 */
export function createListingSource(api: ListingApi, spec: ListingSpec) {
  const loaded: Product[] = [];
  let total = 0;
  let cursor: string | undefined;
  let started = false;
  let whole: Product[] | undefined;
  let pending: Promise<unknown> = Promise.resolve();

  const page = (pages: number): ListingPage => {
    const shown = Math.max(1, pages) * spec.pageSize;
    if (whole) {
      return {
        items: whole.slice(0, shown),
        total: whole.length,
        hasMore: whole.length > shown,
        serverPaged: false,
      };
    }
    return { items: loaded.slice(0, shown), total, hasMore: total > shown, serverPaged: true };
  };

  async function fill(pages: number): Promise<void> {
    const wanted = Math.max(1, pages) * spec.pageSize;
    if (!started && extensionSeen.get(api.search) === false) {
      whole = spec.select(await api.products());
      started = true;
      return;
    }
    while (!whole && (!started || (loaded.length < wanted && cursor))) {
      const reply = await api.search({
        ...spec.query,
        limit: spec.pageSize,
        ...(started ? { cursor } : { page: 1 }),
      });
      if (!started && reply.total === undefined) {
        extensionSeen.set(api.search, false);
        whole = spec.select(await api.products());
        started = true;
        return;
      }
      extensionSeen.set(api.search, true);
      started = true;
      loaded.push(...reply.data);
      total = reply.total ?? loaded.length;
      cursor = reply.next_cursor;
    }
  }

  return {
    /** The listing's first `pages` pages when they are all loaded already (no call needed), else undefined. */
    peek(pages: number): ListingPage | undefined {
      if (whole) return page(pages);
      const loadedAll = started && (loaded.length >= Math.max(1, pages) * spec.pageSize || !cursor);
      return loadedAll ? page(pages) : undefined;
    },
    /** The listing with its first `pages` pages loaded; fetches only what is missing (calls queue up). */
    async load(pages: number): Promise<ListingPage> {
      const run = pending.then(() => fill(pages));
      pending = run.catch(() => undefined);
      await run;
      return page(pages);
    },
  };
}

/** A listing source. */
export type ListingSource = ReturnType<typeof createListingSource>;

/** The calls header suggestions need (core's `api.catalogue` has both). */
export interface SuggestionsApi {
  suggestions(q: string): Promise<Suggestion[]>;
  /** The whole catalogue (shared by the caller), for a backend without the suggestions call. */
  products(): Promise<Product[]>;
}

/**
 * Header search suggestions for `query`: from the server's suggestions call (a few hundred bytes) when it
 * has one, else core's `searchSuggestions` over the whole catalogue's general listing. A backend that
 * refuses the call once (404 or any answer but a network failure) is not asked again.
 */
export async function loadSuggestions(api: SuggestionsApi, query: string): Promise<Suggestion[]> {
  if (query.trim() === '') return [];
  if (extensionSeen.get(api.suggestions) !== false) {
    try {
      const titles = await api.suggestions(query.trim());
      extensionSeen.set(api.suggestions, true);
      return titles;
    } catch (error) {
      if (!isSkateError(error) || error.code === 'network' || extensionSeen.get(api.suggestions)) throw error;
      extensionSeen.set(api.suggestions, false);
    }
  }
  return searchSuggestions(generalListing(await api.products()), query);
}
