CREATE TABLE "stipend_bank_accounts" (
	"intern_id" text PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"account_holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stipend_events" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stipend_months" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"intern_id" text NOT NULL,
	"business_id" text NOT NULL,
	"month" date NOT NULL,
	"working_days" integer NOT NULL,
	"month_working_days" integer NOT NULL,
	"days_present" integer,
	"note" text,
	"monthly_cents" integer,
	"host_share_percent" integer,
	"amount_cents" integer,
	"host_share_cents" integer,
	"programme_share_cents" integer,
	"status" text DEFAULT 'TO_CONFIRM' NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"run_id" text,
	"pay_iban" text,
	"pay_holder" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stipend_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"scope_id" text,
	"monthly_cents" integer NOT NULL,
	"host_share_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stipend_rates_share_ck" CHECK ("stipend_rates"."host_share_percent" between 0 and 100 and "stipend_rates"."monthly_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stipend_reminders" (
	"business_id" text NOT NULL,
	"month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stipend_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'BUILT' NOT NULL,
	"line_count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"host_share_cents" integer NOT NULL,
	"programme_share_cents" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_by" text,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"application_id" text NOT NULL,
	"intern_id" text NOT NULL,
	"kind" text NOT NULL,
	"holder_name" text NOT NULL,
	"organisation_name" text NOT NULL,
	"title" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"months" integer,
	"days" integer,
	"mentor_name" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_index" integer GENERATED ALWAYS AS IDENTITY (sequence name "certificates_status_index_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"salt" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" text,
	"replaces_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_deliveries" (
	"job_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stipend_bank_accounts" ADD CONSTRAINT "stipend_bank_accounts_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_events" ADD CONSTRAINT "stipend_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_months" ADD CONSTRAINT "stipend_months_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_months" ADD CONSTRAINT "stipend_months_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_months" ADD CONSTRAINT "stipend_months_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_months" ADD CONSTRAINT "stipend_months_confirmed_by_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_months" ADD CONSTRAINT "stipend_months_run_id_stipend_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."stipend_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_reminders" ADD CONSTRAINT "stipend_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_runs" ADD CONSTRAINT "stipend_runs_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_runs" ADD CONSTRAINT "stipend_runs_paid_by_accounts_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_accounts_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_replaces_id_certificates_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stipend_events_at_idx" ON "stipend_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "stipend_events_entity_idx" ON "stipend_events" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stipend_months_application_month_uq" ON "stipend_months" USING btree ("application_id","month");--> statement-breakpoint
CREATE INDEX "stipend_months_business_idx" ON "stipend_months" USING btree ("business_id","month");--> statement-breakpoint
CREATE INDEX "stipend_months_intern_idx" ON "stipend_months" USING btree ("intern_id","month");--> statement-breakpoint
CREATE INDEX "stipend_months_status_idx" ON "stipend_months" USING btree ("status","month");--> statement-breakpoint
CREATE INDEX "stipend_months_run_idx" ON "stipend_months" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stipend_rates_scope_uq" ON "stipend_rates" USING btree ("scope",coalesce("scope_id", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "stipend_reminders_uq" ON "stipend_reminders" USING btree ("business_id","month");--> statement-breakpoint
CREATE INDEX "stipend_runs_month_idx" ON "stipend_runs" USING btree ("month","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_uq" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_index_uq" ON "certificates" USING btree ("status_index");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_application_current_uq" ON "certificates" USING btree ("application_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_application_idx" ON "certificates" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "certificates_intern_idx" ON "certificates" USING btree ("intern_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "certificates_replaces_idx" ON "certificates" USING btree ("replaces_id");--> statement-breakpoint
CREATE INDEX "mail_deliveries_sent_idx" ON "mail_deliveries" USING btree ("sent_at");