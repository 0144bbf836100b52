import {
  AdminProduct,
  CatalogueOptions,
  COURSE_CATEGORY,
  ProductBody,
  ProductsPage,
  ProductsQuery,
} from '@skatekit/console-contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categories, newArrivalGroups, products } from '../../db/schema';
import type { Tx } from '../../db/client';
import { IdParams } from '../../platform/params';
import { TEXTS } from '../../platform/core';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { listProducts, MatchCounts } from './products-list';
import { loadProduct, saveProduct, toAdminProduct } from './console-repository';

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;

/**
 * Saves a product (a new one when `existing` is null) and audits it as product.create or
 * product.update with its console view before and after; returns the view after.
 */
async function saveAudited(
  tx: Tx,
  staff: StaffContext,
  body: z.infer<typeof ProductBody>,
  existing: typeof products.$inferSelect | null,
): Promise<z.infer<typeof AdminProduct>> {
  const before = existing ? await toAdminProduct(tx, existing) : undefined;
  const row = await saveProduct(tx, staff.mainId, body, existing);
  const after = await toAdminProduct(tx, row);
  await writeAudit(tx, staff.mainId, staff, {
    action: existing ? 'product.update' : 'product.create',
    entity: 'product',
    entityId: row.product_id,
    before,
    after,
  });
  return after;
}
const ProductResponse = z.object({ data: AdminProduct });
const ProductsResponse = ProductsPage;
/** Every catalogue write opts in: the storefront's catalogue version is re-read before its next answer. */
const CATALOGUE_WRITE = { catalogueWrite: true } as const;

/** The console's products: list (search, filters, server-side paging), one product, create and edit. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const counts = new MatchCounts();
  app.get(
    `${ADMIN_API}/products`,
    {
      preHandler: requireStaff('catalogue.read'),
      schema: { querystring: ProductsQuery, response: { 200: ProductsResponse } },
    },
    async (request) => listProducts(app.db, staffOf(request).mainId, request.query, counts),
  );

  app.get(
    `${ADMIN_API}/catalogue/options`,
    { preHandler: requireStaff('catalogue.read'), schema: { response: { 200: CatalogueOptions } } },
    async (request) => {
      const mainId = staffOf(request).mainId;
      const [cats, groups, types] = await Promise.all([
        app.db
          .select({ category: categories.category, name: categories.name })
          .from(categories)
          .where(eq(categories.main_id, mainId))
          .orderBy(asc(categories.position)),
        app.db
          .select({ id: newArrivalGroups.id, name: newArrivalGroups.category_name })
          .from(newArrivalGroups)
          .where(eq(newArrivalGroups.main_id, mainId))
          .orderBy(asc(newArrivalGroups.position)),
        app.db
          .selectDistinct({ type: sql<string>`jsonb_array_elements_text(${products.categorytype})` })
          .from(products)
          .where(eq(products.main_id, mainId)),
      ]);
      const categoryTypes = [
        ...new Set([TEXTS.TAB_BEST_SELLERS, TEXTS.TAB_TRENDING, ...types.map((t) => t.type).sort()]),
      ];
      const withCourses = cats.some((c) => c.category === COURSE_CATEGORY)
        ? cats
        : [...cats, { category: COURSE_CATEGORY, name: 'Courses' }];
      return { categories: withCourses, categoryTypes, newArrivalGroups: groups };
    },
  );

  app.get(
    `${ADMIN_API}/products/:id`,
    {
      preHandler: requireStaff('catalogue.read'),
      schema: { params: IdParams, response: { 200: ProductResponse } },
    },
    async (request) => ({
      data: await toAdminProduct(
        app.db,
        await loadProduct(app.db, staffOf(request).mainId, request.params.id),
      ),
    }),
  );

  app.post(
    `${ADMIN_API}/products`,
    {
      preHandler: requireStaff('catalogue.write'),
      config: CATALOGUE_WRITE,
      schema: { body: ProductBody, response: { 201: ProductResponse } },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const data = await app.db.transaction(async (tx) => {
        return saveAudited(tx, staff, request.body, null);
      });
      return reply.code(201).send({ data });
    },
  );

  app.put(
    `${ADMIN_API}/products/:id`,
    {
      preHandler: requireStaff('catalogue.write'),
      config: CATALOGUE_WRITE,
      schema: { params: IdParams, body: ProductBody, response: { 200: ProductResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const data = await app.db.transaction(async (tx) => {
        const existing = await loadProduct(tx, staff.mainId, request.params.id, true);
        return saveAudited(tx, staff, request.body, existing);
      });
      return { data };
    },
  );
};
