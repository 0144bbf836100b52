import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, sortFromParam, sortToParam } from './DataTable';
import { Pagination } from './Pagination';
import { QueryView } from './QueryView';
import { useSearchState } from './useSearchState';

/** A page of a server-side list, as the API answers it. */
interface Paged {
  data: unknown[];
  page: number;
  pageSize: number;
  total: number;
}
type RowOf<P extends Paged> = P['data'][number];

/**
 * A server-side list: loading, error and empty states, else its count, its rows (a `DataTable`
 * unless `children` draws them) and its pages. The page and the sort are in the address.
 */
export function PagedList<P extends Paged>({
  list,
  loading,
  empty,
  count,
  live,
  pagesLabel,
  table,
  children,
}: {
  list: UseQueryResult<P>;
  loading: string;
  empty: ReactNode;
  /** "3 orders", above the rows. */
  count?: (page: P) => string;
  /** The count is announced when it changes. */
  live?: boolean;
  /** What the pages are of, e.g. "orders". */
  pagesLabel: string;
  table?: {
    caption: string;
    // biome-ignore lint/suspicious/noExplicitAny: TanStack's column helpers type each column's value apart.
    columns: ColumnDef<RowOf<P>, any>[];
    rowKey: (row: RowOf<P>) => string;
    /** The list's sort (`-createdAt`): the columns sort it. */
    sort?: string;
  };
  children?: (rows: P['data']) => ReactNode;
}) {
  const { update } = useSearchState();
  return (
    <QueryView query={list} loading={loading} isEmpty={(page) => page.data.length === 0} empty={empty}>
      {(page) => (
        <>
          {count ? (
            <p className="result-count" aria-live={live ? 'polite' : undefined}>
              {count(page)}
            </p>
          ) : null}
          {table ? (
            <DataTable<RowOf<P>>
              caption={table.caption}
              columns={table.columns}
              data={page.data}
              rowKey={table.rowKey}
              {...(table.sort === undefined
                ? {}
                : {
                    sorting: sortFromParam(table.sort),
                    onSortingChange: (sorting) => update({ sort: sortToParam(sorting) }),
                  })}
            />
          ) : null}
          {children?.(page.data)}
          <Pagination
            label={pagesLabel}
            page={page.page}
            pageSize={page.pageSize}
            total={page.total}
            onPage={(next) => update({ page: next })}
          />
        </>
      )}
    </QueryView>
  );
}
