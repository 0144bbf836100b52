import { z } from 'zod';
import { AdminListQuery, id, isoDate, page } from './fields';

/*
 * Product reviews (issue 39, spec deviation): shoppers' ratings and texts wait as pending until staff
 * approve them (shown on the product with the rating) or hide them (`/admin/api/reviews`).
 */

/** Where a review stands: pending (new or rewritten), approved (shown) or hidden (never shown). */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export const ReviewStatus = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** How each status reads in the console. */
export const REVIEW_STATUS_LABEL: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  hidden: 'Hidden',
};

export const ReviewsQuery = AdminListQuery.extend({ status: ReviewStatus.optional() });
export type ReviewsQuery = z.infer<typeof ReviewsQuery>;

export const ReviewItem = z.object({
  id,
  status: ReviewStatus,
  rating: z.number().int(),
  comment: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  shopperName: z.string(),
  shopperEmail: z.string(),
  createdAt: isoDate,
  moderatedAt: isoDate.nullable(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

export const ReviewsResponse = page(ReviewItem).extend({
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), hidden: z.number().int() }),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponse>;

/** `PATCH /admin/api/reviews/:id`: approve (shown on the product) or hide. */
export const ReviewModerateBody = z.strictObject({ status: z.enum(['approved', 'hidden']) });
export type ReviewModerateBody = z.infer<typeof ReviewModerateBody>;

export const ReviewResponse = z.object({ data: ReviewItem });
