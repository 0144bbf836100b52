/** Seconds a client is asked to wait (Retry-After) when the database is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

// Node socket errors and postgres.js's own connection errors.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);
// PostgreSQL SQLSTATEs: statement timeout (57014), shutdown / cannot connect now (57P01-57P03),
// too many connections (53300), connection exceptions (class 08).
const SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

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
      (CONNECTION_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))
    ) {
      return true;
    }
    // PGlite after close (a request that outlived shutdown).
    if (typeof message === 'string' && /PGlite is closed/i.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
