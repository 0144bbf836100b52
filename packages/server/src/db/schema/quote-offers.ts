import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders, quotes } from './commerce';
import { at, cascadeRef, createdAt, money, scoped, staffStamp } from './common';

/** One line of an offer: what is sold, how many, at the unit price the merchant set (rupees). */
export interface OfferLine {
  product_id: string;
  product_sku: string;
  name: string;
  quantity: number;
  unit_price: number;
}

/**
 * A merchant's payable offer on a quote request (issue 39): the lines at the prices staff set, a delivery
 * charge and an expiry, mailed to the shopper with a signed link. Paying it places an order at exactly
 * these figures (the order's id is kept here); a newer offer on the same quote is a row of its own.
 */
export const quoteOffers = pgTable(
  'quote_offers',
  {
    ...scoped(),
    quote_id: cascadeRef('quote_id', () => quotes.id),
    /** The shopper it is for (the quote's account, or the one found or made for the quote's e-mail). */
    user_id: cascadeRef('user_id', () => users.id),
    lines: jsonb('lines').$type<OfferLine[]>().notNull(),
    delivery: money('delivery').notNull(),
    /** Items at their agreed prices plus delivery, as mailed (the order is priced to the same). */
    total: money('total').notNull(),
    message: text('message').notNull().default(''),
    expires_at: at('expires_at').notNull(),
    /** The order placed to pay it (the latest attempt); paid once that order is paid. */
    order_id: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paid_at: at('paid_at'),
    ...staffStamp(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_offers_quote_idx').on(t.main_id, t.quote_id)],
);
