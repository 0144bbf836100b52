import type { ReviewItem, ReviewStatus, ReviewsQuery } from '@skatekit/console-contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { productReviews, products, users } from '../../db/schema';
import { pageOf, searching } from '../../lib/lists';
import type { Review } from '../../platform/core';

/*
 * Product reviews (issue 39, docs/spec-deviations.md): one per shopper and product, pending until staff
 * approve or hide it; the product's answer carries the approved ones and their rating.
 */

type Row = typeof productReviews.$inferSelect;

/**
 * A review's text as stored: plain text, markup removed (it is shown as text everywhere, but a mail or an
 * export never carries a tag either), runs of blank lines folded, trimmed. Empty when nothing is left.
 * @example plainReviewText('<b>Great</b>  wheels') // 'Great  wheels'
 */
export const plainReviewText = (text: string): string =>
  text
    .replace(/<[^>]*>?/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The name shown with a review: the first name and the last name's initial ("Asha K."), or "Shopper". */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Shopper';
  const last = words.length > 1 ? ` ${words[words.length - 1][0].toUpperCase()}.` : '';
  return `${words[0]}${last}`;
}

/**
 * Options of a route that writes a review: it changes a product's answer, so this instance's next
 * catalogue read asks for the catalogue version (a shopper's rewrite leaves it until approved again).
 */
export const reviewWrite = <P, B, R>(params: P, body: B, response: R) => ({
  config: { catalogueWrite: true },
  schema: { params, body, response: { 200: response } },
});

/** Stores the shopper's review of a product, or replaces their earlier one (back to pending). */
export async function saveReview(
  db: Db,
  review: {
    mainId: string;
    productId: string;
    userId: string;
    userName: string;
    rating: number;
    comment: string;
  },
): Promise<Row> {
  const values = {
    main_id: review.mainId,
    product_id: review.productId,
    user_id: review.userId,
    user_name: review.userName,
    rating: review.rating,
    comment: review.comment,
  };
  const [row] = await db
    .insert(productReviews)
    .values(values)
    .onConflictDoUpdate({
      target: [productReviews.main_id, productReviews.product_id, productReviews.user_id],
      set: { ...values, status: 'pending', moderated_at: null, createdAt: new Date() },
    })
    .returning();
  return row;
}

/**
 * Most approved reviews a product's answer carries (newest first); the page averages those it shows
 * (core's reviewsRating), so the figure shown is of the reviews shown.
 */
export const SHOWN_REVIEWS_MAX = 200;

/** The approved reviews of a product, newest first, each with its rating. */
export async function approvedReviews(db: Db, mainId: string, productId: string): Promise<Review[]> {
  const ofProduct = and(eq(productReviews.main_id, mainId), eq(productReviews.product_id, productId));
  return db
    .select({
      user: productReviews.user_name,
      comment: productReviews.comment,
      rating: productReviews.rating,
    })
    .from(productReviews)
    .where(and(ofProduct, eq(productReviews.status, 'approved')))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(SHOWN_REVIEWS_MAX);
}

const productOfReview = and(
  eq(products.product_id, productReviews.product_id),
  eq(products.main_id, productReviews.main_id),
);

const consoleColumns = {
  row: productReviews,
  productTitle: products.title,
  shopperEmail: users.email,
};

const toItem = (r: { row: Row; productTitle: string | null; shopperEmail: string | null }): ReviewItem => ({
  id: r.row.id,
  status: r.row.status,
  rating: r.row.rating,
  comment: r.row.comment,
  productId: r.row.product_id,
  productTitle: r.productTitle ?? r.row.product_id,
  shopperName: r.row.user_name,
  shopperEmail: r.shopperEmail ?? '',
  createdAt: r.row.createdAt.toISOString(),
  moderatedAt: r.row.moderated_at ? r.row.moderated_at.toISOString() : null,
});

/** The console's query of reviews with their product and shopper (another store's rows never join). */
const withNames = (db: Db | Tx) =>
  db
    .select(consoleColumns)
    .from(productReviews)
    .leftJoin(products, productOfReview)
    .leftJoin(users, eq(users.id, productReviews.user_id));

/** A page of the store's reviews, newest first, by status and search (product, shopper, text). */
export async function listReviews(db: Db, mainId: string, query: ReviewsQuery) {
  const filters = [
    eq(productReviews.main_id, mainId),
    query.status ? eq(productReviews.status, query.status) : undefined,
    searching(query.q, [products.title, productReviews.user_name, users.email, productReviews.comment]),
  ];
  const { limit, offset } = pageOf(query);
  const rows = await withNames(db)
    .where(and(...filters))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(productReviews)
    .leftJoin(products, productOfReview)
    .leftJoin(users, eq(users.id, productReviews.user_id))
    .where(and(...filters));
  const byStatus = await db
    .select({ status: productReviews.status, n: count() })
    .from(productReviews)
    .where(eq(productReviews.main_id, mainId))
    .groupBy(productReviews.status);
  const counts = { pending: 0, approved: 0, hidden: 0 };
  for (const { status, n } of byStatus) counts[status] = n;
  return { data: rows.map(toItem), total, page: query.page, pageSize: query.pageSize, counts };
}

/** One review of the store, with names; undefined when it is not the store's. */
export async function findReview(db: Db | Tx, mainId: string, id: string): Promise<ReviewItem | undefined> {
  const [row] = await withNames(db)
    .where(and(eq(productReviews.main_id, mainId), eq(productReviews.id, id)))
    .limit(1);
  return row ? toItem(row) : undefined;
}

/** Sets a review's status (approved or hidden) and when it was moderated. */
export async function moderateReview(
  tx: Tx,
  mainId: string,
  id: string,
  status: ReviewStatus,
): Promise<void> {
  await tx
    .update(productReviews)
    .set({ status, moderated_at: new Date() })
    .where(and(eq(productReviews.main_id, mainId), eq(productReviews.id, id)));
}
