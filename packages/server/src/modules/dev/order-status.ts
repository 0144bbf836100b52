import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { orderStatusPath } from '@skatekit/console-contract';
import { ORDER_LIFECYCLE, ORDER_STATUSES, TEXTS } from '../../platform/core';
import { findOrder, toWireOrder, updateOrder } from '../orders/repository';

const Params = z.object({ id: z.string().min(1).max(64) });
const Body = z.strictObject({ orderStatus: z.enum(ORDER_STATUSES) });
/** The order as GET /payment/order/{id} shows it (its fields are that route's; only these are promised here). */
const Answer = z.object({
  data: z.looseObject({ id: z.string(), order_id: z.string(), orderStatus: z.string() }),
});

/**
 * `PATCH /dev/orders/{id}/status` (development only): moves an order through fulfilment for tests
 * and e2e, stamping the date column of the status reached and of each status on the way from Pending
 * (core's lifecycle: the console's moves), where not stamped yet.
 */
export const orderStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/dev/orders/:id/status',
    { schema: { params: Params, body: Body, response: { 200: Answer } } },
    async (request) => {
      const order = await findOrder(app.db, request.params.id);
      if (!order) throw notFound(TEXTS.ORDER_NOT_FOUND);
      const status = request.body.orderStatus;
      const now = app.services.now();
      const dates: Record<string, Date> = {};
      for (const step of orderStatusPath(status)) {
        const column = ORDER_LIFECYCLE[step].dateField;
        if (!order[column]) dates[column] = now;
      }
      const updated = await updateOrder(app.db, order.id, {
        orderStatus: status,
        ...dates,
        ...(status === 'Delivered' ? { delivered: order.delivered ?? now } : {}),
      });
      return { data: toWireOrder(updated ?? order) };
    },
  );
};
