import { randomUUID } from 'node:crypto';
import { doublePrecision, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** Every row belongs to one merchant; every query filters on it. */
export const mainId = () =>
  text('main_id')
    .notNull()
    .references(() => merchants.code, { onDelete: 'cascade' });

/** Random text primary key: ids that cannot be guessed or enumerated. */
export const uuidPk = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

/** Rupee amounts: exact decimal in the database, a JS number in code. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Kilometres, coordinates and other measured values. */
export const measure = (name: string) => doublePrecision(name);

export const position = () => integer('position').notNull().default(0);

/** Active | Inactive, as the wire data spells it. */
export const status = () => text('status').notNull().default('Active');

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Inbox handling by staff (leads, enquiries, quote requests): when handled, by whom, and a note. */
export const handling = () => ({
  handled_at: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  handled_by: text('handled_by'),
  staff_note: text('staff_note').notNull().default(''),
});
