CREATE TABLE "fee_pauses" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"student_id" text NOT NULL,
	"from_period" text NOT NULL,
	"to_period" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_payments" ALTER COLUMN "provider_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_pauses" ADD CONSTRAINT "fee_pauses_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_pauses" ADD CONSTRAINT "fee_pauses_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_pauses_student_idx" ON "fee_pauses" USING btree ("main_id","student_id");