CREATE INDEX "products_console_title_idx" ON "products" USING btree ("main_id","title","product_id");--> statement-breakpoint
CREATE INDEX "products_console_price_idx" ON "products" USING btree ("main_id","sort_price","product_id");--> statement-breakpoint
CREATE INDEX "products_console_updated_idx" ON "products" USING btree ("main_id","updated_at","product_id");--> statement-breakpoint
CREATE INDEX "products_sort_price_missing_idx" ON "products" USING btree ("product_id") WHERE "products"."sort_price" is null;