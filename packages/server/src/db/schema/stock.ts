import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** The console's stock settings of a merchant (a merchant without a row has the defaults). */
export const stockSettings = pgTable('stock_settings', {
  main_id: text('main_id')
    .primaryKey()
    .references(() => merchants.code, { onDelete: 'cascade' }),
  /** A product or variation with this many units or fewer is on the low-stock list. */
  low_stock_threshold: integer('low_stock_threshold').notNull().default(5),
});

/** Low-stock threshold of a merchant without a stock_settings row. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
