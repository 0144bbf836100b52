DROP INDEX "products_console_idx";--> statement-breakpoint
CREATE INDEX "products_console_idx" ON "products" USING btree ("main_id","created_at","product_id");