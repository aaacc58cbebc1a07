CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"en_title" text NOT NULL,
	"en_text" text NOT NULL,
	"sq_title" text NOT NULL,
	"sq_text" text NOT NULL,
	"sr_title" text NOT NULL,
	"sr_text" text NOT NULL,
	"photo_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_photos" (
	"banner_id" text NOT NULL,
	"file_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "banner_photos_banner_id_file_id_pk" PRIMARY KEY("banner_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"en_text" text NOT NULL,
	"sq_text" text NOT NULL,
	"sr_text" text NOT NULL,
	"en_subtitle" text DEFAULT '' NOT NULL,
	"sq_subtitle" text DEFAULT '' NOT NULL,
	"sr_subtitle" text DEFAULT '' NOT NULL,
	"en_button" text DEFAULT '' NOT NULL,
	"sq_button" text DEFAULT '' NOT NULL,
	"sr_button" text DEFAULT '' NOT NULL,
	"link" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"en_name" text NOT NULL,
	"en_description" text DEFAULT '' NOT NULL,
	"sq_name" text NOT NULL,
	"sq_description" text DEFAULT '' NOT NULL,
	"sr_name" text NOT NULL,
	"sr_description" text DEFAULT '' NOT NULL,
	"file_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_guide" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilitation_guides" (
	"id" text PRIMARY KEY NOT NULL,
	"en_name" text NOT NULL,
	"en_description" text DEFAULT '' NOT NULL,
	"sq_name" text NOT NULL,
	"sq_description" text DEFAULT '' NOT NULL,
	"sr_name" text NOT NULL,
	"sr_description" text DEFAULT '' NOT NULL,
	"file_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_mentors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"en_role" text DEFAULT '' NOT NULL,
	"sq_role" text DEFAULT '' NOT NULL,
	"sr_role" text DEFAULT '' NOT NULL,
	"en_bio" text DEFAULT '' NOT NULL,
	"sq_bio" text DEFAULT '' NOT NULL,
	"sr_bio" text DEFAULT '' NOT NULL,
	"linkedin" text,
	"website" text,
	"photo_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_photo_id_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_photos" ADD CONSTRAINT "banner_photos_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_photos" ADD CONSTRAINT "banner_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilitation_guides" ADD CONSTRAINT "facilitation_guides_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_mentors" ADD CONSTRAINT "public_mentors_photo_id_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_en_title_uq" ON "articles" USING btree (lower("en_title"));--> statement-breakpoint
CREATE UNIQUE INDEX "articles_sq_title_uq" ON "articles" USING btree (lower("sq_title"));--> statement-breakpoint
CREATE UNIQUE INDEX "articles_sr_title_uq" ON "articles" USING btree (lower("sr_title"));--> statement-breakpoint
CREATE UNIQUE INDEX "articles_photo_uq" ON "articles" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "articles_created_idx" ON "articles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "articles_type_idx" ON "articles" USING btree ("type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "banner_photos_file_uq" ON "banner_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "banners_active_idx" ON "banners" USING btree ("active","position");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_en_name_uq" ON "documents" USING btree (lower("en_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "documents_sq_name_uq" ON "documents" USING btree (lower("sq_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "documents_sr_name_uq" ON "documents" USING btree (lower("sr_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "documents_file_uq" ON "documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "facilitation_guides_en_name_uq" ON "facilitation_guides" USING btree (lower("en_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "facilitation_guides_sq_name_uq" ON "facilitation_guides" USING btree (lower("sq_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "facilitation_guides_sr_name_uq" ON "facilitation_guides" USING btree (lower("sr_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "facilitation_guides_file_uq" ON "facilitation_guides" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "public_mentors_photo_uq" ON "public_mentors" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "public_mentors_position_idx" ON "public_mentors" USING btree ("position","name");