CREATE TABLE "survey_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"assignment_id" text NOT NULL,
	"version_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_type" text NOT NULL,
	"respondent_id" text NOT NULL,
	"respondent_role" text NOT NULL,
	"application_id" text,
	"mentorship_id" text,
	"intern_id" text,
	"business_id" text,
	"mentor_id" text,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"draft" jsonb,
	"draft_saved_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"version_id" text NOT NULL,
	"key" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"reworded" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"condition" jsonb,
	"linked_pre_key" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_type" text NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" text
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_assignment_id_survey_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."survey_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_version_id_survey_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."survey_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_respondent_id_accounts_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_version_id_survey_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."survey_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_versions" ADD CONSTRAINT "survey_versions_published_by_id_accounts_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_assignment_uq" ON "survey_answers" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "survey_answers_version_idx" ON "survey_answers" USING btree ("version_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_assignments_one_uq" ON "survey_assignments" USING btree ("survey_type","respondent_id",coalesce("application_id", ''),coalesce("mentorship_id", ''));--> statement-breakpoint
CREATE INDEX "survey_assignments_respondent_idx" ON "survey_assignments" USING btree ("respondent_id","completed_at");--> statement-breakpoint
CREATE INDEX "survey_assignments_due_idx" ON "survey_assignments" USING btree ("completed_at","reminded_at","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_version_key_uq" ON "survey_questions" USING btree ("version_id","key");--> statement-breakpoint
CREATE INDEX "survey_questions_key_idx" ON "survey_questions" USING btree ("key","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_versions_type_version_uq" ON "survey_versions" USING btree ("survey_type","version");