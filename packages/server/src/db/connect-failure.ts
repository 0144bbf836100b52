/** Marks errors raised while opening a PostgreSQL connection (not by a statement on an open one). */
const CONNECT_FAILURE = Symbol.for('skatekit.db.connect-failure');

/** Tags `error` as a failure to open a connection and returns it. */
export function markConnectFailure<T>(error: T): T {
  if (error && typeof error === 'object') {
    Object.defineProperty(error, CONNECT_FAILURE, { value: true, enumerable: false });
  }
  return error;
}

/** True when `error` was raised while opening a connection (see markConnectFailure). */
export function isConnectFailure(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as Record<symbol, unknown>)[CONNECT_FAILURE]);
}
