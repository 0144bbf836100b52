import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueState } from '../db/schema';
import { dbVersion, VERSION_TTL_MS } from './db-version';

/** How long an instance trusts the catalogue version it last read (see lib/db-version). */
export const CATALOGUE_VERSION_TTL_MS = VERSION_TTL_MS;

const catalogue = dbVersion(async (db) => {
  const [row] = await db
    .select({ version: catalogueState.version })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1));
  return row?.version;
});

/**
 * The catalogue version of the database: a number that goes up with every statement that writes a
 * catalogue table or a merchant (database triggers, migration 0002). Read at most once per
 * CATALOGUE_VERSION_TTL_MS per instance; callers waiting meanwhile share one query.
 */
export const catalogueVersion = (db: Db): Promise<number> => catalogue.current(db);

/** The catalogue version this instance trusts now, without a query; undefined once it would ask. */
export const trustedCatalogueVersion = (db: Db): number | undefined => catalogue.trusted(db);

/** This instance just wrote (or may have written): the next read asks the database again. */
export const markCatalogueStale = (db: Db): void => catalogue.markStale(db);
