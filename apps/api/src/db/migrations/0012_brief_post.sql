CREATE TABLE "meeting_attendees" (
	"meeting_id" text NOT NULL,
	"intern_id" text NOT NULL,
	"mentorship_id" text NOT NULL,
	CONSTRAINT "meeting_attendees_meeting_id_intern_id_pk" PRIMARY KEY("meeting_id","intern_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"mentor_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorship_files" (
	"mentorship_id" text NOT NULL,
	"file_id" text NOT NULL,
	"uploaded_by_id" text,
	"uploaded_by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentorship_files_mentorship_id_file_id_pk" PRIMARY KEY("mentorship_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "mentorship_links" (
	"id" text PRIMARY KEY NOT NULL,
	"mentorship_id" text NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"added_by_id" text,
	"added_by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorship_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"intern_id" text NOT NULL,
	"application_id" text NOT NULL,
	"languages" text[] NOT NULL,
	"email_language" text,
	"status" text NOT NULL,
	"mentorship_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"served_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mentorships" (
	"id" text PRIMARY KEY NOT NULL,
	"mentor_id" text NOT NULL,
	"intern_id" text NOT NULL,
	"application_id" text NOT NULL,
	"status" text NOT NULL,
	"assigned_by" text NOT NULL,
	"assigned_by_id" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"match" jsonb,
	"end_reason" text,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendees" ADD CONSTRAINT "meeting_attendees_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_files" ADD CONSTRAINT "mentorship_files_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_files" ADD CONSTRAINT "mentorship_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_files" ADD CONSTRAINT "mentorship_files_uploaded_by_id_accounts_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_links" ADD CONSTRAINT "mentorship_links_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_links" ADD CONSTRAINT "mentorship_links_added_by_id_accounts_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_assigned_by_id_accounts_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_attendees_intern_idx" ON "meeting_attendees" USING btree ("intern_id","meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_attendees_mentorship_idx" ON "meeting_attendees" USING btree ("mentorship_id");--> statement-breakpoint
CREATE INDEX "meetings_mentor_start_idx" ON "meetings" USING btree ("mentor_id","start_at");--> statement-breakpoint
CREATE INDEX "meetings_start_idx" ON "meetings" USING btree ("start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_files_file_uq" ON "mentorship_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "mentorship_links_mentorship_idx" ON "mentorship_links" USING btree ("mentorship_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_requests_one_waiting_uq" ON "mentorship_requests" USING btree ("intern_id") WHERE "mentorship_requests"."status" = 'WAITING';--> statement-breakpoint
CREATE INDEX "mentorship_requests_queue_idx" ON "mentorship_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorships_one_current_uq" ON "mentorships" USING btree ("intern_id") WHERE "mentorships"."status" in ('PENDING', 'ACTIVE');--> statement-breakpoint
CREATE INDEX "mentorships_mentor_idx" ON "mentorships" USING btree ("mentor_id","status");--> statement-breakpoint
CREATE INDEX "mentorships_application_idx" ON "mentorships" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "mentorships_created_idx" ON "mentorships" USING btree ("created_at","id");