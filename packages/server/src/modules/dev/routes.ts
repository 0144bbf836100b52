import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import { StoreParams } from '../../platform/params';
import { seedScale } from '../../seed/scale';
import { isUniqueViolation } from '../../db/errors';
import { fakeGeocodingRoutes } from '../../providers/geocoder';
import { fakeWhatsAppRoutes } from '../../providers/messaging';
import { fakeFcmRoutes } from '../../providers/push';
import { orderStatusRoutes } from './order-status';

const EmailParams = z.object({ email: z.string().min(3).max(254) });

/** The messages kept for an address, newest first (providers/mail's OutboxEntry). */
const OutboxResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      from: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().optional(),
      sentAt: z.string(),
    }),
  ),
});

const ScaleResponse = z.object({ success: z.literal(true), count: z.number().int() });

/**
 * Developer routes, present only with SKATEKIT_DEV_ROUTES=1 (which config refuses in production and
 * beyond loopback): the mail outbox (so sign-up works offline and e2e tests can
 * read codes), a way to move an order through fulfilment, and synthetic products for scale journeys.
 */
export const devModule: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devRoutes) return;
  // The local FCM v1 fake the development push sender posts to (providers/push/fake-fcm.ts).
  await app.register(fakeFcmRoutes, { store: app.services.fakeFcm });
  // The local WhatsApp Cloud API fake the development messaging sender posts to (providers/messaging).
  await app.register(fakeWhatsAppRoutes, { store: app.services.fakeWhatsApp });
  // The local Geocoding API fake the development pincode lookup asks (providers/geocoder).
  await app.register(fakeGeocodingRoutes);

  app.get(
    '/dev/outbox/:email',
    { schema: { params: EmailParams, response: { 200: OutboxResponse } } },
    async (request) => {
      const outbox = app.services.outbox;
      if (!outbox) throw notFound('The outbox is not in use: mail goes out over SMTP (SMTP_URL)');
      return { data: await outbox.list(request.params.email) };
    },
  );

  // `pnpm seed:scale` over HTTP, for journeys on a large catalogue: N synthetic products (0 removes them).
  app.post(
    '/dev/catalogue/scale/:store',
    {
      config: { catalogueWrite: true },
      schema: {
        params: StoreParams,
        body: z.object({ count: z.number().int().min(0).max(100_000) }),
        response: { 200: ScaleResponse },
      },
    },
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
      return { success: true as const, count: request.body.count };
    },
  );

  await app.register(orderStatusRoutes);
};
