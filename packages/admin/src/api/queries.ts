import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { AdminApi } from './client';
import { useApi } from './context';

/** One page of a server-side list from the API; the page shown stays on screen while the next loads. */
export function useListQuery<T>(queryKey: QueryKey, read: (api: AdminApi) => Promise<T>) {
  const api = useApi();
  return useQuery({ queryKey, queryFn: () => read(api), placeholderData: keepPreviousData });
}

/** A record the API answers as `{ data }`: the query holds the data. */
export function useRecordQuery<T>(queryKey: QueryKey, read: (api: AdminApi) => Promise<{ data: T }>) {
  const api = useApi();
  return useQuery({ queryKey, queryFn: async () => (await read(api)).data });
}
