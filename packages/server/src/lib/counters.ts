import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';

/** One counted hit: the count in the current window and how long the window has left. */
export interface Hit {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/** Where counters are kept right now: memory only, Redis, or memory while Redis is unreachable. */
export type CounterHealth = 'memory' | 'redis' | 'degraded';

/**
 * Fixed-window counters shared by every instance when Redis is configured (REDIS_URL), else kept in
 * this process's memory (one instance; a restart clears them). With Redis, a Redis that fails or does
 * not answer within its command timeout is left alone for a few seconds and the counters are kept in
 * memory meanwhile (see createFallbackCounters): limits hold, per instance, while Redis is down.
 */
export interface CounterStore {
  readonly kind: 'memory' | 'redis';
  /** Adds one to `key` and answers the new count; the window starts with the first hit. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The count of `key` in its current window (0 when none). */
  get(key: string): Promise<number>;
  /** Takes one back from `key` (a counted attempt that turned out not to count). */
  undo(key: string): Promise<void>;
  /** Sets `key` once for `ttlMs`; true when it was not set yet (short-lived de-duplication). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Sets `key` to 1 for `ttlMs` whether or not it was set (a mark that each use renews). */
  mark(key: string, ttlMs: number): Promise<void>;
  /** Where the counters are now; with Redis, asks it (a short ping), so a recovered Redis is taken back. */
  health(): Promise<CounterHealth>;
  close(): Promise<void>;
}

/** Counters in this process's memory; expired entries are swept as the map grows. */
export function createMemoryCounters(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Swept when the map has doubled since the last sweep (long-lived marks would make a sweep on
  // every hit past a fixed size scan the whole map each time).
  let sweepAt = 10_000;
  const sweep = () => {
    if (entries.size < sweepAt) return;
    const t = now();
    for (const [key, entry] of entries) if (entry.resetAt <= t) entries.delete(key);
    sweepAt = Math.max(10_000, entries.size * 2);
  };
  return {
    kind: 'memory',
    async hit(key, windowMs) {
      sweep();
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async undo(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async claim(key, ttlMs) {
      sweep();
      if (live(key)) return false;
      entries.set(key, { count: 1, resetAt: now() + ttlMs });
      return true;
    },
    async mark(key, ttlMs) {
      sweep();
      entries.set(key, { count: 1, resetAt: now() + ttlMs });
    },
    async health() {
      return 'memory';
    },
    async close() {
      entries.clear();
    },
  };
}

/** Counters in Redis under `prefix`, so every instance behind a load balancer counts together. */
export function createRedisCounters(redis: Redis, prefix: string): CounterStore {
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const full = `${prefix}${key}`;
      // INCR, the expiry for the first hit only, and what is left of the window: one round trip.
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(full)
        .pexpire(full, windowMs, 'NX')
        .pttl(full)
        .exec()) as [[Error | null, number], [Error | null, number], [Error | null, number]];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async get(key) {
      return Number((await redis.get(`${prefix}${key}`)) ?? 0);
    },
    async undo(key) {
      // Only while the key lives: a DECR on an expired key would create one without expiry.
      await redis.eval(
        "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        `${prefix}${key}`,
      );
    },
    async claim(key, ttlMs) {
      return (await redis.set(`${prefix}${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async mark(key, ttlMs) {
      await redis.set(`${prefix}${key}`, '1', 'PX', ttlMs);
    },
    async health() {
      await redis.ping();
      return 'redis';
    },
    async close() {
      redis.disconnect();
    },
  };
}

/**
 * Counters in the database (`rate_counters`), for while Redis is down: every instance on the database
 * counts together, so a limit holds once across the fleet instead of once per instance. Times come
 * from `now` (the app's clock), not the database's, like the memory counters. One statement a call.
 */
export function createSqlCounters(db: Db, now: () => number = Date.now): CounterStore {
  const at = (ms: number) => new Date(ms).toISOString();
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  let hits = 0;
  const sweep = async () => {
    hits += 1;
    if (hits % 500 !== 0) return;
    await db.execute(sql`delete from rate_counters where reset_at <= ${at(now())}::timestamptz`);
  };
  return {
    kind: 'memory',
    async hit(key, windowMs) {
      await sweep();
      const t = now();
      const [row] = await rows(sql`
        insert into rate_counters as c (key, count, reset_at)
        values (${key}, 1, ${at(t + windowMs)}::timestamptz)
        on conflict (key) do update set
          count = case when c.reset_at <= ${at(t)}::timestamptz then 1 else c.count + 1 end,
          reset_at = case when c.reset_at <= ${at(t)}::timestamptz then excluded.reset_at else c.reset_at end
        returning c.count as count, c.reset_at as reset_at`);
      const stamp = row?.reset_at;
      const resetAt = stamp instanceof Date ? stamp.getTime() : new Date(String(stamp)).getTime();
      return { count: Number(row?.count ?? 1), resetInMs: Math.max(0, resetAt - t) };
    },
    async get(key) {
      const [row] = await rows(
        sql`select count from rate_counters where key = ${key} and reset_at > ${at(now())}::timestamptz`,
      );
      return Number(row?.count ?? 0);
    },
    async undo(key) {
      await db.execute(
        sql`update rate_counters set count = count - 1
            where key = ${key} and count > 0 and reset_at > ${at(now())}::timestamptz`,
      );
    },
    async claim(key, ttlMs) {
      const t = now();
      const claimed = await rows(sql`
        insert into rate_counters as c (key, count, reset_at) values (${key}, 1, ${at(t + ttlMs)}::timestamptz)
        on conflict (key) do update set count = 1, reset_at = excluded.reset_at
          where c.reset_at <= ${at(t)}::timestamptz
        returning c.key`);
      return claimed.length === 1;
    },
    async mark(key, ttlMs) {
      await db.execute(sql`
        insert into rate_counters (key, count, reset_at) values (${key}, 1, ${at(now() + ttlMs)}::timestamptz)
        on conflict (key) do update set count = 1, reset_at = excluded.reset_at`);
    },
    async health() {
      return 'memory';
    },
    async close() {},
  };
}

export interface FallbackOptions {
  /** How long Redis is left alone after a failure before it is tried again. Default 5 s. */
  retryAfterMs?: number;
  /** Told when Redis fails and the counters move to memory, and when they move back. */
  onDown?: (error: unknown) => void;
  onUp?: () => void;
  /** Real time (the breaker is about infrastructure, not the app's clock). */
  now?: () => number;
}

/**
 * Redis counters that fall back to `memory` (the server passes the database counters, shared by every
 * instance) while Redis is down: a failed or timed-out command (the client has short command timeouts
 * and no offline queue) opens a breaker, and for `retryAfterMs` every operation goes to the fallback
 * without touching Redis, so a dead or hung Redis costs a request at most one command timeout. Then
 * Redis is tried again. The fallback shadows every change made in Redis, so it takes over from the
 * counts so far. Limits stay enforced throughout (with a memory fallback per instance only; counts made
 * in the fallback are not copied back to Redis).
 */
export function createFallbackCounters(
  primary: CounterStore,
  memory: CounterStore,
  options: FallbackOptions = {},
): CounterStore & { readonly degraded: boolean; up(): void } {
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const now = options.now ?? Date.now;
  let downUntil = 0;
  let degraded = false;
  const down = (error: unknown) => {
    downUntil = now() + retryAfterMs;
    if (!degraded) {
      degraded = true;
      options.onDown?.(error);
    }
  };
  const up = () => {
    downUntil = 0;
    if (degraded) {
      degraded = false;
      options.onUp?.();
    }
  };
  /**
   * Runs `operation` on Redis, else on memory. Everything done in Redis is done in memory too, so
   * memory takes over from this instance's own counts rather than from zero, and `merge` answers the
   * larger of the two (what this instance counted while Redis was away still counts once it is back).
   */
  async function run<T>(
    operation: (store: CounterStore) => Promise<T>,
    merge: (fromRedis: T, fromMemory: T) => T = (fromRedis) => fromRedis,
  ): Promise<T> {
    if (now() < downUntil) return operation(memory);
    let result: T;
    try {
      result = await operation(primary);
    } catch (error) {
      down(error);
      return operation(memory);
    }
    if (degraded) up();
    return merge(result, await operation(memory));
  }
  const larger = (a: number, b: number) => Math.max(a, b);
  return {
    kind: 'redis',
    get degraded() {
      return degraded;
    },
    /** Redis is back (its client said so): try it again at once. */
    up() {
      downUntil = 0;
    },
    hit: (key, windowMs) =>
      run(
        (store) => store.hit(key, windowMs),
        (fromRedis, fromMemory) => (fromMemory.count > fromRedis.count ? fromMemory : fromRedis),
      ),
    get: (key) => run((store) => store.get(key), larger),
    undo: (key) => run((store) => store.undo(key)),
    claim: (key, ttlMs) => run((store) => store.claim(key, ttlMs)),
    mark: (key, ttlMs) => run((store) => store.mark(key, ttlMs)),
    async health() {
      try {
        await primary.health();
        up();
        return 'redis';
      } catch (error) {
        down(error);
        return 'degraded';
      }
    },
    async close() {
      await Promise.all([primary.close(), memory.close()]);
    },
  };
}
