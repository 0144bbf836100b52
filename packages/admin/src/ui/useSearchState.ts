import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the URL. `update({ status: 'Packed' })` sets or (with '' / undefined)
 * removes params; any change but a page turn goes back to page 1. `replace`: the change takes the
 * current history entry's place (a live search's typed steps).
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | undefined | null>, { replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  return { params, update };
}
