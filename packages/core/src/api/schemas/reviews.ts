import type * as z from 'zod/mini';
import { body, text, wholeNumber } from './fields';

/* The shopper's review body (its own file: the catalogue's read schemas carry no body-building code). */
/** Most characters a shopper's review may have. */
export const REVIEW_MAX = 1_000;

/**
 * POST /grouped-product/review/{product_id} (SkateKit, spec deviation): a signed-in shopper's rating (1-5)
 * and text, stored as plain text and shown once staff approve it. Writing again replaces one's review.
 */
export const ReviewBody = /* @__PURE__ */ body({
  rating: wholeNumber(1, 5),
  comment: text(REVIEW_MAX),
});
/** Review body (as sent). */
export type ReviewBodyInput = z.input<typeof ReviewBody>;
