CREATE TABLE "product_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"product_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating_ck" CHECK ("product_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_one_per_shopper_uq" ON "product_reviews" USING btree ("main_id","product_id","user_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("main_id","product_id","status");--> statement-breakpoint
CREATE INDEX "product_reviews_console_idx" ON "product_reviews" USING btree ("main_id","status","created_at");--> statement-breakpoint
-- An approved or hidden review changes the product's answer: the catalogue version goes up (migration 0002).
CREATE TRIGGER product_reviews_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_reviews" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
