import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { refunds } from './admin';
import { orders } from './commerce';
import { cascadeRef, createdAt, money, scoped, staffStamp } from './common';

/*
 * Refunds by line and the credit notes of refunds after invoicing (issue 39), and staff's internal
 * notes on orders, admissions and customers.
 */

/** What a refund gives back of one order line: its quantity and amount, and whether the units went back to stock. */
export const refundLines = pgTable(
  'refund_lines',
  {
    ...scoped(),
    refund_id: cascadeRef('refund_id', () => refunds.id),
    order_id: cascadeRef('order_id', () => orders.id),
    /** The line's index in orders.cart_products. */
    line_index: integer('line_index').notNull(),
    product_id: text('product_id').notNull().default(''),
    sku: text('sku').notNull().default(''),
    name: text('name').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** Rupees refunded for these units (their price charged less their share of the coupon). */
    amount: money('amount').notNull(),
    /** Whether the units go back to stock (once, when the refund is processed). */
    restock: boolean('restock').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('refund_lines_order_idx').on(t.order_id), index('refund_lines_refund_idx').on(t.refund_id)],
);

/** The last credit note number of each merchant: the series is gap-free (taken in the note's own transaction). */
export const creditNoteSeries = pgTable('credit_note_series', {
  main_id: text('main_id').primaryKey(),
  last_number: integer('last_number').notNull().default(0),
});

/** One line of a credit note. */
export interface CreditNoteLine {
  name: string;
  sku: string;
  quantity: number;
  amount: number;
  taxable: number;
  gst: number;
}

/** A credit note: issued for each processed refund of an order already invoiced, numbered per merchant. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    ...scoped(),
    order_id: cascadeRef('order_id', () => orders.id),
    refund_id: cascadeRef('refund_id', () => refunds.id),
    /** 1, 2, 3... per merchant, no gaps. */
    number: integer('number').notNull(),
    amount: money('amount').notNull(),
    taxable: money('taxable').notNull(),
    tax: money('tax').notNull(),
    gst_rate: money('gst_rate').notNull(),
    lines: jsonb('lines').$type<CreditNoteLine[]>().notNull().default([]),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_main_number_uq').on(t.main_id, t.number),
    uniqueIndex('credit_notes_refund_uq').on(t.refund_id),
    index('credit_notes_order_idx').on(t.order_id),
  ],
);

/** Staff's internal notes (never shown to a shopper or mailed) on an order, an admission or a customer. */
export const internalNotes = pgTable(
  'internal_notes',
  {
    ...scoped(),
    entity: text('entity').$type<'order' | 'admission' | 'customer'>().notNull(),
    entity_id: text('entity_id').notNull(),
    note: text('note').notNull(),
    ...staffStamp(),
    createdAt: createdAt(),
  },
  (t) => [index('internal_notes_entity_idx').on(t.main_id, t.entity, t.entity_id, t.createdAt)],
);
