ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "order_id" text;