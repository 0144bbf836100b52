CREATE TABLE "fee_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"student_id" text NOT NULL,
	"user_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"period" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"due_date" text NOT NULL,
	"late_fine" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_fine" numeric(12, 2),
	"paid_at" timestamp with time zone,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"user_id" text NOT NULL,
	"receipt_id" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"due_day" integer NOT NULL,
	"late_fine" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_settings" (
	"main_id" text PRIMARY KEY NOT NULL,
	"sibling_discount_percent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD CONSTRAINT "fee_invoices_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD CONSTRAINT "fee_invoices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD CONSTRAINT "fee_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_batch_id_academy_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "academy_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_settings" ADD CONSTRAINT "fee_settings_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_invoices_student_period_uq" ON "fee_invoices" USING btree ("main_id","student_id","period");--> statement-breakpoint
CREATE INDEX "fee_invoices_user_idx" ON "fee_invoices" USING btree ("main_id","user_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payments_order_uq" ON "fee_payments" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_plans_batch_uq" ON "fee_plans" USING btree ("main_id","batch_id");