import pg from 'pg';

/**
 * A small node-postgres pool for a test's own statements (create/drop a schema or database, read what
 * the server stored). Its connection errors are ignored: tests that stop the database cut it too.
 * @example const admin = testPool(url); const { rows } = await admin.query('select 1 as n'); await admin.end();
 */
export function testPool(connectionString: string, max = 1): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** The rows of one statement. */
export async function rowsOf<T = Record<string, unknown>>(
  pool: pg.Pool,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await pool.query(text, params)).rows as T[];
}
