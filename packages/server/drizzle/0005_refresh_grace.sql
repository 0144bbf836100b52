ALTER TABLE "refresh_tokens" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "family_revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refresh_tokens_parent_idx" ON "refresh_tokens" USING btree ("parent_id");