CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_price" numeric(12, 2);--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("main_id","status","created_at");--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("main_id","status","total_sold");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("main_id","status","sort_price");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model extensions, operator classes or triggers).
-- pg_trgm lives in public whatever the search_path, so per-schema test runs share it; two servers
-- migrating at once may race to create it, which is harmless.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;
--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" public.gin_trgm_ops);
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER new_arrival_groups_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "new_arrival_groups" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER sliders_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sliders" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER marquees_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "marquees" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER offers_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER store_profiles_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_profiles" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER merchants_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchants" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
