CREATE TABLE "resource_tags" (
	"resource_id" text NOT NULL,
	"tag_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "resource_tags_resource_id_tag_id_pk" PRIMARY KEY("resource_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" text PRIMARY KEY NOT NULL,
	"en_name" text NOT NULL,
	"en_description" text DEFAULT '' NOT NULL,
	"sq_name" text NOT NULL,
	"sq_description" text DEFAULT '' NOT NULL,
	"sr_name" text NOT NULL,
	"sr_description" text DEFAULT '' NOT NULL,
	"category_id" text NOT NULL,
	"subcategory_id" text,
	"language" text NOT NULL,
	"is_guide" boolean DEFAULT false NOT NULL,
	"link" text,
	"file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_link_or_file" CHECK (("resources"."link" is null) <> ("resources"."file_id" is null))
);
--> statement-breakpoint
ALTER TABLE "resource_tags" ADD CONSTRAINT "resource_tags_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_tags" ADD CONSTRAINT "resource_tags_tag_id_catalogue_items_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_category_id_catalogue_items_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_subcategory_id_catalogue_items_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_tags_tag_idx" ON "resource_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_en_name_uq" ON "resources" USING btree (lower("en_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "resources_sq_name_uq" ON "resources" USING btree (lower("sq_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "resources_sr_name_uq" ON "resources" USING btree (lower("sr_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "resources_file_uq" ON "resources" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "resources_category_idx" ON "resources" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "resources_subcategory_idx" ON "resources" USING btree ("subcategory_id");