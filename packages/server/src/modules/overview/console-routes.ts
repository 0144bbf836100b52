import {
  AdminListQuery,
  NotificationRow,
  ORDER_FLOW,
  Overview,
  OverviewSales,
  page,
} from '@skatekit/console-contract';
import { and, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admissions, enquiries, leads, orders, outbox, quotes } from '../../db/schema';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { standingSql } from '../orders/console-repository';
import { pageOf, sortOf } from '../../lib/lists';
import { PAYMENT_STATUS } from '../../platform/core';
import { salesOverview } from './sales';

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;

const NotificationsResponse = page(NotificationRow);

/**
 * The dashboard's counts (what needs doing), its sales of the last 30 India days, and the owner's view
 * of the notification outbox.
 */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/overview`,
    // Sales figures are money: a coach (no orders.read) is refused.
    { preHandler: requireStaff('orders.read'), schema: { response: { 200: Overview } } },
    async (request) => {
      const mainId = staffOf(request).mainId;
      const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
      const shop = and(eq(orders.main_id, mainId), eq(orders.kind, 'shop'));
      const inbox = async (table: typeof leads | typeof enquiries | typeof quotes) =>
        n(
          app.db
            .select({ n: count() })
            .from(table)
            .where(and(eq(table.main_id, mainId), isNull(table.handled_at))),
        );
      return {
        toConfirm: await n(
          app.db
            .select({ n: count() })
            .from(orders)
            .where(
              and(
                shop,
                inArray(orders.orderStatus, [...ORDER_FLOW.confirm.from]),
                eq(orders.status, PAYMENT_STATUS.success),
              ),
            ),
        ),
        toShip: await n(
          app.db
            .select({ n: count() })
            .from(orders)
            .where(and(shop, inArray(orders.orderStatus, [...ORDER_FLOW.ship.from]))),
        ),
        refundNeeded: await n(
          app.db
            .select({ n: count() })
            .from(orders)
            .where(and(eq(orders.main_id, mainId), sql`${standingSql} = 'refund-needed'`)),
        ),
        codDue: await n(
          app.db
            .select({ n: count() })
            .from(orders)
            .where(and(shop, sql`${standingSql} = 'cod-due'`)),
        ),
        inboxUnhandled: (await inbox(leads)) + (await inbox(enquiries)) + (await inbox(quotes)),
        admissionsReceived: await n(
          app.db
            .select({ n: count() })
            .from(admissions)
            .where(and(eq(admissions.main_id, mainId), eq(admissions.review_status, 'received'))),
        ),
        notificationsFailing: await n(
          app.db
            .select({ n: count() })
            .from(outbox)
            .where(
              and(
                eq(outbox.main_id, mainId),
                or(
                  eq(outbox.status, 'dead'),
                  and(inArray(outbox.status, ['pending', 'sending']), ne(outbox.last_error, '')),
                ),
              ),
            ),
        ),
      };
    },
  );

  app.get(
    `${ADMIN_API}/overview/sales`,
    { preHandler: requireStaff('orders.read'), schema: { response: { 200: OverviewSales } } },
    async (request) => salesOverview(app.db, staffOf(request).mainId),
  );

  app.get(
    `${ADMIN_API}/notifications`,
    {
      preHandler: requireStaff('settings.update'),
      schema: { querystring: AdminListQuery, response: { 200: NotificationsResponse } },
    },
    async (request) => {
      const query = request.query;
      const mainId = staffOf(request).mainId;
      sortOf(query.sort, { createdAt: 1 }, '-createdAt');
      const where = eq(outbox.main_id, mainId);
      const { limit, offset } = pageOf(query);
      const rows = await app.db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(query.sort === 'createdAt' ? outbox.createdAt : desc(outbox.createdAt), desc(outbox.id))
        .limit(limit)
        .offset(offset);
      const [{ total }] = await app.db.select({ total: count() }).from(outbox).where(where);
      return {
        data: rows.map((row) => ({
          id: row.id,
          template: row.template,
          recipient: row.recipient,
          subject: row.subject,
          status: row.status,
          attempts: row.attempts,
          lastError: row.last_error,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sent_at ? row.sent_at.toISOString() : null,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );
};
