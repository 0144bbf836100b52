import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, scoped, timestamps } from './common';

/** Customers of one merchant. E-mail is stored lower-case and unique per merchant. */
export const users = pgTable(
  'users',
  {
    ...scoped(),
    email: text('email').notNull(),
    full_name: text('full_name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    user_gstNo: text('user_gst_no').notNull().default(''),
    /** Memory-hard hash (scrypt/argon2id, self-describing string); null for Google-only accounts. */
    password_hash: text('password_hash'),
    /** Google account subject, for Google sign-in (extension). */
    google_sub: text('google_sub'),
    email_verified_at: at('email_verified_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_main_id_email_uq').on(t.main_id, t.email),
    uniqueIndex('users_main_id_google_sub_uq').on(t.main_id, t.google_sub),
  ],
);

/** One-time codes for sign-up and password reset. Only the hash of the code is kept. */
export const otps = pgTable(
  'otps',
  {
    ...scoped(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<'signup' | 'reset'>().notNull(),
    code_hash: text('code_hash').notNull(),
    expires_at: at('expires_at').notNull(),
    /** Wrong attempts so far; the code dies at the limit. */
    tries: integer('tries').notNull().default(0),
    verified_at: at('verified_at'),
    /** Used once a reset/sign-up has consumed the verification. */
    consumed_at: at('consumed_at'),
    last_sent_at: at('last_sent_at').notNull().defaultNow(),
    send_count: integer('send_count').notNull().default(1),
    /** Client address that asked for the code: the hourly send limit is counted per requester. */
    requested_ip: text('requested_ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('otps_lookup_idx').on(t.main_id, t.email, t.purpose)],
);

/**
 * Refresh tokens, hashed. Each use rotates the token; `family_id` links a chain so that reuse of a
 * rotated token can revoke the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    ...scoped(),
    user_id: cascadeRef('user_id', () => users.id),
    token_hash: text('token_hash').notNull(),
    family_id: text('family_id').notNull(),
    expires_at: at('expires_at').notNull(),
    revoked_at: at('revoked_at'),
    /** Set when the token was spent by a rotation: the (first) token it was rotated into. */
    replaced_by: text('replaced_by'),
    /** The token this one was rotated from (several within the grace window: two tabs). */
    parent_id: text('parent_id'),
    /** Set on every token of the login when the login ends (logout, reuse, reset): nothing of it rotates again. */
    family_revoked_at: at('family_revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.token_hash),
    index('refresh_tokens_family_idx').on(t.family_id),
    index('refresh_tokens_parent_idx').on(t.parent_id),
  ],
);

/** Device tokens for push notifications. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    ...scoped(),
    user_id: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    device_token: text('device_token').notNull(),
    platform: text('platform'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('push_tokens_main_id_token_uq').on(t.main_id, t.device_token)],
);
