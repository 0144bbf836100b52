CREATE TABLE "quote_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"quote_id" text NOT NULL,
	"user_id" text NOT NULL,
	"lines" jsonb NOT NULL,
	"delivery" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" text,
	"paid_at" timestamp with time zone,
	"staff_id" text,
	"staff_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_offers" ADD CONSTRAINT "quote_offers_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_offers" ADD CONSTRAINT "quote_offers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_offers" ADD CONSTRAINT "quote_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_offers" ADD CONSTRAINT "quote_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_offers_quote_idx" ON "quote_offers" USING btree ("main_id","quote_id");