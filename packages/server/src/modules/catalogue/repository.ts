import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  marquees,
  newArrivalGroups,
  offers,
  products,
  sliders,
  storeProfiles,
} from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;

const ACTIVE = 'Active';

/** Active products of a merchant in listing order; a page when `page` is given. */
export function listActiveProducts(db: Db, mainId: string, paging?: { page: number; limit: number }) {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.main_id, mainId), eq(products.status, ACTIVE)))
    .orderBy(asc(products.position), asc(products.product_id));
  return paging ? query.limit(paging.limit).offset((paging.page - 1) * paging.limit) : query;
}

/** One product by id, whatever its status, optionally only within one merchant. */
export async function findProduct(
  db: Db,
  productId: string,
  mainId?: string,
): Promise<ProductRow | undefined> {
  const where = mainId
    ? and(eq(products.product_id, productId), eq(products.main_id, mainId))
    : eq(products.product_id, productId);
  const [row] = await db.select().from(products).where(where).limit(1);
  return row;
}

/** Active products of a merchant among `ids`, keyed by id. */
export async function activeProductsById(
  db: Db,
  mainId: string,
  ids: string[],
): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.main_id, mainId), eq(products.status, ACTIVE), inArray(products.product_id, ids)));
  return new Map(rows.map((row) => [row.product_id, row]));
}

export function listNewArrivalGroups(db: Db, mainId: string) {
  return db
    .select()
    .from(newArrivalGroups)
    .where(and(eq(newArrivalGroups.main_id, mainId), eq(newArrivalGroups.status, ACTIVE)))
    .orderBy(asc(newArrivalGroups.position));
}

export function listOffers(db: Db, mainId: string) {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.main_id, mainId), eq(offers.status, ACTIVE)))
    .orderBy(asc(offers.position));
}

export function listCategories(db: Db, mainId: string) {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.main_id, mainId), eq(categories.status, ACTIVE)))
    .orderBy(asc(categories.position), asc(categories.name));
}

export function listSliders(db: Db, mainId: string) {
  return db
    .select()
    .from(sliders)
    .where(and(eq(sliders.main_id, mainId), eq(sliders.status, ACTIVE)))
    .orderBy(asc(sliders.position));
}

export function listMarquees(db: Db, mainId: string) {
  return db
    .select()
    .from(marquees)
    .where(and(eq(marquees.main_id, mainId), eq(marquees.status, ACTIVE)))
    .orderBy(asc(marquees.position));
}

export async function findStoreProfile(db: Db, mainId: string) {
  const [row] = await db.select().from(storeProfiles).where(eq(storeProfiles.main_id, mainId)).limit(1);
  return row;
}
