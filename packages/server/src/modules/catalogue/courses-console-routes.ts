import {
  AdminCourse,
  AdminListQuery,
  CATALOGUE_TEXTS,
  COURSE_CATEGORY,
  COURSE_SPEC,
  CourseBody,
  duplicateSku,
  page,
} from '@skatekit/console-contract';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { products } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { IdParams } from '../../platform/params';
import { SIMPLE_PRODUCT, STOCK_UNLIMITED, sanitizeHtml } from '../../platform/core';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { containing, pageOf } from '../../lib/lists';
import { newProductId, skuOwners } from './console-repository';
import { withSortPrice } from './sort-price';

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;
type ProductRow = typeof products.$inferSelect;
const CourseResponse = z.object({ data: AdminCourse });
const isCourseSpec = (label: string) => label === COURSE_SPEC.batches || label === COURSE_SPEC.centres;

/** A course (a product of category `courses`): its batches and centres are rows of its Specification tab. */
function toCourse(row: ProductRow): AdminCourse {
  const spec = (label: string) => row.specifications.find((s) => s.label === label)?.value ?? '';
  return {
    id: row.product_id,
    title: row.title,
    sku: row.sku,
    fee: row.originalPrice,
    salePrice: row.discountPrice,
    batches: spec(COURSE_SPEC.batches),
    centres: spec(COURSE_SPEC.centres)
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    status: row.status === 'Active' ? 'Active' : 'Inactive',
    shortDescription: row.short_description,
    description: row.description,
    image: row.image,
  };
}

async function loadCourse(db: Db | Tx, mainId: string, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(eq(products.main_id, mainId), eq(products.product_id, id), eq(products.category, COURSE_CATEGORY)),
    )
    .for('update');
  if (!row) throw notFound(CATALOGUE_TEXTS.COURSE_NOT_FOUND);
  return row;
}

/** The row values of a course: unlimited places, nothing to deliver, the fee as the price. */
function courseValues(body: CourseBody, existing: ProductRow | null) {
  const specifications = [
    ...(existing?.specifications ?? []).filter((s) => !isCourseSpec(s.label)),
    ...(body.batches ? [{ label: COURSE_SPEC.batches, value: body.batches }] : []),
    ...(body.centres.length > 0 ? [{ label: COURSE_SPEC.centres, value: body.centres.join(', ') }] : []),
  ];
  return withSortPrice({
    product_id: existing?.product_id ?? newProductId(body.title),
    title: body.title,
    sku: body.sku,
    status: body.status,
    category: COURSE_CATEGORY,
    product_type: SIMPLE_PRODUCT,
    originalPrice: body.fee,
    discountPrice: body.salePrice,
    image: body.image,
    gallery: body.image ? [body.image] : [],
    short_description: sanitizeHtml(body.shortDescription),
    description: sanitizeHtml(body.description),
    specifications,
    stock: STOCK_UNLIMITED,
    totalStock: 0,
    delivery_days: 0,
  });
}

/** The console's courses: list, one course, create and edit (fee, batches, centres). */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/courses`,
    {
      preHandler: requireStaff('catalogue.read'),
      schema: { querystring: AdminListQuery, response: { 200: page(AdminCourse) } },
    },
    async (request) => {
      const query = request.query;
      const where = and(
        eq(products.main_id, staffOf(request).mainId),
        eq(products.category, COURSE_CATEGORY),
        query.q
          ? or(ilike(products.title, containing(query.q)), ilike(products.sku, containing(query.q)))
          : undefined,
      );
      const { limit, offset } = pageOf(query);
      const rows = await app.db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.title), asc(products.product_id))
        .limit(limit)
        .offset(offset);
      const [{ total }] = await app.db.select({ total: count() }).from(products).where(where);
      return { data: rows.map(toCourse), total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    `${ADMIN_API}/courses/:id`,
    {
      preHandler: requireStaff('catalogue.read'),
      schema: { params: IdParams, response: { 200: CourseResponse } },
    },
    async (request) => ({
      data: toCourse(await loadCourse(app.db, staffOf(request).mainId, request.params.id)),
    }),
  );

  const save = async (staff: StaffContext, body: CourseBody, id: string | null) =>
    app.db.transaction(async (tx) => {
      const existing = id ? await loadCourse(tx, staff.mainId, id) : null;
      const owners = await skuOwners(tx, staff.mainId, [body.sku], existing ? [existing.product_id] : []);
      if (owners.size > 0) throw conflict(duplicateSku(body.sku));
      const values = courseValues(body, existing);
      const [row] = existing
        ? await tx
            .update(products)
            .set(values)
            .where(eq(products.product_id, existing.product_id))
            .returning()
        : await tx
            .insert(products)
            .values({ ...values, main_id: staff.mainId })
            .returning();
      await writeAudit(tx, staff.mainId, staff, {
        action: existing ? 'course.update' : 'course.create',
        entity: 'product',
        entityId: row.product_id,
        before: existing ? toCourse(existing) : undefined,
        after: toCourse(row),
      });
      return toCourse(row);
    });

  app.post(
    `${ADMIN_API}/courses`,
    {
      preHandler: requireStaff('catalogue.write'),
      config: { catalogueWrite: true },
      schema: { body: CourseBody, response: { 201: CourseResponse } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await save(staffOf(request), request.body, null) }),
  );

  app.put(
    `${ADMIN_API}/courses/:id`,
    {
      preHandler: requireStaff('catalogue.write'),
      config: { catalogueWrite: true },
      schema: { params: IdParams, body: CourseBody, response: { 200: CourseResponse } },
    },
    async (request) => ({ data: await save(staffOf(request), request.body, request.params.id) }),
  );
};
