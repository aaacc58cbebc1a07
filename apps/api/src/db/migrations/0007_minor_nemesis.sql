CREATE TABLE "intern_education" (
	"id" text PRIMARY KEY NOT NULL,
	"intern_id" text NOT NULL,
	"position" integer NOT NULL,
	"country_id" text NOT NULL,
	"municipality_id" text,
	"type" text NOT NULL,
	"institution_id" text,
	"other_institution" text,
	"field_of_study" text,
	"currently_studying" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intern_education_institution_ck" CHECK ("intern_education"."institution_id" is not null or "intern_education"."other_institution" is not null)
);
--> statement-breakpoint
CREATE TABLE "intern_experience" (
	"id" text PRIMARY KEY NOT NULL,
	"intern_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"currently_working" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intern_languages" (
	"intern_id" text NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"speaking_level" text NOT NULL,
	"writing_level" text NOT NULL,
	CONSTRAINT "intern_languages_intern_id_language_pk" PRIMARY KEY("intern_id","language")
);
--> statement-breakpoint
ALTER TABLE "interns" ADD COLUMN "photo_id" text;--> statement-breakpoint
ALTER TABLE "interns" ADD COLUMN "cv_file_id" text;--> statement-breakpoint
ALTER TABLE "interns" ADD COLUMN "other_engagements" text;--> statement-breakpoint
ALTER TABLE "intern_education" ADD CONSTRAINT "intern_education_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intern_education" ADD CONSTRAINT "intern_education_country_id_catalogue_items_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intern_education" ADD CONSTRAINT "intern_education_municipality_id_catalogue_items_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intern_education" ADD CONSTRAINT "intern_education_institution_id_catalogue_items_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intern_experience" ADD CONSTRAINT "intern_experience_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intern_languages" ADD CONSTRAINT "intern_languages_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intern_education_intern_idx" ON "intern_education" USING btree ("intern_id","position");--> statement-breakpoint
CREATE INDEX "intern_education_country_idx" ON "intern_education" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "intern_education_municipality_idx" ON "intern_education" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "intern_education_institution_idx" ON "intern_education" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "intern_experience_intern_idx" ON "intern_experience" USING btree ("intern_id","position");--> statement-breakpoint
ALTER TABLE "interns" ADD CONSTRAINT "interns_photo_id_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interns" ADD CONSTRAINT "interns_cv_file_id_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interns_photo_uq" ON "interns" USING btree ("photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interns_cv_file_uq" ON "interns" USING btree ("cv_file_id");--> statement-breakpoint
-- Hand-added: updateFinished now means "CV filled" (isCvFilled), and no intern has CV rows yet.
UPDATE "interns" SET "update_finished" = false;
