import { bigint, boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, listed, mainIdIndex, measure, money, scoped, status } from './common';

/** The office and the training centres (`GET /office/all/{store}`, extension). */
export const offices = pgTable(
  'offices',
  {
    ...scoped(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    locationLink: text('location_link').notNull().default(''),
    image: text('image').notNull().default(''),
    /** 'Our Office' or 'Center'. */
    type: text('type').notNull(),
    latitude: measure('latitude'),
    longitude: measure('longitude'),
    ...listed(),
  },
  mainIdIndex('offices'),
);

export const pincodes = pgTable(
  'pincodes',
  {
    ...scoped(),
    pincode: text('pincode').notNull(),
    status: status(),
    /** The place's name as the maps service gave it (e.g. "Malad West, Mumbai, Maharashtra 400064, India"). */
    place: text('place'),
    /** Approximate centre of the pincode area: the offline geocoder's data. */
    latitude: measure('latitude'),
    longitude: measure('longitude'),
  },
  (t) => [uniqueIndex('pincodes_main_id_pincode_uq').on(t.main_id, t.pincode)],
);

/** Distance band -> delivery charge (core's delivery rule matches a distance against these). */
export const deliveryBands = pgTable(
  'delivery_bands',
  {
    ...scoped(),
    min_kilometer: measure('min_kilometer').notNull(),
    max_kilometer: measure('max_kilometer').notNull(),
    delivery_price: money('delivery_price').notNull(),
    status: status(),
  },
  mainIdIndex('delivery_bands'),
);

/** Distance band in which an order reaching `freedelivery_price` ships free. */
export const freeDeliveryBands = pgTable(
  'free_delivery_bands',
  {
    ...scoped(),
    min_kilometer: measure('min_kilometer').notNull(),
    max_kilometer: measure('max_kilometer').notNull(),
    freedelivery_price: money('freedelivery_price').notNull(),
    status: status(),
  },
  mainIdIndex('free_delivery_bands'),
);

/** Coupons: a percentage or a fixed rupee amount off. */
export const coupons = pgTable(
  'coupons',
  {
    ...scoped(),
    /** Stored upper-case; lookups upper-case the requested code. */
    code: text('code').notNull(),
    percentage_offer: money('percentage_offer').notNull().default(0),
    price_offer: money('price_offer').notNull().default(0),
    /** Smallest cart total the coupon applies to (0 = any). */
    min_order: money('min_order').notNull().default(0),
    status: status(),
    /** First moment the coupon works (null: from its creation). */
    starts_at: at('starts_at'),
    /** First moment the coupon no longer works (null: never ends). */
    expires_at: at('expires_at'),
    /** Redemptions allowed in all (null = unlimited) and used so far. */
    max_uses: integer('max_uses'),
    used_count: integer('used_count').notNull().default(0),
    one_per_user: boolean('one_per_user').notNull().default(false),
    /** Only for a customer's first order (no other order placed or paid before). */
    first_order_only: boolean('first_order_only').notNull().default(false),
  },
  (t) => [uniqueIndex('coupons_main_id_code_uq').on(t.main_id, t.code)],
);

/**
 * One row (id 1) whose `version` goes up with every write of `coupons` but a use counted (triggers of
 * migration 0016: an insert, a delete, an update of any column but `used_count`), so every API
 * instance can tell its cached coupons are stale by reading one number.
 */
export const couponState = pgTable('coupon_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Class levels of the enquiry host (`GET /classlevel/{id}`); listed but unused by the UI. */
export const classLevels = pgTable(
  'class_levels',
  {
    ...scoped(),
    class_level: text('class_level').notNull(),
    ...listed(),
  },
  mainIdIndex('class_levels'),
);
