import { randomUUID } from 'node:crypto';
import {
  type AnyPgColumn,
  doublePrecision,
  type IndexColumn,
  index,
  integer,
  numeric,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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

/** The two columns a merchant's row starts with: its random id and its merchant. */
export const scoped = () => ({ id: uuidPk(), main_id: mainId() });

/** The key of a merchant's one settings row of a kind (gone with the merchant). */
export const settingsKey = () =>
  text('main_id')
    .primaryKey()
    .references(() => merchants.code, { onDelete: 'cascade' });

/** A required link to another row's id, deleted with that row. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  text(name).notNull().references(target, { onDelete: 'cascade' });

/** The index on `main_id` alone that a merchant's list table has, named `<table>_main_id_idx`. */
export const mainIdIndex = (table: string) => (t: { main_id: IndexColumn }) => [
  index(`${table}_main_id_idx`).on(t.main_id),
];

/** A moment: timestamptz, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Rupee amounts: exact decimal in the database, a JS number in code. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Kilometres, coordinates and other measured values. */
export const measure = (name: string) => doublePrecision(name);

export const position = () => integer('position').notNull().default(0);

/** Active | Inactive, as the wire data spells it. */
export const status = () => text('status').notNull().default('Active');

/** Listed content the merchant orders and switches on and off. */
export const listed = () => ({ status: status(), position: position() });

export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () =>
  at('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** When the row was written and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The staff member who wrote a row (null: the system, e.g. the notification worker or a webhook). */
export const staffStamp = () => ({
  staff_id: text('staff_id'),
  staff_email: text('staff_email').notNull().default(''),
});

/** Inbox handling by staff (leads, enquiries, quote requests): when handled, by whom, and a note. */
export const handling = () => ({
  handled_at: at('handled_at'),
  handled_by: text('handled_by'),
  staff_note: text('staff_note').notNull().default(''),
});
