CREATE TABLE "report_export_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text,
	"status" text NOT NULL,
	"filters" jsonb NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_export_log" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text,
	"report" text NOT NULL,
	"filters" jsonb NOT NULL,
	"format" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_export_jobs" ADD CONSTRAINT "report_export_jobs_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_export_log" ADD CONSTRAINT "report_export_log_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_export_jobs_admin_idx" ON "report_export_jobs" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "report_export_log_created_idx" ON "report_export_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "application_events_status_at_idx" ON "application_events" USING btree ("status","at","application_id");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at","id");