import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatements } from './pglite-prepared';

/*
 * Issue 25 (add to cart on PGlite): PGlite parses and plans every statement anew. Prepared, each
 * statement text is parsed once per database and answers exactly what PGlite's own path answers.
 */

let own: PGlite;
let prepared: PGlite;
const SCHEMA = `create table lines (id text primary key, qty int not null, doc jsonb, at timestamptz, tags text[]);`;

beforeAll(async () => {
  [own, prepared] = [new PGlite(), new PGlite()];
  await Promise.all([own.waitReady, prepared.waitReady]);
  prepareStatements(prepared);
  await Promise.all([own.exec(SCHEMA), prepared.exec(SCHEMA)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([own.close(), prepared.close()]);
});

/** The statements PGlite holds prepared for this session, by text. */
async function preparedTexts(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ statement: string }>(
    `select statement from pg_prepared_statements where from_sql = false order by statement`,
  );
  return rows.map((row) => row.statement);
}

const UPSERT = `insert into lines (id, qty, doc, at, tags) values ($1, $2, $3, $4, $5)
  on conflict (id) do update set qty = lines.qty + excluded.qty returning id, qty, doc, at, tags`;

describe('issue 25: PGlite with prepared statements', () => {
  it('answers writes and reads as PGlite does, in both row modes, with nulls, JSON, times and arrays', async () => {
    const runs: [string, unknown[], { rowMode?: 'array' | 'object' }?][] = [
      [UPSERT, ['a', 2, '{"k":[1,2]}', '2026-11-28T10:00:00+05:30', ['x', 'y,z']]],
      [UPSERT, ['a', 3, null, null, null]],
      [UPSERT, ['b', 1, null, null, []]],
      [`select id, qty, doc, at, tags from lines where qty >= $1 order by id`, [1]],
      [
        `select id, qty from lines where id = any($1::text[]) order by id`,
        [['a', 'b']],
        { rowMode: 'array' },
      ],
      [`update lines set qty = qty * 2 where id = $1`, ['b']],
      [`delete from lines where id = $1`, ['nobody']],
      [
        `with gone as (delete from lines where id = $1 returning id) select count(*)::int as n from gone`,
        ['b'],
      ],
    ];
    for (const [text, params, options] of runs) {
      const [expected, actual] = [
        await own.query(text, params, options),
        await prepared.query(text, params, options),
      ];
      expect({ rows: actual.rows, affected: actual.affectedRows, fields: actual.fields }).toEqual({
        rows: expected.rows,
        affected: expected.affectedRows,
        fields: expected.fields,
      });
    }
    expect((await prepared.query(`select id, qty, doc from lines`)).rows).toEqual([
      { id: 'a', qty: 5, doc: { k: [1, 2] } },
    ]);
  });

  it('parses each statement text once, however often it runs', async () => {
    const text = `select qty from lines where id = $1`;
    for (let i = 0; i < 5; i++) await prepared.query(text, ['a']);
    const texts = await preparedTexts(prepared);
    expect(texts.filter((t) => t === text)).toHaveLength(1);
    // Statements of other kinds (DDL, SET, savepoints) take PGlite's own path and are not kept.
    await prepared.query(`set application_name = 'skatekit'`);
    expect((await preparedTexts(prepared)).some((t) => t.startsWith('set '))).toBe(false);
  });

  it('a failed statement is refused with its code, is not kept, and the next one runs', async () => {
    await expect(
      prepared.query(`insert into lines (id, qty) values ($1, $2)`, ['a', null]),
    ).rejects.toMatchObject({ code: '23502' });
    await expect(prepared.query(`selec 1`)).rejects.toMatchObject({ code: '42601' });
    expect((await preparedTexts(prepared)).includes('selec 1')).toBe(false);
    expect((await prepared.query(`select count(*)::int as n from lines`)).rows).toEqual([{ n: 1 }]);
  });

  it('a transaction runs prepared statements and rolls back whole', async () => {
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query(UPSERT, ['c', 1, null, null, null]);
        expect((await tx.query(`select qty from lines where id = $1`, ['c'])).rows).toEqual([{ qty: 1 }]);
        await tx.query(`insert into lines (id, qty) values ($1, $2)`, ['c', 1]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await prepared.query(`select qty from lines where id = $1`, ['c'])).rows).toEqual([]);
    await prepared.transaction(async (tx) => {
      await tx.query(UPSERT, ['c', 4, null, null, null]);
    });
    expect((await prepared.query(`select qty from lines where id = $1`, ['c'])).rows).toEqual([{ qty: 4 }]);
  });

  it('a kept `select *` answers the new columns after the table changes', async () => {
    const text = `select * from lines where id = $1`;
    expect(Object.keys((await prepared.query<object>(text, ['a'])).rows[0] as object)).toEqual([
      'id',
      'qty',
      'doc',
      'at',
      'tags',
    ]);
    await prepared.exec(`alter table lines add column note text default 'none'`);
    expect((await prepared.query(text, ['a'])).rows).toEqual([
      {
        id: 'a',
        qty: 5,
        doc: { k: [1, 2] },
        at: new Date('2026-11-28T04:30:00Z'),
        tags: ['x', 'y,z'],
        note: 'none',
      },
    ]);
  });

  it('keeps at most 256 statements, and one dropped from the list is prepared again when it comes back', async () => {
    const first = `select qty + 0 as n from lines where id = $1`;
    await prepared.query(first, ['a']);
    for (let i = 1; i <= 300; i++)
      await prepared.query(`select qty + ${i} as n from lines where id = $1`, ['a']);
    const kept = await preparedTexts(prepared);
    expect(kept.length).toBe(256);
    expect(kept.includes(first)).toBe(false);
    expect((await prepared.query(first, ['a'])).rows).toEqual([{ n: 5 }]);
  });
});
