import {
  ReviewModerateBody,
  ReviewResponse,
  ReviewsQuery,
  ReviewsResponse,
} from '@skatekit/console-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { pathId } from '../../platform/params';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { findReview, listReviews, moderateReview, reviewWrite } from './reviews-repository';

/** The answer when the review is not the store's (another merchant's is not found either). */
export const REVIEW_NOT_FOUND = 'Review not found';

/**
 * The console's Reviews screen: every review of the store with its product and shopper, approved (shown
 * on the product) or hidden by owners and staff (`reviews.moderate`; a coach gets 403), each audited.
 */
export const reviewsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/reviews`,
    {
      preHandler: requireStaff('reviews.moderate'),
      schema: { querystring: ReviewsQuery, response: { 200: ReviewsResponse } },
    },
    async (request) => listReviews(app.db, (request.staff as StaffContext).mainId, request.query),
  );

  app.patch(
    `${ADMIN_API}/reviews/:id`,
    {
      preHandler: requireStaff('reviews.moderate'),
      ...reviewWrite(z.object({ id: pathId() }), ReviewModerateBody, ReviewResponse),
    },
    async (request) => {
      const who = request.staff as StaffContext;
      const { id } = request.params;
      const data = await app.db.transaction(async (tx) => {
        const before = await findReview(tx, who.mainId, id);
        if (!before) throw notFound(REVIEW_NOT_FOUND);
        await moderateReview(tx, who.mainId, id, request.body.status);
        await writeAudit(tx, who.mainId, who, {
          action: `review.${request.body.status === 'approved' ? 'approve' : 'hide'}`,
          entity: 'review',
          entityId: id,
          before: { status: before.status },
          after: { status: request.body.status },
        });
        return (await findReview(tx, who.mainId, id)) ?? before;
      });
      return { data };
    },
  );
};
