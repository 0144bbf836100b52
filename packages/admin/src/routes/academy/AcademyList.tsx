import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { plural } from '../../ui/format';
import { PagedList } from '../../ui/PagedList';

interface Page<Row> {
  data: Row[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * A server-side academy list of `noun`s ("student", "fee"), a page at a time: "Loading students",
 * "3 students", a table captioned "Students" with a row an id, the pages "of students".
 */
export function AcademyList<Row extends { id: string }>({
  list,
  noun,
  empty,
  columns,
}: {
  list: UseQueryResult<Page<Row>>;
  noun: string;
  empty: string;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column helpers type each column's value apart.
  columns: ColumnDef<Row, any>[];
}) {
  const nouns = `${noun}s`;
  return (
    <PagedList
      list={list}
      loading={`Loading ${nouns}`}
      empty={empty}
      count={(result) => plural(result.total, noun)}
      pagesLabel={nouns}
      table={{
        caption: `${nouns.charAt(0).toUpperCase()}${nouns.slice(1)}`,
        columns,
        rowKey: (row) => row.id,
      }}
    />
  );
}
