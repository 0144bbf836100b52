import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';

/** What a query shows: its loading placeholder, its error with Try again, an empty message, else its content. */
export function QueryView<T>({
  query,
  loading,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, announced: "Loading orders". */
  loading: string;
  /** Whether there is nothing to show; `empty` says so. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}
