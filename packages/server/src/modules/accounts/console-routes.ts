import { AdminListQuery, CustomerDetail, CustomerSummary, page } from '@skatekit/console-contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admissions, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { IdParams } from '../../platform/params';
import { toAdmissionSummary } from '../admissions/console-routes';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { ordersOfCustomer } from '../orders/console-repository';
import { containing, pageOf, sortOf } from '../../lib/lists';

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;

// Only these columns of a customer are ever read: never the password hash, Google subject or OTPs.
const customerColumns = {
  id: users.id,
  name: users.full_name,
  email: users.email,
  mobile: users.mobile,
  gstNo: users.user_gstNo,
  createdAt: users.createdAt,
  // Written out: inside a select list Drizzle leaves columns unqualified, which a subquery would misread.
  orders: sql<number>`(select count(*)::int from orders o where o.user_id = users.id and o.kind = 'shop')`,
  admissions: sql<number>`(select count(*)::int from admissions a where a.user_id = users.id)`,
};

type CustomerRow = {
  id: string;
  name: string;
  email: string;
  mobile: string;
  createdAt: Date;
  orders: number;
  admissions: number;
};

const toSummary = (row: CustomerRow): z.infer<typeof CustomerSummary> => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  createdAt: row.createdAt.toISOString(),
  orders: Number(row.orders),
  admissions: Number(row.admissions),
});

const CustomersResponse = page(CustomerSummary);
const CustomerResponse = z.object({ data: CustomerDetail });

/** The console's customers (read-only): search, and a customer's orders and admissions. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/customers`,
    {
      preHandler: requireStaff('customers.read'),
      schema: { querystring: AdminListQuery, response: { 200: CustomersResponse } },
    },
    async (request) => {
      const query = request.query;
      const where: (SQL | undefined)[] = [eq(users.main_id, staffOf(request).mainId)];
      if (query.q) {
        const like = containing(query.q);
        where.push(or(ilike(users.full_name, like), ilike(users.email, like), ilike(users.mobile, like)));
      }
      const { field, descending } = sortOf(query.sort, { createdAt: 1, name: 1 }, '-createdAt');
      const key = field === 'name' ? users.full_name : users.createdAt;
      const { limit, offset } = pageOf(query);
      const rows = await app.db
        .select(customerColumns)
        .from(users)
        .where(and(...where))
        .orderBy(descending ? desc(key) : asc(key), asc(users.id))
        .limit(limit)
        .offset(offset);
      const [{ total }] = await app.db
        .select({ total: count() })
        .from(users)
        .where(and(...where));
      return { data: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    `${ADMIN_API}/customers/:id`,
    {
      preHandler: requireStaff('customers.read'),
      schema: { params: IdParams, response: { 200: CustomerResponse } },
    },
    async (request) => {
      const mainId = staffOf(request).mainId;
      const [row] = await app.db
        .select(customerColumns)
        .from(users)
        .where(and(eq(users.main_id, mainId), eq(users.id, request.params.id)))
        .limit(1);
      if (!row) throw notFound('Customer not found');
      const admissionRows = await app.db
        .select()
        .from(admissions)
        .where(and(eq(admissions.main_id, mainId), eq(admissions.user_id, row.id)))
        .orderBy(desc(admissions.createdAt), desc(admissions.id));
      return {
        data: {
          ...toSummary(row),
          gstNo: row.gstNo,
          orderList: await ordersOfCustomer(app.db, mainId, row.id),
          admissionList: admissionRows.map(toAdmissionSummary),
        },
      };
    },
  );
};
