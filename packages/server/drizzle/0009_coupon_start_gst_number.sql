ALTER TABLE "merchant_settings" ADD COLUMN "gst_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;