CREATE TABLE "aadhaar_vault" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"admission_id" text NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"ciphertext" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aadhaar_vault_admission_id_unique" UNIQUE("admission_id")
);
--> statement-breakpoint
ALTER TABLE "aadhaar_vault" ADD CONSTRAINT "aadhaar_vault_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aadhaar_vault" ADD CONSTRAINT "aadhaar_vault_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "admissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aadhaar_vault_key_idx" ON "aadhaar_vault" USING btree ("key_id");