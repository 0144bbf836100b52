import type { AdminListQuery } from '@skatekit/console-contract';
import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../platform/errors';

/* The console's list plumbing: search patterns, sorting and paging of any list query. */

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A list's search: any of `columns` contains `q` (case-insensitive); no condition without a search. */
export const searching = (q: string | undefined, columns: readonly PgColumn[]): SQL | undefined =>
  q ? or(...columns.map((column) => ilike(column, containing(q)))) : undefined;

/** `sort` of a list: one of `fields` with an optional leading `-` (descending). */
export function sortOf<K extends string>(
  sort: string | undefined,
  fields: Record<K, unknown>,
  fallback: string,
): { field: K; descending: boolean } {
  const wanted = sort ?? fallback;
  const descending = wanted.startsWith('-');
  const field = (descending ? wanted.slice(1) : wanted) as K;
  if (!Object.hasOwn(fields, field)) throw badRequest(`Sort by ${Object.keys(fields).join(' or ')}`);
  return { field, descending };
}

/** Paging of a list query. */
export const pageOf = (query: AdminListQuery) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});
