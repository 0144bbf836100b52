CREATE TABLE "fee_reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"step" text NOT NULL,
	"channel" text NOT NULL,
	"outbox_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_invoice_id_fee_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "fee_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_reminders_invoice_step_channel_uq" ON "fee_reminders" USING btree ("invoice_id","step","channel");