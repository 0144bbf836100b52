import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import {
  at,
  cascadeRef,
  createdAt,
  handling,
  mainIdIndex,
  measure,
  money,
  scoped,
  timestamps,
} from './common';

const userRef = () => cascadeRef('user_id', () => users.id);

/** A server cart line; prices are the server's, re-read from the catalogue. One line per sku per user. */
export const cartLines = pgTable(
  'cart_lines',
  {
    ...scoped(),
    user_id: userRef(),
    user_name: text('user_name').notNull().default(''),
    product_id: text('product_id').notNull(),
    product_sku: text('product_sku').notNull(),
    product_name: text('product_name').notNull().default(''),
    product_price: money('product_price').notNull().default(0),
    product_saleprice: money('product_saleprice').notNull().default(0),
    product_stockstatus: text('product_stockstatus').notNull().default(''),
    product_status: text('product_status').notNull().default('Active'),
    product_image: text('product_image').notNull().default(''),
    product_gallery: jsonb('product_gallery').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    short_description: text('short_description').notNull().default(''),
    category: text('category').notNull().default(''),
    product_type: text('product_type').notNull().default('Simple'),
    variation_attributes: jsonb('variation_attributes').$type<Record<string, string>>().notNull().default({}),
    typeofsimple: text('typeofsimple').notNull().default(''),
    delivery_days: integer('delivery_days'),
    quantity: integer('quantity').notNull().default(1),
    course: boolean('course').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_lines_user_sku_uq').on(t.main_id, t.user_id, t.product_sku)],
);

export const addresses = pgTable(
  'addresses',
  {
    ...scoped(),
    user_id: userRef(),
    user_name: text('user_name').notNull().default(''),
    /** Home, Office or Others. */
    location_user: text('location_user').notNull(),
    new_address: text('new_address').notNull(),
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
    pincode: text('pincode').notNull(),
    number: text('number').notNull().default(''),
    latitude: measure('latitude'),
    longitude: measure('longitude'),
    defaultaddressS: boolean('default_address_s').notNull().default(false),
    defaultaddressB: boolean('default_address_b').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('addresses_user_idx').on(t.main_id, t.user_id)],
);

/** What an order took from stock, so a failed/cancelled payment can give it back exactly once. */
export interface StockReservation {
  product_id: string;
  /** Variation sku for a Variable Product line; absent for Simple/Grouped. */
  variation_sku?: string;
  quantity: number;
}

/** Why money that came in must be refunded (see orders.refund_needed_at). */
export type RefundReason = 'stock' | 'coupon' | 'admission-already-paid' | 'duplicate-payment';

/** A genuine payment that arrived for an order already settled by another one. */
export interface ExtraPayment {
  payment_id: string;
  /** ISO time it was recorded. */
  at: string;
  /** How it arrived. */
  via: 'verify' | 'webhook';
  /** Refunded of it so far by staff, rupees (its amount is the order's online payment). */
  refunded_amount?: number;
}

/**
 * Shop orders and admission payments (kind). Field names follow the spec's Order record.
 * `id` is the order's own id (`GET /payment/order/{id}`); `order_id` is the payment provider's order id.
 */
export const orders = pgTable(
  'orders',
  {
    ...scoped(),
    kind: text('kind').$type<'shop' | 'admission'>().notNull().default('shop'),
    user_id: userRef(),
    user_name: text('user_name').notNull().default(''),
    admission_id: text('admission_id'),
    /** Payment provider's order id (Razorpay `order_...` or a sandbox id). */
    order_id: text('order_id'),
    receipt_id: text('receipt_id').notNull(),
    provider: text('provider').$type<'razorpay' | 'sandbox'>().notNull().default('sandbox'),
    /** 'Pay now' | 'Pay on delivery'. */
    payment_mode: text('payment_mode').notNull(),
    /** Payment result: Pending | Success | Failed. */
    status: text('status').notNull().default('Pending'),
    payment_id: text('payment_id'),
    payment_signature: text('payment_signature'),
    paid_at: at('paid_at'),
    amountbeforediscount: money('amountbeforediscount').notNull().default(0),
    amountafterdiscount: money('amountafterdiscount').notNull().default(0),
    deliveryCharge: money('delivery_charge').notNull().default(0),
    /** The order total (deviation 23); `remaining_amount` is what is due on delivery, their difference was paid online. */
    totalAmountbeforePay: money('total_amount_before_pay').notNull().default(0),
    remaining_amount: money('remaining_amount').notNull().default(0),
    gst_rate: money('gst_rate').notNull().default(0),
    tax_amount: money('tax_amount').notNull().default(0),
    cart_products: jsonb('cart_products').$type<Record<string, unknown>[]>().notNull().default([]),
    couponapplied: boolean('couponapplied').notNull().default(false),
    coupon_code: text('coupon_code').notNull().default(''),
    discountprice: money('discountprice').notNull().default(0),
    billing_address: jsonb('billing_address').$type<Record<string, unknown> | null>(),
    shipping_address: jsonb('shipping_address').$type<Record<string, unknown> | null>(),
    user_gstNo: text('user_gst_no').notNull().default(''),
    customer_note: text('customer_note').notNull().default(''),
    payment_capture: integer('payment_capture').notNull().default(1),
    currency: text('currency').notNull().default('INR'),
    /** Pending | Processing | Packed | Shipped | Out for delivery | Delivered | Cancelled. */
    orderStatus: text('order_status').notNull().default('Pending'),
    processing_date: at('processing_date'),
    shipped_date: at('shipped_date'),
    out_deliverydate: at('out_deliverydate'),
    delivery_date: at('delivery_date'),
    delivered: at('delivered'),
    stock_reserved: jsonb('stock_reserved').$type<StockReservation[]>().notNull().default([]),
    stock_released_at: at('stock_released_at'),
    /**
     * Set when money came in that must be refunded: for an order whose stock or coupon was gone, a
     * second fee for an admission already paid, or a second payment of an order already paid.
     */
    refund_needed_at: at('refund_needed_at'),
    /** Fulfilment (console): when packed and cancelled, the courier and its tracking number. */
    packed_date: at('packed_date'),
    cancelled_date: at('cancelled_date'),
    courier: text('courier').notNull().default(''),
    tracking_number: text('tracking_number').notNull().default(''),
    /** Pay on delivery: when staff marked the remainder collected (the invoice then shows it paid). */
    remainder_collected_at: at('remainder_collected_at'),
    /** Sum of the processed refunds of this order, rupees. */
    refunded_amount: money('refunded_amount').notNull().default(0),
    /** Why: 'stock' | 'coupon' | 'admission-already-paid' | 'duplicate-payment'. */
    refund_reason: text('refund_reason').$type<RefundReason>(),
    /** Genuine payments beyond the one that settled the order (kept, to be refunded by staff). */
    extra_payments: jsonb('extra_payments').$type<ExtraPayment[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('orders_user_idx').on(t.main_id, t.user_id, t.kind),
    // Exports and date ranges read a merchant's orders in time order (modules/exports/*.ts).
    index('orders_main_created_idx').on(t.main_id, t.createdAt),
    uniqueIndex('orders_order_id_uq').on(t.order_id),
    uniqueIndex('orders_receipt_id_uq').on(t.receipt_id),
  ],
);

/** Quote requests (`POST /payment/getquote`). */
export const quotes = pgTable(
  'quotes',
  {
    ...scoped(),
    user_id: text('user_id'),
    user_name: text('user_name').notNull().default(''),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull().default(''),
    description: text('description').notNull().default(''),
    cart_products: jsonb('cart_products').$type<Record<string, unknown>[]>().notNull().default([]),
    /** Console: the price staff answered with (rupees) and their message, mailed to the shopper. */
    quoted_price: money('quoted_price'),
    quote_message: text('quote_message').notNull().default(''),
    quoted_at: at('quoted_at'),
    ...handling(),
    createdAt: createdAt(),
  },
  mainIdIndex('quotes'),
);

/** Payment provider webhooks, kept for idempotency (same event id twice is processed once). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    ...scoped(),
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    event_type: text('event_type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    received_at: createdAt(),
    processed_at: at('processed_at'),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_uq').on(t.provider, t.event_id)],
);

/**
 * One use of a coupon by one order: reserved when the order is placed (counted against `max_uses`
 * and `one_per_user` at once), used when it is paid, released when it fails or lapses.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    ...scoped(),
    code: text('code').notNull(),
    user_id: userRef(),
    order_id: cascadeRef('order_id', () => orders.id),
    /** reserved | used | released. */
    status: text('status').$type<'reserved' | 'used' | 'released'>().notNull().default('reserved'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_uq').on(t.order_id),
    index('coupon_redemptions_user_idx').on(t.main_id, t.code, t.user_id),
  ],
);

/**
 * `Idempotency-Key` of order creations (extension): the first request with a key places the order and
 * keeps its answer; a repeat with the same body gets that answer, another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ...scoped(),
    user_id: userRef(),
    idem_key: text('idem_key').notNull(),
    /** SHA-256 of method, path and body. */
    request_hash: text('request_hash').notNull(),
    /** Status and body of the answer once there is one (null while the first request runs). */
    status_code: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    /**
     * When the request now running with the key claimed it; an unanswered claim older than the lease
     * (orders/idempotency.ts) may be taken over by a retry (its request died with the database).
     */
    claimed_at: at('claimed_at').notNull().defaultNow(),
    /** Random per claim: only the request holding it may answer (a fencing token against a taken-over claim). */
    claim_token: text('claim_token'),
    /** The order placed under the claim, written in the order's own transaction. */
    order_id: text('order_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_uq').on(t.main_id, t.user_id, t.idem_key)],
);
