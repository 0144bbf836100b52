import { createListingSource, type ListingPage, type ListingSpec } from '@skatekit/core/rules';
import type { Product } from '@skatekit/core/schemas';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStorefront } from '../provider/useStorefront';
import type { AsyncStatus } from './useAsync';

export interface ListingState {
  /** `loading` until the first page arrives; `more` while a further page loads. */
  status: 'loading' | 'more' | 'success' | 'error';
  /** The listing as loaded so far (kept while more pages load); undefined before the first page. */
  page: ListingPage<Product> | undefined;
  error: unknown;
}

/** A listing and its retry: reads it again from the start (after a failed load). */
export type RetryableListing<S> = S & { retry: () => void };

/**
 * A listing shown `pages` pages at a time, through core's `createListingSource`: one server page per
 * step when the server has the search extension, core's rules over the whole catalogue otherwise.
 * A change of `spec.query` (compared by value) starts over; raising `pages` loads only the new page.
 */
export function useListing(spec: ListingSpec, pages: number): RetryableListing<ListingState> {
  const { api } = useStorefront();
  // A retry is a new source: nothing of the failed read is kept.
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const key = JSON.stringify([spec.query, spec.pageSize, attempt]);
  const specRef = useRef(spec);
  specRef.current = spec;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is compared by value (key).
  const source = useMemo(
    () =>
      createListingSource(
        { search: api.catalogue.search, products: api.catalogue.products },
        { ...specRef.current, select: (all) => specRef.current.select(all) },
      ),
    [api, key],
  );
  const [state, setState] = useState<ListingState>({ status: 'loading', page: undefined, error: undefined });
  const shownFor = useRef(source);

  // Pages already loaded (all of them, for a backend without the extension) show at once.
  const ready = source.peek(pages);

  useEffect(() => {
    if (source.peek(pages)) return;
    let live = true;
    const fresh = shownFor.current !== source;
    shownFor.current = source;
    setState((s) =>
      fresh || !s.page ? { status: 'loading', page: undefined, error: undefined } : { ...s, status: 'more' },
    );
    source.load(pages).then(
      (page) => {
        if (live) setState({ status: 'success', page, error: undefined });
      },
      (error: unknown) => {
        if (live) setState((s) => ({ status: 'error', page: s.page, error }));
      },
    );
    return () => {
      live = false;
    };
  }, [source, pages]);
  if (ready) return { status: 'success', page: ready, error: undefined, retry };
  // A new query's first render, before its effect: nothing of the old listing shows.
  return shownFor.current === source
    ? { ...state, retry }
    : { status: 'loading', page: undefined, error: undefined, retry };
}

/** Page size of a listing read to its end (the server's largest page). */
const COMPLETE_PAGE_SIZE = 100;

/**
 * A listing read to its end, a page at a time (each page shows as it arrives): the home page's and
 * the admission page's courses, a category page. With the search extension it costs O(matches) bytes,
 * not O(catalogue); without it, core's `select` runs over the whole catalogue as before.
 */
export function useCompleteListing(
  spec: Omit<ListingSpec, 'pageSize'>,
): RetryableListing<Omit<ListingState, 'status'> & { status: AsyncStatus }> {
  const key = JSON.stringify(spec.query);
  const [wanted, setWanted] = useState({ key, pages: 1 });
  const pages = wanted.key === key ? wanted.pages : 1;
  const state = useListing({ ...spec, pageSize: COMPLETE_PAGE_SIZE }, pages);
  const loadedPages = state.page ? Math.ceil(state.page.items.length / COMPLETE_PAGE_SIZE) : 0;
  const more = state.status === 'success' && state.page?.hasMore === true && loadedPages >= pages;
  useEffect(() => {
    if (more) setWanted({ key, pages: pages + 1 });
  }, [more, key, pages]);
  // Pages after the first arrive while the first ones show: that is success, not loading.
  return { ...state, status: state.status === 'more' ? 'success' : state.status };
}
