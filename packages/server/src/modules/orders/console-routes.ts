import {
  CollectRemainderBody,
  OrderActionBody,
  OrderDetailResponse,
  OrdersQuery,
  OrdersResponse,
  RefundBody,
} from '@skatekit/console-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../platform/params';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { collectRemainder, refundOrder, runOrderAction } from './console-actions';
import { listOrders, orderDetail } from './console-repository';

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;

/** The console's orders: the inbox, the order page, fulfilment steps, the remainder, refunds. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/orders`,
    {
      preHandler: requireStaff('orders.read'),
      schema: { querystring: OrdersQuery, response: { 200: OrdersResponse } },
    },
    async (request) => listOrders(app.db, staffOf(request).mainId, request.query),
  );

  app.get(
    `${ADMIN_API}/orders/:id`,
    {
      preHandler: requireStaff('orders.read'),
      schema: { params: IdParams, response: { 200: OrderDetailResponse } },
    },
    async (request) => ({ data: await orderDetail(app.db, staffOf(request).mainId, request.params.id) }),
  );

  app.post(
    `${ADMIN_API}/orders/:id/actions`,
    {
      preHandler: requireStaff('orders.fulfil'),
      // Cancelling gives the order's stock back.
      config: { catalogueWrite: true },
      schema: { params: IdParams, body: OrderActionBody, response: { 200: OrderDetailResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      await runOrderAction(app, staff, request.params.id, request.body);
      return { data: await orderDetail(app.db, staff.mainId, request.params.id) };
    },
  );

  app.post(
    `${ADMIN_API}/orders/:id/collect-remainder`,
    {
      preHandler: requireStaff('orders.collect'),
      schema: { params: IdParams, body: CollectRemainderBody, response: { 200: OrderDetailResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      await collectRemainder(app, staff, request.params.id, request.body.note);
      return { data: await orderDetail(app.db, staff.mainId, request.params.id) };
    },
  );

  app.post(
    `${ADMIN_API}/orders/:id/refunds`,
    {
      preHandler: requireStaff('orders.refund'),
      schema: { params: IdParams, body: RefundBody, response: { 200: OrderDetailResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      await refundOrder(app, staff, request.params.id, request.body);
      return { data: await orderDetail(app.db, staff.mainId, request.params.id) };
    },
  );
};
