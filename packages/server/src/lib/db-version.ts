import type { Db } from '../db/client';

/**
 * How long an instance trusts a version it last read. A change made through another instance (or
 * straight in the database) shows in this instance's cached reads within this time; a change made
 * through this instance shows at once (`markStale`).
 */
export const VERSION_TTL_MS = 1000;

interface VersionState {
  version: number;
  /** When `version` was read; -Infinity: read again before trusting it. */
  checkedAt: number;
  /** Bumped by every markStale; a read that began before a bump is not trusted. */
  generation: number;
  reading?: Promise<number>;
}

/** A number kept in the database that goes up with every write of what it versions (triggers). */
export interface DbVersion {
  /** The version, read at most once per VERSION_TTL_MS per instance; callers waiting share one query. */
  current(db: Db): Promise<number>;
  /** This instance just wrote (or may have written): the next `current` asks the database again. */
  markStale(db: Db): void;
  /** The version `current` would answer without asking the database; undefined once it would ask. */
  trusted(db: Db): number | undefined;
}

/** A version read by `read` (one row of a state table), trusted per instance for VERSION_TTL_MS. */
export function dbVersion(read: (db: Db) => Promise<number | undefined>): DbVersion {
  const states = new WeakMap<Db, VersionState>();
  const stateOf = (db: Db): VersionState => {
    let state = states.get(db);
    if (!state) {
      state = { version: -1, checkedAt: Number.NEGATIVE_INFINITY, generation: 0 };
      states.set(db, state);
    }
    return state;
  };
  return {
    async current(db) {
      const state = stateOf(db);
      if (Date.now() - state.checkedAt < VERSION_TTL_MS) return state.version;
      if (state.reading) return state.reading;
      const generation = state.generation;
      const reading = read(db)
        .then((version) => {
          state.version = version ?? 0;
          // A write of this instance landed while reading: this answer may predate it.
          state.checkedAt = state.generation === generation ? Date.now() : Number.NEGATIVE_INFINITY;
          return state.version;
        })
        .finally(() => {
          if (state.reading === reading) state.reading = undefined;
        });
      state.reading = reading;
      return reading;
    },
    trusted(db) {
      const state = states.get(db);
      return state && Date.now() - state.checkedAt < VERSION_TTL_MS ? state.version : undefined;
    },
    markStale(db) {
      const state = stateOf(db);
      state.generation++;
      state.checkedAt = Number.NEGATIVE_INFINITY;
      state.reading = undefined;
    },
  };
}
