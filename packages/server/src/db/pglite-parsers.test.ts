import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trimParsers } from './pglite-parsers';

/*
 * Issue 25 (add to cart on PGlite): PGlite copies its parser table on every query, and the table holds
 * a parser for every array type of the database. Trimmed, it answers every type as the full table does.
 */

let full: PGlite;
let trimmed: PGlite;
beforeAll(async () => {
  [full, trimmed] = [new PGlite(), new PGlite()];
  await Promise.all([full.waitReady, trimmed.waitReady]);
  trimParsers(trimmed);
}, 60_000);
afterAll(async () => {
  await Promise.all([full.close(), trimmed.close()]);
});

const EVERY_KIND = `select 7::int2 as small, 42::int4 as whole, 12345678901::int8 as big, 1.5::float8 as real,
  12.34::numeric as exact, true as yes, 'text' as words, 'x'::varchar(5) as short,
  '{"a": [1, 2]}'::jsonb as doc, '{"b": null}'::json as plain,
  '2026-11-28'::date as day, '2026-11-28 10:00:00+05:30'::timestamptz as at, '2026-11-28 10:00'::timestamp as local,
  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid as id, null::text as nothing,
  array['a', 'b,c'] as words_list, array[1, 2] as numbers, array[true, false] as flags,
  array['{"k": 1}'::jsonb] as docs, array[1.5::float8] as reals, array[10000000000::int8] as bigs,
  array['2026-11-28'::date] as days`;

describe('issue 25: a trimmed PGlite parser table', () => {
  it('holds 28 parsers instead of every array type of the database', () => {
    expect(Object.keys(full.parsers).length).toBeGreaterThan(300);
    expect(Object.keys(trimmed.parsers).length).toBe(28);
  });

  it('answers scalars, JSON, times and the common arrays exactly as the full table does', async () => {
    const [expected, actual] = await Promise.all([full.query(EVERY_KIND), trimmed.query(EVERY_KIND)]);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.rows[0]).toMatchObject({
      whole: 42,
      big: 12345678901,
      real: 1.5,
      yes: true,
      doc: { a: [1, 2] },
      numbers: [1, 2],
      words_list: ['a', 'b,c'],
      flags: [true, false],
    });
  });
});
