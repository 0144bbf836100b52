CREATE TABLE "academy_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_settings" (
	"main_id" text PRIMARY KEY NOT NULL,
	"makeup_credits" boolean DEFAULT false NOT NULL,
	"offer_hours" integer DEFAULT 24 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_skills" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"level_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"student_id" text NOT NULL,
	"day" text NOT NULL,
	"mark" text NOT NULL,
	"makeup" boolean DEFAULT false NOT NULL,
	"credited" boolean DEFAULT false NOT NULL,
	"marked_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_receipts" (
	"main_id" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_receipts_main_id_client_id_pk" PRIMARY KEY("main_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "academy_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"course" text NOT NULL,
	"course_id" text DEFAULT '' NOT NULL,
	"centre" text NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"coach_id" text,
	"level_id" text,
	"age_band" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"wait_seq" integer DEFAULT 0 NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"trial_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"term_start" text DEFAULT '' NOT NULL,
	"term_end" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"student_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"status" text NOT NULL,
	"wait_seq" integer,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "makeups" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"student_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_skills" (
	"main_id" text NOT NULL,
	"student_id" text NOT NULL,
	"skill_id" text NOT NULL,
	"ticked_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_skills_student_id_skill_id_pk" PRIMARY KEY("student_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"dob" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"father_name" text DEFAULT '' NOT NULL,
	"mother_name" text DEFAULT '' NOT NULL,
	"center" text DEFAULT '' NOT NULL,
	"medical_note" text DEFAULT '' NOT NULL,
	"level_id" text,
	"makeup_credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trials" (
	"id" text PRIMARY KEY NOT NULL,
	"main_id" text NOT NULL,
	"student_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"day" text NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "student_id" text;--> statement-breakpoint
ALTER TABLE "academy_levels" ADD CONSTRAINT "academy_levels_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_settings" ADD CONSTRAINT "academy_settings_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_skills" ADD CONSTRAINT "academy_skills_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_skills" ADD CONSTRAINT "academy_skills_level_id_academy_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "academy_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_batch_id_academy_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "academy_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_receipts" ADD CONSTRAINT "attendance_receipts_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_batches" ADD CONSTRAINT "academy_batches_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_batches" ADD CONSTRAINT "academy_batches_coach_id_staff_id_fk" FOREIGN KEY ("coach_id") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_batches" ADD CONSTRAINT "academy_batches_level_id_academy_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "academy_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_batch_id_academy_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "academy_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_batch_id_academy_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "academy_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_skills" ADD CONSTRAINT "student_skills_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_skills" ADD CONSTRAINT "student_skills_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_skills" ADD CONSTRAINT "student_skills_skill_id_academy_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "academy_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_level_id_academy_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "academy_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_main_id_merchants_code_fk" FOREIGN KEY ("main_id") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_batch_id_academy_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "academy_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academy_levels_main_idx" ON "academy_levels" USING btree ("main_id","position");--> statement-breakpoint
CREATE INDEX "academy_skills_level_idx" ON "academy_skills" USING btree ("level_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_batch_student_day_uq" ON "attendance" USING btree ("batch_id","student_id","day");--> statement-breakpoint
CREATE INDEX "attendance_student_idx" ON "attendance" USING btree ("student_id","day");--> statement-breakpoint
CREATE INDEX "academy_batches_main_idx" ON "academy_batches" USING btree ("main_id","centre");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_student_batch_uq" ON "enrolments" USING btree ("student_id","batch_id") WHERE "enrolments"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "enrolments_batch_idx" ON "enrolments" USING btree ("batch_id","status","wait_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "makeups_student_batch_day_uq" ON "makeups" USING btree ("student_id","batch_id","day");--> statement-breakpoint
CREATE INDEX "students_user_idx" ON "students" USING btree ("main_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trials_student_uq" ON "trials" USING btree ("student_id") WHERE "trials"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "trials_day_idx" ON "trials" USING btree ("main_id","day");--> statement-breakpoint
-- Each existing admission becomes one student of its parent (issue 37), losing nothing: the student takes the
-- admission's name, dob, gender, school, parents' names and centre, and the admission points at it.
INSERT INTO "students" ("id", "main_id", "user_id", "name", "dob", "gender", "school", "father_name", "mother_name", "center", "created_at", "updated_at")
SELECT 'st-' || "id", "main_id", "user_id", "name", "dob", "gender", "school", "father_name", "mother_name", "center", "created_at", "created_at"
FROM "admissions" WHERE "student_id" IS NULL;--> statement-breakpoint
UPDATE "admissions" SET "student_id" = 'st-' || "id" WHERE "student_id" IS NULL;--> statement-breakpoint
CREATE INDEX "admissions_student_idx" ON "admissions" USING btree ("student_id");
