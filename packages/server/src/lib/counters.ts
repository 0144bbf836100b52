import type { Redis } from 'ioredis';

/**
 * Fixed-window counters shared by every instance when Redis is configured (REDIS_URL), else kept in
 * this process's memory (one instance; a restart clears them).
 */
export interface CounterStore {
  readonly kind: 'memory' | 'redis';
  /** Adds one to `key` and answers the new count; the window starts with the first hit. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Takes one back from `key` (a counted attempt that turned out not to count). */
  undo(key: string): Promise<void>;
  /** Sets `key` once for `ttlMs`; true when it was not set yet (short-lived de-duplication). */
  claim(key: string, ttlMs: number): Promise<boolean>;
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
  const sweep = () => {
    if (entries.size < 10_000) return;
    const t = now();
    for (const [key, entry] of entries) if (entry.resetAt <= t) entries.delete(key);
  };
  return {
    kind: 'memory',
    async hit(key, windowMs) {
      sweep();
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
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
      // INCR then, for the first hit only, the expiry: one round trip.
      const [[, count]] = (await redis.multi().incr(full).pexpire(full, windowMs, 'NX').exec()) as [
        [Error | null, number],
        [Error | null, number],
      ];
      return count;
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
    async close() {
      redis.disconnect();
    },
  };
}
