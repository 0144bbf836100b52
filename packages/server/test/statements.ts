import type { TestServer } from './helper';

/** Tables whose version the server re-reads at most once a second per instance, shared by every request. */
const VERSION_TABLES = /catalogue_state|coupon_state/;

/**
 * The SQL statements sent to the database while `work` runs (both engines' drizzle drivers call
 * `$client.query`), leaving out the once-a-second reads of the catalogue and coupon versions.
 */
export async function statementsOf(server: TestServer, work: () => Promise<unknown>): Promise<string[]> {
  const client = (server.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    seen.push(typeof first === 'string' ? first : first.text);
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return seen.filter((text) => !VERSION_TABLES.test(text));
}
