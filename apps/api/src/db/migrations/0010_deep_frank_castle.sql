CREATE TABLE "application_events" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"note" text,
	"data" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_files" (
	"application_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"file_id" text NOT NULL,
	CONSTRAINT "application_files_application_id_position_pk" PRIMARY KEY("application_id","position")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"opportunity_id" text NOT NULL,
	"kind" text NOT NULL,
	"intern_id" text NOT NULL,
	"business_id" text NOT NULL,
	"status" text NOT NULL,
	"invited" boolean DEFAULT false NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"interview_date" date,
	"interview_time" text,
	"interview_place" text,
	"interview_link" text,
	"start_date" date,
	"end_date" date,
	"outcome" text,
	"contract_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"business_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"deadline" date NOT NULL,
	"original_deadline" date NOT NULL,
	"municipality_id" text NOT NULL,
	"language" text NOT NULL,
	"spots" integer NOT NULL,
	"requested_files" text[] DEFAULT '{}'::text[] NOT NULL,
	"engagement_months" integer,
	"includes_training" boolean DEFAULT false NOT NULL,
	"training_type" text,
	"training_length" integer,
	"training_description" text,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunities_kind_ck" CHECK ("opportunities"."kind" in ('JOB', 'TRAINING')),
	CONSTRAINT "opportunities_spots_ck" CHECK ("opportunities"."spots" > 0),
	CONSTRAINT "opportunities_job_ck" CHECK ("opportunities"."kind" <> 'JOB' or "opportunities"."engagement_months" in (1, 3)),
	CONSTRAINT "opportunities_training_ck" CHECK ("opportunities"."kind" <> 'TRAINING' or ("opportunities"."start_date" is not null and "opportunities"."end_date" is not null and "opportunities"."start_date" <= "opportunities"."end_date")),
	CONSTRAINT "opportunities_deadline_ck" CHECK ("opportunities"."deadline" <= "opportunities"."original_deadline" + 14)
);
--> statement-breakpoint
CREATE TABLE "opportunity_categories" (
	"opportunity_id" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "opportunity_categories_opportunity_id_item_id_pk" PRIMARY KEY("opportunity_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_skills" (
	"opportunity_id" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "opportunity_skills_opportunity_id_item_id_pk" PRIMARY KEY("opportunity_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "cancellations" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"business_id" text NOT NULL,
	"intern_id" text NOT NULL,
	"initiator" text NOT NULL,
	"created_by" text,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"reason_text" text,
	"last_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_flags" (
	"id" text PRIMARY KEY NOT NULL,
	"reported" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reporter_role" text NOT NULL,
	"application_id" text,
	"mentorship_id" text,
	"business_id" text NOT NULL,
	"intern_id" text NOT NULL,
	"mentor_id" text,
	"reasons" text[] NOT NULL,
	"reason_text" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"priority" text DEFAULT 'NORMAL' NOT NULL,
	"internal_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_flags_reported_ck" CHECK ("red_flags"."reported" in ('BUSINESS', 'INTERN'))
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_contract_file_id_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_municipality_id_catalogue_items_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_categories" ADD CONSTRAINT "opportunity_categories_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_categories" ADD CONSTRAINT "opportunity_categories_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_skills" ADD CONSTRAINT "opportunity_skills_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_skills" ADD CONSTRAINT "opportunity_skills_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_flags" ADD CONSTRAINT "red_flags_reporter_id_accounts_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_flags" ADD CONSTRAINT "red_flags_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_flags" ADD CONSTRAINT "red_flags_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_flags" ADD CONSTRAINT "red_flags_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_flags" ADD CONSTRAINT "red_flags_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "application_files_file_uq" ON "application_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_intern_opportunity_uq" ON "applications" USING btree ("intern_id","opportunity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_internship_uq" ON "applications" USING btree ("intern_id") WHERE "applications"."kind" = 'JOB' and "applications"."status" in ('ACCEPTED_FOR_VALIDATION', 'APPROVED', 'HIRED', 'EXTENDED', 'COMPLETED');--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_training_uq" ON "applications" USING btree ("intern_id") WHERE "applications"."kind" = 'TRAINING' and "applications"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "applications_opportunity_idx" ON "applications" USING btree ("opportunity_id","status");--> statement-breakpoint
CREATE INDEX "applications_business_idx" ON "applications" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_intern_idx" ON "applications" USING btree ("intern_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_contract_uq" ON "applications" USING btree ("contract_file_id");--> statement-breakpoint
CREATE INDEX "opportunities_kind_deadline_idx" ON "opportunities" USING btree ("kind","deadline");--> statement-breakpoint
CREATE INDEX "opportunities_kind_created_idx" ON "opportunities" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "opportunities_business_idx" ON "opportunities" USING btree ("business_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "opportunities_municipality_idx" ON "opportunities" USING btree ("municipality_id","kind");--> statement-breakpoint
CREATE INDEX "opportunity_categories_item_idx" ON "opportunity_categories" USING btree ("item_id","opportunity_id");--> statement-breakpoint
CREATE INDEX "opportunity_skills_item_idx" ON "opportunity_skills" USING btree ("item_id","opportunity_id");--> statement-breakpoint
CREATE INDEX "cancellations_application_idx" ON "cancellations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "cancellations_business_idx" ON "cancellations" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "cancellations_intern_idx" ON "cancellations" USING btree ("intern_id","created_at");--> statement-breakpoint
CREATE INDEX "cancellations_created_idx" ON "cancellations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "red_flags_business_idx" ON "red_flags" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "red_flags_intern_idx" ON "red_flags" USING btree ("intern_id","created_at");--> statement-breakpoint
CREATE INDEX "red_flags_reporter_idx" ON "red_flags" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "red_flags_status_idx" ON "red_flags" USING btree ("status","priority","created_at");