ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extra_payments" jsonb DEFAULT '[]'::jsonb NOT NULL;