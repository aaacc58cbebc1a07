CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_type" text NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_code_hash" text,
	"confirmation_token_hash" text,
	"confirmation_expires_at" timestamp with time zone,
	"confirmation_attempts" integer DEFAULT 0 NOT NULL,
	"email_language" text DEFAULT 'sq' NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_items" (
	"id" text PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"en_name" text NOT NULL,
	"en_description" text DEFAULT '' NOT NULL,
	"sq_name" text NOT NULL,
	"sq_description" text DEFAULT '' NOT NULL,
	"sr_name" text NOT NULL,
	"sr_description" text DEFAULT '' NOT NULL,
	"category_id" text,
	"has_unique_identifier" boolean,
	"institution_type" text,
	"municipality_id" text,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_category_id_catalogue_items_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_municipality_id_catalogue_items_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_type_email_uq" ON "accounts" USING btree ("account_type",lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_role_idx" ON "accounts" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_items_en_name_uq" ON "catalogue_items" USING btree ("collection",lower("en_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_items_sq_name_uq" ON "catalogue_items" USING btree ("collection",lower("sq_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_items_sr_name_uq" ON "catalogue_items" USING btree ("collection",lower("sr_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_items_seed_key_uq" ON "catalogue_items" USING btree ("collection","seed_key");--> statement-breakpoint
CREATE INDEX "catalogue_items_category_idx" ON "catalogue_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "catalogue_items_municipality_idx" ON "catalogue_items" USING btree ("municipality_id");