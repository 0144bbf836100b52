import { Readable } from 'node:stream';
import {
  type CsvProduct,
  csvLine,
  COURSE_CATEGORY,
  duplicateSku,
  ImportBody,
  type ImportMode,
  ImportReport,
  importSkuExists,
  PRODUCT_CSV_COLUMNS,
  productCsvRows,
  readProductCsv,
} from '@skatekit/console-contract';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../../db/client';
import { categories, products } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { newProductId, productView, rowValuesOf, skuOwners, skusOf } from './console-repository';

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;
/** Rows read per query while exporting: memory stays flat however large the catalogue. */
const EXPORT_BATCH = 500;
const INSERT_BATCH = 200;

type ProductRow = typeof products.$inferSelect;
type Report = ImportReport;

/** The export, a batch of products at a time (keyset on product_id), header first. */
async function* exportLines(db: Db, mainId: string): AsyncGenerator<string> {
  yield `\ufeff${csvLine(PRODUCT_CSV_COLUMNS)}`;
  let last = '';
  for (;;) {
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.main_id, mainId), gt(products.product_id, last)))
      .orderBy(asc(products.product_id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    const itemIds = [
      ...new Set(rows.flatMap((r) => r.grouped_product.map((i) => i.product_id ?? ''))),
    ].filter(Boolean);
    const skus = new Map(
      itemIds.length === 0
        ? []
        : (
            await db
              .select({ id: products.product_id, sku: products.sku })
              .from(products)
              .where(and(eq(products.main_id, mainId), inArray(products.product_id, itemIds)))
          ).map((r) => [r.id, r.sku]),
    );
    let chunk = '';
    for (const row of rows)
      for (const line of productCsvRows(productView(row), (id) => skus.get(id) ?? id)) chunk += csvLine(line);
    yield chunk;
    last = rows[rows.length - 1].product_id;
  }
}

/**
 * The categories a product of the store may name: its categories, those its products already use (an
 * export imports back as it is), and courses.
 */
async function storeCategories(db: Db, mainId: string): Promise<Set<string>> {
  const [listed, used] = await Promise.all([
    db.select({ category: categories.category }).from(categories).where(eq(categories.main_id, mainId)),
    db.selectDistinct({ category: products.category }).from(products).where(eq(products.main_id, mainId)),
  ]);
  return new Set([...listed, ...used].map((c) => c.category).concat(COURSE_CATEGORY));
}

/**
 * What the store holds for the file's products: the existing row of each sku, the skus other
 * products own and the package items' ids. Every problem of every row is named by its line: a sku
 * already the store's (in `create` mode), a sku another product owns, a package item found nowhere.
 * Nothing is written.
 */
async function checkImport(
  db: Db | Tx,
  mainId: string,
  file: CsvProduct[],
  problems: Report['problems'],
  mode: ImportMode,
) {
  const fileSkus = new Map(file.map((p) => [p.body.sku.toLowerCase(), p]));
  const existing = new Map<string, ProductRow>();
  const productSkus = file.map((p) => p.body.sku);
  for (let i = 0; i < productSkus.length; i += 1000) {
    const batch = productSkus.slice(i, i + 1000).map((s) => s.toLowerCase());
    const rows = await db
      .select()
      .from(products)
      .where(
        and(
          eq(products.main_id, mainId),
          sql`lower(${products.sku}) in (select jsonb_array_elements_text(${JSON.stringify(batch)}::jsonb))`,
        ),
      );
    for (const row of rows) existing.set(row.sku.toLowerCase(), row);
  }
  const owners = await skuOwners(
    db,
    mainId,
    file.flatMap((p) => skusOf(p.body)),
  );
  // Each row's problems, all of them; a row with none is ready.
  const rowProblems = new Map<CsvProduct, string[]>(file.map((p) => [p, []]));
  // A sku is the file product's own when the store's owner of it is the product this row updates,
  // or a product the file replaces itself (its skus are rewritten by the same import).
  const seen = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const product of file) {
    const found = rowProblems.get(product) as string[];
    const own = product.body.sku.toLowerCase();
    if (mode === 'create' && existing.has(own)) found.push(importSkuExists(product.body.sku));
    const clash = skusOf(product.body).find((sku) => {
      const key = sku.toLowerCase();
      const owner = owners.get(key);
      const otherInFile = seen.get(key);
      return (
        (otherInFile !== undefined && otherInFile !== own) ||
        (owner && owner.sku.toLowerCase() !== own && !fileSkus.has(owner.sku.toLowerCase()))
      );
    });
    for (const sku of skusOf(product.body))
      if (!seen.has(sku.toLowerCase())) seen.set(sku.toLowerCase(), own);
    if (clash) found.push(duplicateSku(clash));
    ids.set(own, existing.get(own)?.product_id ?? newProductId(product.body.title));
  }
  // Package items: skus of the file's products or of the store's.
  const itemSkus = [...new Set(file.flatMap((p) => p.groupedSkus.map((s) => s.toLowerCase())))].filter(
    (s) => !ids.has(s),
  );
  const storeItems = new Map<string, { id: string; title: string; image: string }>();
  if (itemSkus.length > 0) {
    const rows = await db
      .select({ id: products.product_id, sku: products.sku, title: products.title, image: products.image })
      .from(products)
      .where(
        and(
          eq(products.main_id, mainId),
          sql`lower(${products.sku}) in (select jsonb_array_elements_text(${JSON.stringify(itemSkus)}::jsonb))`,
        ),
      );
    for (const row of rows) storeItems.set(row.sku.toLowerCase(), row);
  }
  const ready: { product: CsvProduct; id: string; titles: Map<string, { title: string; image: string }> }[] =
    [];
  for (const product of file) {
    const found = rowProblems.get(product) as string[];
    const titles = new Map<string, { title: string; image: string }>();
    const items: { productId: string }[] = [];
    for (const sku of product.groupedSkus) {
      const key = sku.toLowerCase();
      const inFile = fileSkus.get(key);
      const id = ids.get(key) ?? storeItems.get(key)?.id;
      if (!id) {
        found.push(`grouped_skus: ${sku} is neither a product of this file nor of the store`);
        continue;
      }
      items.push({ productId: id });
      titles.set(
        id,
        inFile
          ? { title: inFile.body.title, image: inFile.body.image }
          : (storeItems.get(key) as { title: string; image: string }),
      );
    }
    if (found.length > 0) {
      for (const message of found) problems.push({ line: product.line, sku: product.body.sku, message });
      continue;
    }
    product.body.groupedItems = items;
    ready.push({ product, id: ids.get(product.body.sku.toLowerCase()) as string, titles });
  }
  return { ready, existing };
}

/** Product CSV: streamed export, and the import (dry run, then every row in one transaction). */
export const productsCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/products/export.csv`,
    // Streamed for as long as the catalogue takes: no request deadline.
    { preHandler: requireStaff('catalogue.read'), config: { deadline: false } },
    async (request, reply) => {
      const mainId = staffOf(request).mainId;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${mainId}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportLines(app.db, mainId)));
    },
  );

  app.post(
    `${ADMIN_API}/products/import`,
    {
      preHandler: requireStaff('catalogue.write'),
      bodyLimit: 25 * 1024 * 1024,
      // Every row in one transaction, however many: no request deadline.
      config: { catalogueWrite: true, deadline: false },
      schema: { body: ImportBody, response: { 200: ImportReport } },
    },
    async (request) => {
      const staff = staffOf(request);
      // Every row is read and checked against the rules and the store's categories (readProductCsv).
      const reading = readProductCsv(request.body.csv, {
        categories: await storeCategories(app.db, staff.mainId),
      });
      if (reading.products.length === 0 && reading.problems.length === 0)
        throw badRequest('The file has no product rows');
      const problems = [...reading.problems];
      const run = async (db: Db | Tx) => {
        const checked = await checkImport(db, staff.mainId, reading.products, problems, request.body.mode);
        problems.sort((a, b) => a.line - b.line);
        const created = checked.ready.filter(
          (r) => !checked.existing.has(r.product.body.sku.toLowerCase()),
        ).length;
        // The rows that match a product of the store: updated (update mode), or refused (create mode).
        const updated = reading.products.filter((p) => checked.existing.has(p.body.sku.toLowerCase())).length;
        return { checked, created, updated };
      };
      if (!request.body.apply || problems.length > 0) {
        const { created, updated } = await run(app.db);
        return {
          applied: false,
          products: reading.products.length,
          created,
          updated,
          problems,
        };
      }
      return app.db.transaction(async (tx) => {
        const { checked, created, updated } = await run(tx);
        if (problems.length > 0) {
          // The store changed since the dry run: nothing is applied; the report says why.
          return {
            applied: false,
            products: reading.products.length,
            created,
            updated,
            problems,
          };
        }
        const inserts: (typeof products.$inferInsert)[] = [];
        for (const { product, id, titles } of checked.ready) {
          const before = checked.existing.get(product.body.sku.toLowerCase()) ?? null;
          const values = { ...rowValuesOf(product.body, before, titles, true), product_id: id };
          if (before)
            await tx
              .update(products)
              .set(values)
              .where(and(eq(products.main_id, staff.mainId), eq(products.product_id, id)));
          else inserts.push({ ...values, main_id: staff.mainId });
        }
        for (let i = 0; i < inserts.length; i += INSERT_BATCH)
          await tx.insert(products).values(inserts.slice(i, i + INSERT_BATCH));
        const report = {
          applied: true,
          products: reading.products.length,
          created,
          updated,
          problems: [],
        };
        await writeAudit(tx, staff.mainId, staff, {
          action: 'product.import',
          entity: 'product',
          entityId: 'import',
          after: { created: report.created, updated: report.updated, mode: request.body.mode },
        });
        return report;
      });
    },
  );
};
