CREATE TABLE "media_images" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"source_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"sizes" jsonb NOT NULL,
	"staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_images_main_created_idx" ON "media_images" USING btree ("main_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_main_created_idx" ON "orders" USING btree ("main_id","created_at");--> statement-breakpoint
CREATE INDEX "admissions_main_created_idx" ON "admissions" USING btree ("main_id","created_at");