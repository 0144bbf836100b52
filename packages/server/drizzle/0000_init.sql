CREATE TABLE "otps" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"user_id" text,
	"device_token" text NOT NULL,
	"platform" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"email" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"user_gst_no" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"google_sub" text,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marquees" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"heading" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_arrival_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"category_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"category" text NOT NULL,
	"categorytype" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_type" text NOT NULL,
	"original_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"key_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attribute" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"grouped_product" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"downloadable_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" text DEFAULT 'In Stock' NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"total_sold" integer DEFAULT 0 NOT NULL,
	"delivery_days" integer DEFAULT 5 NOT NULL,
	"weight" double precision,
	"width" double precision,
	"height" double precision,
	"length" double precision,
	"reviews" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"offer_name" text DEFAULT '' NOT NULL,
	"slider_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cut_off_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"background_image" text DEFAULT '' NOT NULL,
	"product_id" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"location_user" text NOT NULL,
	"new_address" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"pincode" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"default_address_s" boolean DEFAULT false NOT NULL,
	"default_address_b" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"product_id" text NOT NULL,
	"product_sku" text NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"product_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"product_saleprice" numeric(12, 2) DEFAULT 0 NOT NULL,
	"product_stockstatus" text DEFAULT '' NOT NULL,
	"product_status" text DEFAULT 'Active' NOT NULL,
	"product_image" text DEFAULT '' NOT NULL,
	"product_gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT 'Simple' NOT NULL,
	"variation_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"typeofsimple" text DEFAULT '' NOT NULL,
	"delivery_days" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"course" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"kind" text DEFAULT 'shop' NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"admission_id" text,
	"order_id" text,
	"receipt_id" text NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"payment_mode" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"payment_id" text,
	"payment_signature" text,
	"paid_at" timestamp with time zone,
	"amountbeforediscount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"amountafterdiscount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"delivery_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_amount_before_pay" numeric(12, 2) DEFAULT 0 NOT NULL,
	"remaining_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"gst_rate" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cart_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"couponapplied" boolean DEFAULT false NOT NULL,
	"coupon_code" text DEFAULT '' NOT NULL,
	"discountprice" numeric(12, 2) DEFAULT 0 NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"user_gst_no" text DEFAULT '' NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"payment_capture" integer DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"order_status" text DEFAULT 'Pending' NOT NULL,
	"processing_date" timestamp with time zone,
	"shipped_date" timestamp with time zone,
	"out_deliverydate" timestamp with time zone,
	"delivery_date" timestamp with time zone,
	"delivered" timestamp with time zone,
	"stock_reserved" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"user_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cart_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admissions" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"father_name" text NOT NULL,
	"mother_name" text NOT NULL,
	"dob" text DEFAULT '' NOT NULL,
	"aadhar" text NOT NULL,
	"gender" text NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"center" text NOT NULL,
	"rules_agreed" text DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"payment_id" text,
	"cart_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amountafterdiscount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"parent_name" text DEFAULT '' NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"dob" text DEFAULT '' NOT NULL,
	"age" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"user_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_settings" (
	"main_id" text PRIMARY KEY NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pay_buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta" jsonb NOT NULL,
	"help" jsonb NOT NULL,
	"payment_provider" text DEFAULT 'sandbox' NOT NULL,
	"key_id" text DEFAULT '' NOT NULL,
	"key_secret" text DEFAULT '' NOT NULL,
	"webhook_secret" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company_color" text DEFAULT '#000000' NOT NULL,
	"delivery_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"gst_rate" numeric(5, 2) DEFAULT 18 NOT NULL,
	"google_address" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_profiles" (
	"main_id" text PRIMARY KEY NOT NULL,
	"profile_pic" text DEFAULT '' NOT NULL,
	"orignal_logoname" text DEFAULT '' NOT NULL,
	"tag_line" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"class_level" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"code" text NOT NULL,
	"percentage_offer" numeric(12, 2) DEFAULT 0 NOT NULL,
	"price_offer" numeric(12, 2) DEFAULT 0 NOT NULL,
	"min_order" numeric(12, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"one_per_user" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_bands" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"min_kilometer" double precision NOT NULL,
	"max_kilometer" double precision NOT NULL,
	"delivery_price" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_delivery_bands" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"min_kilometer" double precision NOT NULL,
	"max_kilometer" double precision NOT NULL,
	"freedelivery_price" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"location_link" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'Active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"pincode" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
ALTER TABLE "otps" ADD CONSTRAINT "otps_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marquees" ADD CONSTRAINT "marquees_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_arrival_groups" ADD CONSTRAINT "new_arrival_groups_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD CONSTRAINT "merchant_settings_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_levels" ADD CONSTRAINT "class_levels_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_bands" ADD CONSTRAINT "delivery_bands_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_delivery_bands" ADD CONSTRAINT "free_delivery_bands_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pincodes" ADD CONSTRAINT "pincodes_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otps_lookup_idx" ON "otps" USING btree ("main_id","email","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_main_id_token_uq" ON "push_tokens" USING btree ("main_id","device_token");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_main_id_email_uq" ON "users" USING btree ("main_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_main_id_google_sub_uq" ON "users" USING btree ("main_id","google_sub");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_main_id_category_uq" ON "categories" USING btree ("main_id","category");--> statement-breakpoint
CREATE INDEX "marquees_main_id_idx" ON "marquees" USING btree ("main_id");--> statement-breakpoint
CREATE INDEX "new_arrival_groups_main_id_idx" ON "new_arrival_groups" USING btree ("main_id");--> statement-breakpoint
CREATE INDEX "offers_main_id_idx" ON "offers" USING btree ("main_id");--> statement-breakpoint
CREATE INDEX "products_main_id_idx" ON "products" USING btree ("main_id","status","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_main_id_sku_uq" ON "products" USING btree ("main_id","sku");--> statement-breakpoint
CREATE INDEX "sliders_main_id_idx" ON "sliders" USING btree ("main_id");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("main_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_sku_uq" ON "cart_lines" USING btree ("main_id","user_id","product_sku");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("main_id","user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_id_uq" ON "orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_receipt_id_uq" ON "orders" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "quotes_main_id_idx" ON "quotes" USING btree ("main_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_provider_event_uq" ON "webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "admissions_user_idx" ON "admissions" USING btree ("main_id","user_id");--> statement-breakpoint
CREATE INDEX "enquiries_main_id_idx" ON "enquiries" USING btree ("main_id");--> statement-breakpoint
CREATE INDEX "leads_main_id_idx" ON "leads" USING btree ("main_id");--> statement-breakpoint
CREATE INDEX "class_levels_main_id_idx" ON "class_levels" USING btree ("main_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_main_id_code_uq" ON "coupons" USING btree ("main_id","code");--> statement-breakpoint
CREATE INDEX "delivery_bands_main_id_idx" ON "delivery_bands" USING btree ("main_id");--> statement-breakpoint
CREATE INDEX "free_delivery_bands_main_id_idx" ON "free_delivery_bands" USING btree ("main_id");--> statement-breakpoint
CREATE INDEX "offices_main_id_idx" ON "offices" USING btree ("main_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pincodes_main_id_pincode_uq" ON "pincodes" USING btree ("main_id","pincode");