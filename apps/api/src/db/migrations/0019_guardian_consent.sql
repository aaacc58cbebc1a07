CREATE TABLE "guardian_consents" (
	"intern_id" text PRIMARY KEY NOT NULL,
	"guardian_name" text NOT NULL,
	"guardian_email" text NOT NULL,
	"guardian_phone" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"withdraw_token_hash" text,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"send_window_start" timestamp with time zone,
	"send_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_consents_token_uq" ON "guardian_consents" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_consents_withdraw_token_uq" ON "guardian_consents" USING btree ("withdraw_token_hash");--> statement-breakpoint
CREATE INDEX "guardian_consents_status_idx" ON "guardian_consents" USING btree ("status");--> statement-breakpoint
-- Issue 22 §2: no backfill. Interns already aged 16 or 17 get no row and no e-mail (no guardian address is known):
-- they count as PENDING (computed from the birth date) until they name a guardian and the guardian consents.
SELECT 1;
