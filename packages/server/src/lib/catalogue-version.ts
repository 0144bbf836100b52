import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueState } from '../db/schema';

/**
 * How long an instance trusts the catalogue version it last read. A change made through another
 * instance (or straight in the database) shows in this instance's cached reads within this time;
 * a change made through this instance shows at once (`markCatalogueStale`).
 */
export const CATALOGUE_VERSION_TTL_MS = 1000;

interface VersionState {
  version: number;
  /** When `version` was read; -Infinity: read again before trusting it. */
  checkedAt: number;
  /** Bumped by every markCatalogueStale; a read that began before a bump is not trusted. */
  generation: number;
  reading?: Promise<number>;
}

const states = new WeakMap<Db, VersionState>();

function stateOf(db: Db): VersionState {
  let state = states.get(db);
  if (!state) {
    state = { version: -1, checkedAt: Number.NEGATIVE_INFINITY, generation: 0 };
    states.set(db, state);
  }
  return state;
}

/**
 * The catalogue version of the database: a number that goes up with every statement that writes a
 * catalogue table or a merchant (database triggers, migration 0002). Read at most once per
 * CATALOGUE_VERSION_TTL_MS per instance; callers waiting meanwhile share one query.
 */
export async function catalogueVersion(db: Db): Promise<number> {
  const state = stateOf(db);
  if (Date.now() - state.checkedAt < CATALOGUE_VERSION_TTL_MS) return state.version;
  if (state.reading) return state.reading;
  const generation = state.generation;
  const reading = db
    .select({ version: catalogueState.version })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1))
    .then(([row]) => {
      state.version = row?.version ?? 0;
      // A write of this instance landed while reading: this answer may predate it.
      state.checkedAt = state.generation === generation ? Date.now() : Number.NEGATIVE_INFINITY;
      return state.version;
    })
    .finally(() => {
      if (state.reading === reading) state.reading = undefined;
    });
  state.reading = reading;
  return reading;
}

/** This instance just wrote (or may have written): the next read asks the database again. */
export function markCatalogueStale(db: Db): void {
  const state = stateOf(db);
  state.generation++;
  state.checkedAt = Number.NEGATIVE_INFINITY;
  state.reading = undefined;
}
