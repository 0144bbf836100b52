import { isConnectFailure } from '../db/connect-failure';

/** Seconds a client is asked to wait (Retry-After) when the database is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

// Node socket errors (a refused, reset or timed-out connection to the database).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// node-postgres raises these without a code: a connection lost mid-query or between queries, a connect
// or pool-checkout timeout, the client-side query timeout, a pool already ended (a request that outlived
// shutdown).
const DRIVER_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|timeout expired|Query read timeout|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end on the pool)$/;
// PostgreSQL SQLSTATEs: statement timeout (57014), shutdown / cannot connect now (57P01-57P03),
// too many connections (53300), connection exceptions (class 08).
const SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);
// Only when opening a connection: "database is not currently accepting connections" (55000, a database
// closed for maintenance); raised by a statement the same code means something else.
const CONNECT_SQLSTATES = new Set(['55000']);

/**
 * True when an error (or any error in its `cause` chain, as Drizzle wraps driver errors) means the
 * database is unreachable, restarting, overloaded or too slow: the request may succeed if retried, so
 * it answers 503 with Retry-After instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (CONNECTION_CODES.has(code) ||
        SQLSTATES.has(code) ||
        code.startsWith('08') ||
        (CONNECT_SQLSTATES.has(code) && isConnectFailure(current)))
    ) {
      return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    // PGlite after close (a request that outlived shutdown).
    if (typeof message === 'string' && /PGlite is closed/i.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
