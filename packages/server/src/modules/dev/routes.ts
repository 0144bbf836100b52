import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../http/errors';
import { requireMerchant } from '../../http/merchant';
import { StoreParams } from '../../http/params';
import { seedScale } from '../../seed/scale';
import { isUniqueViolation } from '../accounts/repository';
import { orderStatusRoutes } from './order-status';

const EmailParams = z.object({ email: z.string().min(3).max(254) });

/**
 * Developer routes, present only with SKATEKIT_DEV_ROUTES=1 (which config refuses in production and
 * beyond loopback): the mail outbox (so sign-up works offline and e2e tests can
 * read codes), a way to move an order through fulfilment, and synthetic products for scale journeys.
 */
export const devModule: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devRoutes) return;

  app.get('/dev/outbox/:email', { schema: { params: EmailParams } }, async (request) => {
    const outbox = app.services.outbox;
    if (!outbox) throw notFound('The outbox is not in use: mail goes out over SMTP (SMTP_URL)');
    return { data: await outbox.list(request.params.email) };
  });

  // `pnpm seed:scale` over HTTP, for journeys on a large catalogue: N synthetic products (0 removes them).
  app.post(
    '/dev/catalogue/scale/:store',
    { schema: { params: StoreParams, body: z.object({ count: z.number().int().min(0).max(100_000) }) } },
    async (request) => {
      const { code } = await requireMerchant(app.db, request.params.store);
      try {
        await seedScale(app.db, code, request.body.count);
      } catch (error) {
        // Synthetic product ids are the same for every merchant: one merchant at a time holds them.
        if (isUniqueViolation(error)) {
          throw conflict('Another merchant holds the synthetic products: remove them there first (count 0)');
        }
        throw error;
      }
      return { success: true, count: request.body.count };
    },
  );

  await app.register(orderStatusRoutes);
};
