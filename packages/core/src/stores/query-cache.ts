/**
 * A keyed cache of async results with request de-duplication, in the shape of TanStack Query's
 * QueryCache: one entry per key, one request in flight per key however many readers ask, readers
 * subscribe to a key and are told when its entry changes. No timers: an entry is fresh until
 * `staleMs` has passed (checked when read) or it is invalidated.
 */

/** The state of one key. */
export interface QueryEntry<T> {
  status: 'idle' | 'loading' | 'success' | 'error';
  data: T | undefined;
  error: unknown;
  /** When data last arrived (ms since epoch), 0 when never. */
  updatedAt: number;
}

/** Options of one read. */
export interface FetchOptions {
  /** Data younger than this (ms) is answered from the cache; default: the cache's. */
  staleMs?: number;
}

/** A keyed cache with request de-duplication. */
export interface QueryCache {
  /** The entry of a key (an idle one when the key was never read). */
  get<T>(key: string): QueryEntry<T>;
  /**
   * The data of a key: cached when fresh, else from `fetcher` - called once for concurrent readers
   * of the same key. Rejects with the fetcher's error (the entry keeps it, and any older data).
   */
  fetch<T>(key: string, fetcher: () => Promise<T>, options?: FetchOptions): Promise<T>;
  /** Listens to one key's entry; answers the unsubscribe. */
  subscribe(key: string, listener: () => void): () => void;
  /** Marks keys stale (all, or those starting with `prefix`); the next read fetches again. */
  invalidate(prefix?: string): void;
  /** The keys whose data arrived (for `dehydrate`). */
  keys(): string[];
  /** Puts data under a key as if it arrived at `updatedAt` (default now): hydration from a server. */
  setData<T>(key: string, data: T, updatedAt?: number): void;
}

const IDLE: QueryEntry<never> = Object.freeze({
  status: 'idle',
  data: undefined,
  error: undefined,
  updatedAt: 0,
});

/** Builds a query cache; `now` is injectable for tests. */
export function createQueryCache(options: { staleMs?: number; now?: () => number } = {}): QueryCache {
  const defaultStale = options.staleMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, QueryEntry<unknown>>();
  const inFlight = new Map<string, Promise<unknown>>();
  const stale = new Set<string>();
  const listeners = new Map<string, Set<() => void>>();

  const set = (key: string, entry: QueryEntry<unknown>) => {
    entries.set(key, entry);
    for (const listener of listeners.get(key) ?? []) listener();
  };

  return {
    get<T>(key: string) {
      return (entries.get(key) ?? IDLE) as QueryEntry<T>;
    },

    fetch<T>(key: string, fetcher: () => Promise<T>, fetchOptions: FetchOptions = {}) {
      const entry = entries.get(key) as QueryEntry<T> | undefined;
      const maxAge = fetchOptions.staleMs ?? defaultStale;
      if (entry?.status === 'success' && !stale.has(key) && now() - entry.updatedAt < maxAge) {
        return Promise.resolve(entry.data as T);
      }
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      set(key, { status: 'loading', data: entry?.data, error: undefined, updatedAt: entry?.updatedAt ?? 0 });
      const request = (async () => {
        try {
          const data = await fetcher();
          stale.delete(key);
          set(key, { status: 'success', data, error: undefined, updatedAt: now() });
          return data;
        } catch (error) {
          const previous = entries.get(key);
          set(key, { status: 'error', data: previous?.data, error, updatedAt: previous?.updatedAt ?? 0 });
          throw error;
        } finally {
          inFlight.delete(key);
        }
      })();
      inFlight.set(key, request);
      return request;
    },

    subscribe(key, listener) {
      let group = listeners.get(key);
      if (!group) {
        group = new Set();
        listeners.set(key, group);
      }
      group.add(listener);
      return () => {
        group.delete(listener);
      };
    },

    keys: () => [...entries].filter(([, entry]) => entry.updatedAt > 0).map(([key]) => key),

    setData(key, data, updatedAt = now()) {
      stale.delete(key);
      set(key, { status: 'success', data, error: undefined, updatedAt });
    },

    invalidate(prefix = '') {
      for (const key of entries.keys()) if (key.startsWith(prefix)) stale.add(key);
    },
  };
}
