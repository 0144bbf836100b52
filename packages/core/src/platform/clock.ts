/** Source of the current time, injected so time-dependent rules are testable. */
export interface Clock {
  /** Milliseconds since the Unix epoch, like `Date.now()`. */
  now(): number;
}

/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to, for tests. */
export function createFixedClock(
  start: number | Date,
): Clock & { set(time: number | Date): void; advance(ms: number): void } {
  let current = typeof start === 'number' ? start : start.getTime();
  return {
    now: () => current,
    set(time) {
      current = typeof time === 'number' ? time : time.getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}
