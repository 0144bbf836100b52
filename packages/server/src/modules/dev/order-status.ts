import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { ORDER_STATUSES, TEXTS } from '../../platform/core';
import { findOrder, toWireOrder, updateOrder } from '../orders/repository';

const Params = z.object({ id: z.string().min(1).max(64) });
const Body = z.strictObject({ orderStatus: z.enum(ORDER_STATUSES) });
/** The order as GET /payment/order/{id} shows it (its fields are that route's; only these are promised here). */
const Answer = z.object({
  data: z.looseObject({ id: z.string(), order_id: z.string(), orderStatus: z.string() }),
});

/** Which date column each fulfilment step stamps, in order. */
const STEPS = [
  { statuses: ['Processing', 'Packed'], column: 'processing_date' },
  { statuses: ['Shipped'], column: 'shipped_date' },
  { statuses: ['Out for delivery'], column: 'out_deliverydate' },
  { statuses: ['Delivered'], column: 'delivery_date' },
] as const;

/**
 * `PATCH /dev/orders/{id}/status` (development only): moves an order through fulfilment for tests
 * and e2e, stamping the date of the step reached and of any step skipped on the way.
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
      const reached = STEPS.findIndex((step) => (step.statuses as readonly string[]).includes(status));
      const dates: Record<string, Date> = {};
      for (let i = 0; i <= reached; i++) {
        const column = STEPS[i].column;
        if (!order[column]) dates[column] = now;
      }
      // The console's own columns: when packed (on the way past Packed too) and when cancelled.
      if (reached >= 0 && status !== 'Processing' && !order.packed_date) dates.packed_date = now;
      if (status === 'Cancelled' && !order.cancelled_date) dates.cancelled_date = now;
      const updated = await updateOrder(app.db, order.id, {
        orderStatus: status,
        ...dates,
        ...(status === 'Delivered' ? { delivered: order.delivered ?? now } : {}),
      });
      return { data: toWireOrder(updated ?? order) };
    },
  );
};
