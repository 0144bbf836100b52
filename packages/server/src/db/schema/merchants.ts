import { doublePrecision, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A tenant. `code` is the store identifier clients put in paths and bodies (`main_id`). */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Store profile as `GET /register/single/{store}` returns it, plus contact details. */
export const storeProfiles = pgTable('store_profiles', {
  main_id: text('main_id')
    .primaryKey()
    .references(() => merchants.code, { onDelete: 'cascade' }),
  profilePic: text('profile_pic').notNull().default(''),
  orignal_logoname: text('orignal_logoname').notNull().default(''),
  tag_line: text('tag_line').notNull().default(''),
  email: text('email').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
});

/** One button setting, e.g. `{ button_id: 'addtocart', button_name: 'Add to Cart', default: true }`. */
export interface ButtonSetting {
  button_id: string;
  button_name: string;
  default: boolean;
  status: string;
}

/** Site metadata applied by the shell on start. */
export interface MetaSetting {
  title: string;
  description: string;
  keywords: string;
  author: string;
  icon: string;
  /** Script addresses the shell adds to the page. */
  scripts: string[];
}

/** WhatsApp and call numbers of the Help tab, and the contact page's e-mail and social profiles. */
export interface HelpSetting {
  whatsapp_number: string;
  mobile: string;
  email?: string;
  social_links?: { name: string; url: string }[];
}

/**
 * Per-merchant settings in one row. The payment keys live here; `key_secret` and `webhook_secret`
 * never leave the server (no route may select them into a response).
 */
export const merchantSettings = pgTable('merchant_settings', {
  main_id: text('main_id')
    .primaryKey()
    .references(() => merchants.code, { onDelete: 'cascade' }),
  buttons: jsonb('buttons').$type<ButtonSetting[]>().notNull().default([]),
  pay_buttons: jsonb('pay_buttons').$type<ButtonSetting[]>().notNull().default([]),
  meta: jsonb('meta').$type<MetaSetting>().notNull(),
  help: jsonb('help').$type<HelpSetting>().notNull(),
  payment_provider: text('payment_provider').$type<'razorpay' | 'sandbox'>().notNull().default('sandbox'),
  key_id: text('key_id').notNull().default(''),
  key_secret: text('key_secret').notNull().default(''),
  webhook_secret: text('webhook_secret').notNull().default(''),
  company_name: text('company_name').notNull().default(''),
  company_color: text('company_color').notNull().default('#000000'),
  /** Pay-on-delivery advance, percent of the total. */
  delivery_percentage: numeric('delivery_percentage', { precision: 5, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  /** GST included in prices, percent. */
  gst_rate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
  /** The store's own GST number (GSTIN), '' when it has none. */
  gst_number: text('gst_number').notNull().default(''),
  google_address: text('google_address').notNull().default(''),
  /** Where the merchant receives its notifications (new paid order, admission, enquiry, refund owed). */
  notify_email: text('notify_email').notNull().default(''),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});
