import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { imageStoreOf, sniffImageType } from '../../lib/storage';
import { MEDIA_PREFIX } from './images-console-routes';

/** Uploaded files never change under their key (a new upload is a new id): a year, immutable. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const MediaParams = z.object({ merchant: z.string(), id: z.string(), file: z.string() });
const MERCHANT = /^[A-Za-z0-9_-]{1,64}$/;
const ID = /^[a-z0-9]{8,64}$/;
const FILE = /^\d{2,4}\.webp$/;

/**
 * `GET /media/{merchant}/{id}/{width}.webp`: an uploaded image, public (the storefront shows it).
 * `Content-Type` is what the stored bytes are (never taken from the name), with `nosniff` so a browser
 * never reads them as anything else, and cached for a year.
 */
export const imagesServeRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = imageStoreOf(app.config);
  app.get(
    `${MEDIA_PREFIX}:merchant/:id/:file`,
    { schema: { params: MediaParams } },
    async (request, reply) => {
      const { merchant, id, file } = request.params;
      if (!MERCHANT.test(merchant) || !ID.test(id) || !FILE.test(file)) throw notFound('Image not found');
      const body = await store.get(`${merchant}/${id}/${file}`);
      const type = body ? sniffImageType(body) : null;
      if (!body || !type) throw notFound('Image not found');
      return reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('content-length', body.length)
        .send(body);
    },
  );
};
