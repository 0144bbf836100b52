import { type DependencyList, startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** Coarse status of a display-data fetch. */
export type AsyncStatus = 'idle' | 'loading' | 'success' | 'error';

export interface AsyncState<T> {
  status: AsyncStatus;
  /** The last successful value (kept while reloading). */
  data: T | undefined;
  /** The last failure, cleared by the next success. */
  error: unknown;
  /** Runs the fetch again. */
  reload: () => void;
}

/**
 * Runs `fn` when `deps` change and tracks its result. A result that arrives after the deps changed
 * or the component unmounted is dropped, so a slow old request never overwrites a newer one.
 * `seed` is data already at hand (a cache entry): the state starts as success with it.
 * Errors are only stored: whether a failure is toasted or just logged is the caller's (the spec's) call.
 */
export function useAsync<T>(fn: () => Promise<T>, deps: DependencyList, seed?: T): AsyncState<T> {
  // A seed (data already in a cache: hydrated from the server) is shown from the first render, on
  // the server too; the first run then only confirms it.
  const [state, setState] = useState<Omit<AsyncState<T>, 'reload'>>({
    status: seed === undefined ? 'loading' : 'success',
    data: seed,
    error: undefined,
  });
  const seeded = useRef(seed !== undefined);
  const [tick, setTick] = useState(0);
  const fnRef = useRef(fn);
  fnRef.current = fn;

  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's, plus the reload tick.
  useEffect(() => {
    let live = true;
    if (seeded.current) seeded.current = false;
    else setState((s) => ({ ...s, status: 'loading' }));
    // The answer is drawn in a transition: React renders it in slices, yielding to the browser every
    // few milliseconds, instead of one long task per answer while the page is still loading (a tap
    // is answered meanwhile; a newer answer replaces a render under way).
    fnRef.current().then(
      (data) => {
        if (live) startTransition(() => setState({ status: 'success', data, error: undefined }));
      },
      (error: unknown) => {
        if (live) startTransition(() => setState((s) => ({ status: 'error', data: s.data, error })));
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
