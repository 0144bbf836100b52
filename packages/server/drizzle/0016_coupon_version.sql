CREATE TABLE "coupon_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). The version moves on what a cached coupon
-- holds: a coupon added, removed or edited. Its uses (used_count) are not cached - a check of a coupon
-- with max_uses reads them - so orders with a coupon do not retire every instance's cached coupons
-- (nor queue on this row).
INSERT INTO "coupon_state" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION bump_coupon_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE coupon_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER coupons_version AFTER INSERT OR DELETE OR TRUNCATE ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION bump_coupon_version();
--> statement-breakpoint
CREATE TRIGGER coupons_version_update AFTER UPDATE ON "coupons" FOR EACH ROW
  WHEN (to_jsonb(OLD) - 'used_count' IS DISTINCT FROM to_jsonb(NEW) - 'used_count')
  EXECUTE FUNCTION bump_coupon_version();
