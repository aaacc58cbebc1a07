CREATE TABLE "business_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "verification_status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "allows_free_mail" boolean;--> statement-breakpoint
ALTER TABLE "business_verifications" ADD CONSTRAINT "business_verifications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_verifications" ADD CONSTRAINT "business_verifications_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_verifications_business_idx" ON "business_verifications" USING btree ("business_id","at");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_verified_by_accounts_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_verification_idx" ON "businesses" USING btree ("verification_status");--> statement-breakpoint
-- Issue 22 §3: organisations registered before verification existed count as verified (the programme had been
-- working with them), dated now and by nobody; new sign-ups start PENDING (the column's default).
UPDATE "businesses" SET "verification_status" = 'VERIFIED', "verified_at" = now();--> statement-breakpoint
-- Entity types: false unless allowed; the seeded NGO type allows free-mail addresses.
UPDATE "catalogue_items" SET "allows_free_mail" = ("seed_key" IS NOT DISTINCT FROM 'ngo') WHERE "collection" = 'businesstypes';
