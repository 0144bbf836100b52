import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mainId, measure, money, position, status, uuidPk } from './common';

/** The office and the training centres (`GET /office/all/{store}`, extension). */
export const offices = pgTable(
  'offices',
  {
    id: uuidPk(),
    main_id: mainId(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    locationLink: text('location_link').notNull().default(''),
    image: text('image').notNull().default(''),
    /** 'Our Office' or 'Center'. */
    type: text('type').notNull(),
    latitude: measure('latitude'),
    longitude: measure('longitude'),
    status: status(),
    position: position(),
  },
  (t) => [index('offices_main_id_idx').on(t.main_id)],
);

export const pincodes = pgTable(
  'pincodes',
  {
    id: uuidPk(),
    main_id: mainId(),
    pincode: text('pincode').notNull(),
    status: status(),
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
    id: uuidPk(),
    main_id: mainId(),
    min_kilometer: measure('min_kilometer').notNull(),
    max_kilometer: measure('max_kilometer').notNull(),
    delivery_price: money('delivery_price').notNull(),
    status: status(),
  },
  (t) => [index('delivery_bands_main_id_idx').on(t.main_id)],
);

/** Distance band in which an order reaching `freedelivery_price` ships free. */
export const freeDeliveryBands = pgTable(
  'free_delivery_bands',
  {
    id: uuidPk(),
    main_id: mainId(),
    min_kilometer: measure('min_kilometer').notNull(),
    max_kilometer: measure('max_kilometer').notNull(),
    freedelivery_price: money('freedelivery_price').notNull(),
    status: status(),
  },
  (t) => [index('free_delivery_bands_main_id_idx').on(t.main_id)],
);

/** Coupons: a percentage or a fixed rupee amount off. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuidPk(),
    main_id: mainId(),
    /** Stored upper-case; lookups upper-case the requested code. */
    code: text('code').notNull(),
    percentage_offer: money('percentage_offer').notNull().default(0),
    price_offer: money('price_offer').notNull().default(0),
    /** Smallest cart total the coupon applies to (0 = any). */
    min_order: money('min_order').notNull().default(0),
    status: status(),
    /** First moment the coupon works (null: from its creation). */
    starts_at: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    /** First moment the coupon no longer works (null: never ends). */
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
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
    id: uuidPk(),
    main_id: mainId(),
    class_level: text('class_level').notNull(),
    status: status(),
    position: position(),
  },
  (t) => [index('class_levels_main_id_idx').on(t.main_id)],
);
