import type { ReactNode } from 'react';

/**
 * A table the page draws itself (a few rows it has in hand, no sorting or paging): one header row,
 * the caption for screen readers (visually hidden), the rows as children. Lists the server sorts
 * and pages use `DataTable`. A column left out (`false`, `null`) draws no header cell.
 */
export function PlainTable({
  caption,
  columns,
  className = 'data-table',
  children,
}: {
  caption?: string;
  columns: ReactNode[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={className}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns
            .filter((column) => column !== null && column !== undefined && column !== false)
            .map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the header row is fixed; a column's place is its identity.
              <th key={i} scope="col">
                {column}
              </th>
            ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
