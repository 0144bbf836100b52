import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/** What a prepared statement answers: the driver's result (rows, or `{ rows }`). */
type Execute = (values: Record<string, unknown>) => Promise<unknown>;

/**
 * A statement written with `sql.placeholder`s, prepared once per database and name: on PostgreSQL a
 * named server-side prepared statement (parsed and planned once per connection), on both engines
 * built once instead of per call. For raw statements `db.execute` cannot prepare (a query builder's own
 * `.prepare(name)` does the same for what it builds).
 */
export function preparedStatement(
  name: string,
  build: () => SQL,
): (db: Db, values: Record<string, unknown>) => Promise<unknown> {
  const byDb = new WeakMap<Db, Execute>();
  return (db, values) => {
    let run = byDb.get(db);
    if (!run) {
      const query = dialect.sqlToQuery(build());
      const statement = db._.session.prepareQuery(query, undefined, name, false);
      run = (placeholders) => statement.execute(placeholders);
      byDb.set(db, run);
    }
    return run(values);
  };
}

/**
 * A query builder's prepared statement (`.prepare(name)` with `sql.placeholder`s), made once per
 * database: prepared statements belong to the database (its session) they were made on.
 */
export function perDb<T>(make: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let made = byDb.get(db);
    if (made === undefined) {
      made = make(db);
      byDb.set(db, made);
    }
    return made;
  };
}
