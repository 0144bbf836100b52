import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { catalogueVersion } from '../../lib/catalogue-version';
import { Product } from '../../platform/core';
import { toWireProduct } from './wire';

/*
 * Products as the engine prices them: the catalogue records the cart, checkout and quotes hand to
 * core's quoteCart, exactly as the API answers them to a client.
 */

export type ProductRow = typeof products.$inferSelect;

/** Products of the merchant by id, whatever their status. */
export async function productsById(db: Db, mainId: string, ids: string[]): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.main_id, mainId), inArray(products.product_id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.product_id, row]));
}

/** The catalogue records of some products, exactly as the API answers them to a client. */
export async function wireProducts(db: Db, mainId: string, ids: readonly string[]): Promise<Product[]> {
  const rows = await productsById(db, mainId, [...ids]);
  return [...rows.values()].map((row) => Product.parse(toWireProduct(row)));
}

const MAX_CACHED_PRODUCTS = 5000;
const productCaches = new WeakMap<Db, { version: number; byKey: Map<string, Product | null> }>();

/**
 * {@link wireProducts} through a cache kept per catalogue version (lib/catalogue-version): a cart write
 * reads its product from memory while the catalogue is unchanged, and any catalogue write retires the
 * whole cache. A product the merchant does not have is remembered as missing too.
 */
export async function cachedWireProducts(db: Db, mainId: string, ids: readonly string[]): Promise<Product[]> {
  const version = await catalogueVersion(db);
  let cache = productCaches.get(db);
  if (cache?.version !== version) {
    cache = { version, byKey: new Map() };
    productCaches.set(db, cache);
  }
  const key = (id: string) => `${mainId}\u0000${id}`;
  const missing = [...new Set(ids)].filter((id) => !cache.byKey.has(key(id)));
  if (missing.length > 0) {
    const fresh = new Map((await wireProducts(db, mainId, missing)).map((p) => [p.product_id, p]));
    if (cache.byKey.size + missing.length > MAX_CACHED_PRODUCTS) cache.byKey.clear();
    for (const id of missing) cache.byKey.set(key(id), fresh.get(id) ?? null);
  }
  return ids.map((id) => cache.byKey.get(key(id))).filter((p): p is Product => !!p);
}
