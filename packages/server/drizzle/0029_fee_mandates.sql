CREATE TABLE "fee_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"user_id" text NOT NULL,
	"student_id" text NOT NULL,
	"provider" text NOT NULL,
	"plan_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"short_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"charged_invoice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_mandates" ADD CONSTRAINT "fee_mandates_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_mandates" ADD CONSTRAINT "fee_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_mandates" ADD CONSTRAINT "fee_mandates_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_mandates_subscription_uq" ON "fee_mandates" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_mandates_live_student_uq" ON "fee_mandates" USING btree ("main_id","student_id") WHERE "fee_mandates"."status" in ('created', 'authenticated');