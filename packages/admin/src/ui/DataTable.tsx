import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * A server-side list as a table (TanStack Table, manual sorting and paging: the server sorts and
 * pages, the table draws). Each cell carries its column's name, so on a phone the rows become cards
 * (styles.css) instead of scrolling sideways.
 */
export function DataTable<T>({
  caption,
  columns,
  data,
  sorting = [],
  onSortingChange,
  rowKey,
}: {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column helpers type each column's value apart.
  columns: ColumnDef<T, any>[];
  data: T[];
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  rowKey: (row: T) => string;
}) {
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortingChange?.(next);
    },
    getRowId: (row) => rowKey(row),
  });
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() && onSortingChange ? (
                      <button
                        type="button"
                        className="sort-button"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {label}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => {
                const header = cell.column.columnDef.header;
                return (
                  <td key={cell.id} data-label={typeof header === 'string' ? header : ''}>
                    <div>{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Actions column of a table for those who may act (`may`), its buttons side by side; none for the others. */
export function actionsColumn<T>(may: boolean, actions: (row: T) => ReactNode): ColumnDef<T>[] {
  return may
    ? [
        {
          id: 'actions',
          header: 'Actions',
          cell: (c) => <div className="row-actions">{actions(c.row.original)}</div>,
        },
      ]
    : [];
}

/** `createdAt` / `-createdAt` (the API's sort) from and to TanStack's sorting state. */
export function sortFromParam(sort: string | null | undefined): SortingState {
  if (!sort) return [];
  return [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];
}

/** The API's sort parameter of a sorting state. */
export function sortToParam(sorting: SortingState): string | undefined {
  const first = sorting[0];
  return first ? `${first.desc ? '-' : ''}${first.id}` : undefined;
}
