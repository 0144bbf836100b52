CREATE TABLE "stock_settings" (
	"main_id" text PRIMARY KEY NOT NULL,
	"low_stock_threshold" integer DEFAULT 5 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_settings" ADD CONSTRAINT "stock_settings_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_console_idx" ON "products" USING btree ("main_id","created_at");--> statement-breakpoint
-- Hand-written: the console's product search matches the sku anywhere in it, as the title's index does.
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" public.gin_trgm_ops);