import { integer, pgTable } from 'drizzle-orm/pg-core';
import { settingsKey } from './common';

/** The console's stock settings of a merchant (a merchant without a row has the defaults). */
export const stockSettings = pgTable('stock_settings', {
  main_id: settingsKey(),
  /** A product or variation with this many units or fewer is on the low-stock list. */
  low_stock_threshold: integer('low_stock_threshold').notNull().default(5),
});

/** Low-stock threshold of a merchant without a stock_settings row. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
