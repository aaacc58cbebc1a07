ALTER TABLE "mentors" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "years_of_experience" integer;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "photo_id" text;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "cv_file_id" text;--> statement-breakpoint
-- The logo column held nothing the API wrote; anything that is not a file id is dropped before the foreign key.
UPDATE "businesses" SET "logo" = NULL WHERE "logo" IS NOT NULL AND "logo" NOT IN (SELECT "id" FROM "files");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_logo_files_id_fk" FOREIGN KEY ("logo") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_photo_id_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_cv_file_id_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_logo_uq" ON "businesses" USING btree ("logo");--> statement-breakpoint
CREATE UNIQUE INDEX "mentors_photo_uq" ON "mentors" USING btree ("photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentors_cv_file_uq" ON "mentors" USING btree ("cv_file_id");