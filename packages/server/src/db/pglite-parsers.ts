import { type PGlite, types } from '@electric-sql/pglite';

/** Element types whose arrays keep their parsers (each with the array's type oid, as PostgreSQL fixes it). */
const KEPT_ARRAYS: Record<number, number> = {
  [types.BOOL]: 1000,
  [types.INT2]: 1005,
  [types.INT4]: 1007,
  [types.TEXT]: 1009,
  [types.VARCHAR]: 1015,
  [types.INT8]: 1016,
  [types.FLOAT4]: 1021,
  [types.FLOAT8]: 1022,
  [types.TIMESTAMP]: 1115,
  [types.DATE]: 1182,
  [types.TIMESTAMPTZ]: 1185,
  [types.NUMERIC]: 1231,
  [types.JSON]: 199,
  [types.UUID]: 2951,
  [types.JSONB]: 3807,
};

/**
 * Keeps PGlite's per-instance parser table small. PGlite copies that whole table into a new object on
 * every query (`{ ...this.parsers, ...options.parsers }` in its result parsing), and at start it adds a
 * parser for the array type of every type in the database: about 360 entries, 0.35 ms a query on a
 * 2.5 GHz Xeon, about 40 % of a one-row statement. A type missing from the table is parsed by PGlite's
 * built-in parsers, the same ones the table starts from; only array types need an entry. Our statements
 * return no arrays, so the table keeps the arrays of the common types (and their elements, which an
 * array's parser looks up in the table) and nothing else. `parsers` is PGlite's public field.
 */
export function trimParsers(client: PGlite): void {
  const all = client.parsers;
  const kept: PGlite['parsers'] = {};
  for (const [element, array] of Object.entries(KEPT_ARRAYS)) {
    if (all[element]) kept[element] = all[element];
    if (all[array]) kept[array] = all[array];
  }
  client.parsers = kept;
}
