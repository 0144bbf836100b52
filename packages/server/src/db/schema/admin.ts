import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './commerce';
import { at, cascadeRef, createdAt, money, scoped, staffStamp, timestamps } from './common';

/**
 * The merchant's own people (the console's accounts), apart from customers. One row per merchant and
 * e-mail (lower-case). `password_hash` is null until an invitation is accepted.
 */
export const staff = pgTable(
  'staff',
  {
    ...scoped(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** owner | staff | coach (see the console contract's ROLE_PERMISSIONS). */
    role: text('role').$type<'owner' | 'staff' | 'coach'>().notNull().default('staff'),
    password_hash: text('password_hash'),
    /** invited | active | disabled. */
    status: text('status').$type<'invited' | 'active' | 'disabled'>().notNull().default('invited'),
    /** SHA-256 of the invitation token mailed to the invitee; cleared once accepted. */
    invite_token_hash: text('invite_token_hash'),
    invite_expires_at: at('invite_expires_at'),
    invited_by: text('invited_by'),
    last_sign_in_at: at('last_sign_in_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('staff_main_id_email_uq').on(t.main_id, t.email),
    uniqueIndex('staff_invite_token_uq').on(t.invite_token_hash),
  ],
);

/**
 * Console sessions. The cookie holds a random token; only its SHA-256 is stored. Every write must
 * also carry `csrf_token` in the `x-csrf-token` header.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    ...scoped(),
    staff_id: cascadeRef('staff_id', () => staff.id),
    token_hash: text('token_hash').notNull(),
    csrf_token: text('csrf_token').notNull(),
    expires_at: at('expires_at').notNull(),
    last_seen_at: at('last_seen_at').notNull().defaultNow(),
    revoked_at: at('revoked_at'),
    ip: text('ip').notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_uq').on(t.token_hash),
    index('staff_sessions_staff_idx').on(t.staff_id),
  ],
);

/** A second-factor challenge: the code mailed to an owner after a right password (hash only). */
export const staffChallenges = pgTable(
  'staff_challenges',
  {
    ...scoped(),
    staff_id: cascadeRef('staff_id', () => staff.id),
    code_hash: text('code_hash').notNull(),
    expires_at: at('expires_at').notNull(),
    tries: integer('tries').notNull().default(0),
    used_at: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_challenges_staff_idx').on(t.staff_id)],
);

/** Every write of the console: who, when, what, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    ...scoped(),
    /** Null for the system (the notification worker, a webhook). */
    ...staffStamp(),
    /** e.g. `order.ship`, `order.refund`, `staff.invite`, `inbox.update`. */
    action: text('action').notNull(),
    /** order | admission | lead | enquiry | quote | staff | settings | customer. */
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.main_id, t.entity, t.entity_id),
    index('audit_log_main_created_idx').on(t.main_id, t.createdAt),
  ],
);

/**
 * Notifications to send, written in the same transaction as the change they tell of; a worker sends
 * them with retries, so a mail-server outage delays a message and never loses one.
 */
export const outbox = pgTable(
  'outbox',
  {
    ...scoped(),
    /** mail | push | whatsapp (a template message: `data` holds its name, language and parameters). */
    channel: text('channel').$type<'mail' | 'push' | 'whatsapp'>().notNull().default('mail'),
    /** What the message tells of, e.g. `order.paid.merchant`, `order.shipped.customer`. */
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull().default(''),
    html: text('html').notNull().default(''),
    /** A push's data payload (string values, as FCM wants them), e.g. `{ route: '/track/{id}' }`. */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    /** pending | sending | sent | dead (gave up after the last attempt). */
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'dead'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: at('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error').notNull().default(''),
    /** Dedupe key: one message per event and recipient (e.g. `order:{id}:shipped:customer`). */
    dedupe_key: text('dedupe_key'),
    sent_at: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.next_attempt_at),
    index('outbox_main_idx').on(t.main_id, t.createdAt),
    uniqueIndex('outbox_dedupe_uq').on(t.dedupe_key),
  ],
);

/** An order's timeline: placed, paid, each fulfilment step, refunds, remainder collected, notes. */
export const orderEvents = pgTable(
  'order_events',
  {
    ...scoped(),
    order_id: cascadeRef('order_id', () => orders.id),
    /** placed | paid | status | refund | remainder-collected | refund-needed | note. */
    kind: text('kind').notNull(),
    /** The order status reached, for `status` events. */
    status: text('status').notNull().default(''),
    note: text('note').notNull().default(''),
    ...staffStamp(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.order_id, t.createdAt)],
);

/**
 * Refunds of an order through its payment provider. `request_key` is the console's idempotency key:
 * the same refund request sent twice refunds once.
 */
export const refunds = pgTable(
  'refunds',
  {
    ...scoped(),
    order_id: cascadeRef('order_id', () => orders.id),
    amount: money('amount').notNull(),
    reason: text('reason').notNull().default(''),
    /** pending | processed | failed. */
    status: text('status').$type<'pending' | 'processed' | 'failed'>().notNull().default('pending'),
    provider: text('provider').notNull().default('sandbox'),
    provider_refund_id: text('provider_refund_id'),
    /** The payment refunded: an extra payment's id (orders.extra_payments), null for the order's own payment. */
    payment_id: text('payment_id'),
    request_key: text('request_key').notNull(),
    ...staffStamp(),
    processed_at: at('processed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_order_request_uq').on(t.order_id, t.request_key),
    index('refunds_main_idx').on(t.main_id, t.createdAt),
  ],
);
