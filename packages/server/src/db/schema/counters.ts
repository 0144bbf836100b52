import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters while Redis is down (lib/counters.ts createSqlCounters): every instance on the
 * database counts together, so a limit does not multiply by the number of instances. Rows past their
 * window are swept as hits come.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  reset_at: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});
