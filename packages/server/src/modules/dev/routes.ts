import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { orderStatusRoutes } from './order-status';

const EmailParams = z.object({ email: z.string().min(3).max(254) });

/**
 * Developer routes, present only with SKATEKIT_DEV_ROUTES=1 (which config refuses in production and
 * beyond loopback): the mail outbox (so sign-up works offline and e2e tests can
 * read codes) and a way to move an order through fulfilment.
 */
export const devModule: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devRoutes) return;

  app.get('/dev/outbox/:email', { schema: { params: EmailParams } }, async (request) => {
    const outbox = app.services.outbox;
    if (!outbox) throw notFound('The outbox is not in use: mail goes out over SMTP (SMTP_URL)');
    return { data: await outbox.list(request.params.email) };
  });

  await app.register(orderStatusRoutes);
};
