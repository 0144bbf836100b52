import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { at, cascadeRef, scoped, timestamps } from './common';

/**
 * Shoppers' product reviews (issue 39, spec deviation): one per shopper and product (writing again
 * replaces the text and rating and sends it back to pending), shown on the product once staff approve it.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    ...scoped(),
    product_id: text('product_id').notNull(),
    user_id: cascadeRef('user_id', () => users.id),
    /** The name shown with the review ("Asha K."), taken from the account when written. */
    user_name: text('user_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'hidden'>().notNull().default('pending'),
    moderated_at: at('moderated_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_reviews_one_per_shopper_uq').on(t.main_id, t.product_id, t.user_id),
    index('product_reviews_product_idx').on(t.main_id, t.product_id, t.status),
    index('product_reviews_console_idx').on(t.main_id, t.status, t.createdAt),
    check('product_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
