ALTER TABLE "fee_settings" ADD COLUMN "billing_day" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_settings" ADD COLUMN "joiners" text DEFAULT 'next_month' NOT NULL;