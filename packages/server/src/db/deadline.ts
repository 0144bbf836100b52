import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The deadline of the request a statement runs for (platform/deadline.ts sets it): past it the
 * PostgreSQL client starts no statement but ROLLBACK, so a transaction cut by it rolls back whole.
 */

const requests = new AsyncLocalStorage<{ at: number }>();

/** Runs `work` (and everything it starts) under a deadline at `at` (ms since the epoch). */
export function runWithDeadline<T>(at: number, work: () => T): T {
  return requests.run({ at }, work);
}

/** Runs `work` outside any request's deadline (background work a request only set off). */
export function outsideDeadline<T>(work: () => T): T {
  return requests.exit(work);
}

/** Milliseconds the current request has left; undefined outside a request or on a route without one. */
export function deadlineLeft(): number | undefined {
  const store = requests.getStore();
  return store ? store.at - Date.now() : undefined;
}

/** A statement refused by the deadline: SQLSTATE 57014 (canceled), so the request answers 503. */
export class DeadlineExceeded extends Error {
  readonly code = '57014';
  constructor() {
    super('canceling statement due to the request deadline');
  }
}
