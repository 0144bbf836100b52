import { randomBytes } from 'node:crypto';
import {
  type AdminProduct,
  CATALOGUE_TEXTS,
  duplicateSku,
  type ProductBody,
  type StockValue,
} from '@skatekit/console-contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { newArrivalGroups, products, type VariationRecord } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  isVariableProduct,
  productPrices,
  STOCK_UNLIMITED,
  sanitizeHtml,
  stockOnHand,
} from '../../platform/core';
import { isUniqueViolation } from '../../db/errors';
import { withSortPrice } from './sort-price';

type ProductRow = typeof products.$inferSelect;

/** A stored stock (product or variation) as the console shows it: a count or Unlimited Stock. */
export function stockValueOf(stock: unknown, totalStock?: number): StockValue {
  const units = stockOnHand(stock, totalStock);
  return units === null ? STOCK_UNLIMITED : (units ?? 0);
}

/** Units on hand of a product, all variations together; null = unlimited somewhere. */
export function onHandOf(row: Pick<ProductRow, 'product_type' | 'stock' | 'totalStock' | 'variation'>) {
  if (!isVariableProduct(row.product_type)) {
    // Unlimited is null (the list shows "Unlimited"); only an unreadable figure counts as none on hand.
    const units = stockOnHand(row.stock, row.totalStock);
    return units === undefined ? 0 : units;
  }
  let total = 0;
  for (const v of row.variation) {
    const units = stockOnHand(v.stock);
    if (units === null) return null;
    total += units ?? 0;
  }
  return total;
}

/** Units on hand of each stock line of a product: itself, or each variation; null = unlimited. */
export function lineUnits(row: Pick<ProductRow, 'product_type' | 'stock' | 'totalStock' | 'variation'>) {
  const counted = (units: number | null | undefined) => (units === null ? null : (units ?? 0));
  if (!isVariableProduct(row.product_type)) return [counted(stockOnHand(row.stock, row.totalStock))];
  return row.variation.map((v) => counted(stockOnHand(v.stock)));
}

/** A Variable Product's total_stock: what its counted variations hold (kept for the listing's stock text). */
export const variationTotal = (variations: readonly VariationRecord[]) =>
  variations.reduce((sum, v) => sum + (stockOnHand(v.stock) ?? 0), 0);

/** The product's row under `id` of this merchant, or 404 (another merchant's id alike). */
export async function loadProduct(
  db: Db | Tx,
  mainId: string,
  id: string,
  lock = false,
): Promise<ProductRow> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.main_id, mainId), eq(products.product_id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CATALOGUE_TEXTS.PRODUCT_NOT_FOUND);
  return row;
}

/** A product row as the console's form reads it. */
export async function toAdminProduct(db: Db | Tx, row: ProductRow): Promise<AdminProduct> {
  const groups = await db
    .select({ id: newArrivalGroups.id })
    .from(newArrivalGroups)
    .where(
      and(
        eq(newArrivalGroups.main_id, row.main_id),
        sql`${newArrivalGroups.product_ids} @> ${JSON.stringify([row.product_id])}::jsonb`,
      ),
    );
  const itemIds = row.grouped_product.map((item) => item.product_id ?? '').filter(Boolean);
  const titles = new Map(
    itemIds.length === 0
      ? []
      : (
          await db
            .select({ id: products.product_id, title: products.title })
            .from(products)
            .where(and(eq(products.main_id, row.main_id), inArray(products.product_id, itemIds)))
        ).map((p) => [p.id, p.title]),
  );
  return productView(
    row,
    groups.map((g) => g.id),
    titles,
  );
}

/** A product row as the console shows it, given its groups and its package items' titles. */
export function productView(
  row: ProductRow,
  groupIds: string[] = [],
  titles: Map<string, string> = new Map(),
): AdminProduct {
  return {
    id: row.product_id,
    type: row.product_type,
    title: row.title,
    sku: row.sku,
    category: row.category,
    status: row.status === 'Active' ? 'Active' : 'Inactive',
    categoryTypes: row.categorytype,
    price: row.originalPrice,
    salePrice: row.discountPrice,
    stock: stockValueOf(row.stock, row.totalStock),
    image: row.image,
    gallery: row.gallery,
    shortDescription: row.short_description,
    description: row.description,
    keyFeatures: row.key_features,
    specifications: row.specifications,
    attributes: row.attribute.map((a) => ({ name: a.name, terms: a.selectedTerms.map((t) => t.name) })),
    variations: row.variation.map((v) => ({
      sku: v.sku,
      price: v.price,
      salePrice: v.salePrice,
      stock: stockValueOf(v.stock),
      image: v.imageUrl,
      gallery: v.galleryImages ?? [],
      attributes: v.attributes,
    })),
    groupedItems: row.grouped_product.map((item) => ({
      productId: item.product_id ?? '',
      title: titles.get(item.product_id ?? '') ?? item.title,
    })),
    deliveryDays: row.delivery_days,
    lowStockThreshold: row.low_stock_threshold,
    newArrivalGroups: groupIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A new product id: the title's words and a random tail (ids are global; skus are per merchant). */
export function newProductId(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${words || 'product'}-${randomBytes(3).toString('hex')}`;
}

/**
 * The products of this merchant (other than `except`) that already use one of `skus`, as product or
 * variation skus (case-insensitive): lower-case sku -> the product sku that owns it.
 */
export async function skuOwners(
  db: Db | Tx,
  mainId: string,
  skus: readonly string[],
  except: readonly string[] = [],
): Promise<Map<string, { productId: string; sku: string }>> {
  const owners = new Map<string, { productId: string; sku: string }>();
  if (skus.length === 0) return owners;
  const wanted = JSON.stringify([...new Set(skus.map((s) => s.toLowerCase()))]);
  const rows = await db
    .select({ productId: products.product_id, sku: products.sku, variation: products.variation })
    .from(products)
    .where(
      and(
        eq(products.main_id, mainId),
        sql`(lower(${products.sku}) in (select jsonb_array_elements_text(${wanted}::jsonb))
          or exists (select 1 from jsonb_array_elements(${products.variation}) v
            where lower(v->>'sku') in (select jsonb_array_elements_text(${wanted}::jsonb))))`,
      ),
    );
  const set = new Set(skus.map((s) => s.toLowerCase()));
  for (const row of rows) {
    if (except.includes(row.productId)) continue;
    for (const owned of [row.sku, ...row.variation.map((v) => v.sku)])
      if (set.has(owned.toLowerCase()))
        owners.set(owned.toLowerCase(), { productId: row.productId, sku: row.sku });
  }
  return owners;
}

/** Every sku of a product body: its own and its variations'. */
export const skusOf = (body: ProductBody) => [body.sku, ...body.variations.map((v) => v.sku)];

/** The stored form of a body's stock for a Simple or Grouped product. */
const productStock = (stock: StockValue) =>
  stock === STOCK_UNLIMITED
    ? { stock: STOCK_UNLIMITED, totalStock: 0 }
    : { stock: stock > 0 ? 'In Stock' : 'Out of Stock', totalStock: stock };

/**
 * The row values of a product body. `existing` keeps what the form does not own: the stock of a
 * product and of each variation it already had (stock changes go through the stock routes), unless
 * `takeStock` (the CSV import sets stock as the file says).
 */
export function rowValuesOf(
  body: ProductBody,
  existing: ProductRow | null,
  groupedTitles: Map<string, { title: string; image: string }>,
  takeStock = false,
) {
  const before = new Map((existing?.variation ?? []).map((v) => [v.sku.toLowerCase(), v]));
  const variation: VariationRecord[] = body.variations.map((v) => {
    const kept = before.get(v.sku.toLowerCase());
    return {
      sku: v.sku,
      price: v.price,
      salePrice: v.salePrice,
      stock: kept && !takeStock ? kept.stock : v.stock,
      imageUrl: v.image,
      galleryImages: v.gallery ?? kept?.galleryImages ?? [],
      attributes: v.attributes,
    };
  });
  const variable = isVariableProduct(body.type);
  const stock = variable
    ? { stock: 'In Stock', totalStock: variationTotal(variation) }
    : existing && !takeStock && !isVariableProduct(existing.product_type)
      ? { stock: existing.stock, totalStock: existing.totalStock }
      : productStock(body.stock);
  // A Variable Product's own prices are what its cards show (core's productPrices of its variations).
  const prices = variable
    ? productPrices({ product_type: body.type, variation })
    : { regular: body.price ?? 0, current: body.salePrice };
  return withSortPrice({
    product_id: existing?.product_id ?? newProductId(body.title),
    title: body.title,
    sku: body.sku,
    status: body.status,
    category: body.category,
    categorytype: body.categoryTypes,
    product_type: body.type,
    originalPrice: prices.regular,
    discountPrice: prices.current,
    image: body.image,
    gallery: body.gallery.length > 0 || !body.image ? body.gallery : [body.image],
    // Merchant HTML is stored sanitised (core's one sanitiser, as the storefront shows it), from the
    // console's form and the CSV import alike.
    short_description: sanitizeHtml(body.shortDescription),
    description: sanitizeHtml(body.description),
    key_features: body.keyFeatures,
    specifications: body.specifications,
    variation,
    attribute: body.attributes.map((a) => ({
      name: a.name,
      slug: a.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      selectedTerms: a.terms.map((term, i) => ({ id: String(i + 1), name: term })),
    })),
    grouped_product: body.groupedItems.map((item) => ({
      product_id: item.productId,
      title: groupedTitles.get(item.productId)?.title ?? '',
      image: groupedTitles.get(item.productId)?.image ?? '',
    })),
    delivery_days: body.deliveryDays,
    low_stock_threshold: body.lowStockThreshold,
    ...stock,
  });
}

/** Titles and images of the package items, each a product of this merchant (400 otherwise). */
export async function groupedItemsOf(db: Db | Tx, mainId: string, ids: readonly string[]) {
  const found = new Map<string, { title: string; image: string }>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: products.product_id, title: products.title, image: products.image })
    .from(products)
    .where(and(eq(products.main_id, mainId), inArray(products.product_id, [...ids])));
  for (const row of rows) found.set(row.id, row);
  if (ids.some((id) => !found.has(id))) throw badRequest(CATALOGUE_TEXTS.GROUPED_ITEM_NOT_FOUND);
  return found;
}

/** Puts the product in exactly the new-arrival groups named (each of this merchant, 400 otherwise). */
export async function setNewArrivalGroups(
  tx: Tx,
  mainId: string,
  productId: string,
  groupIds: readonly string[],
) {
  const groups = await tx.select().from(newArrivalGroups).where(eq(newArrivalGroups.main_id, mainId));
  if (groupIds.some((id) => !groups.some((g) => g.id === id)))
    throw badRequest(CATALOGUE_TEXTS.GROUP_NOT_FOUND);
  for (const group of groups) {
    const listed = group.product_ids.includes(productId);
    const wanted = groupIds.includes(group.id);
    if (listed === wanted) continue;
    await tx
      .update(newArrivalGroups)
      .set({
        product_ids: wanted
          ? [...group.product_ids, productId]
          : group.product_ids.filter((id) => id !== productId),
      })
      .where(eq(newArrivalGroups.id, group.id));
  }
}

/**
 * Creates (existing null) or replaces a product from the form's body, in the caller's transaction:
 * skus unique in the store (409 naming the sku), package items and groups of this store.
 */
export async function saveProduct(tx: Tx, mainId: string, body: ProductBody, existing: ProductRow | null) {
  const owners = await skuOwners(tx, mainId, skusOf(body), existing ? [existing.product_id] : []);
  const clash = skusOf(body).find((s) => owners.has(s.toLowerCase()));
  if (clash) throw conflict(duplicateSku(clash));
  const grouped = await groupedItemsOf(
    tx,
    mainId,
    body.groupedItems.map((i) => i.productId),
  );
  const values = rowValuesOf(body, existing, grouped);
  let row: ProductRow;
  try {
    if (existing) {
      [row] = await tx
        .update(products)
        .set(values)
        .where(and(eq(products.main_id, mainId), eq(products.product_id, existing.product_id)))
        .returning();
    } else {
      [row] = await tx
        .insert(products)
        .values({ ...values, main_id: mainId })
        .returning();
    }
  } catch (error) {
    // Two writers raced for one sku: the unique index (main_id, sku) refused the second.
    if (isUniqueViolation(error)) throw conflict(duplicateSku(body.sku));
    throw error;
  }
  await setNewArrivalGroups(tx, mainId, row.product_id, body.newArrivalGroups);
  return row;
}
