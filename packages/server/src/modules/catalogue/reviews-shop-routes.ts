import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { authenticate } from '../../lib/auth';
import { badRequest, notFound } from '../../platform/errors';
import { pathId } from '../../platform/params';
import { MessageResponse, ReviewBody, TEXTS } from '../../platform/core';
import { findProduct } from './repository';
import { plainReviewText, reviewerName, reviewWrite, saveReview } from './reviews-repository';

/**
 * POST /grouped-product/review/{product_id} (issue 39, spec deviation): a signed-in shopper's rating and
 * text for a product of their store, stored as plain text and pending until staff approve it. Writing
 * again replaces the shopper's review (one per shopper and product) and sends it back to pending.
 */
export const reviewsModule: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/grouped-product/review/:product_id',
    reviewWrite(z.object({ product_id: pathId() }), ReviewBody, MessageResponse),
    async (request) => {
      const claims = await authenticate(request);
      const product = await findProduct(app.db, request.params.product_id, claims.mainId);
      if (product?.status !== 'Active') throw notFound(TEXTS.PRODUCT_NOT_FOUND);
      const comment = plainReviewText(request.body.comment);
      if (!comment) throw badRequest('comment must not be empty');
      const [user] = await app.db
        .select({ name: users.full_name })
        .from(users)
        .where(eq(users.id, claims.userId))
        .limit(1);
      await saveReview(app.db, {
        mainId: claims.mainId,
        productId: product.product_id,
        userId: claims.userId,
        userName: reviewerName(user?.name ?? ''),
        rating: request.body.rating,
        comment,
      });
      return { message: TEXTS.REVIEW_SENT };
    },
  );
};
