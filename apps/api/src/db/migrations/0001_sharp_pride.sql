CREATE TABLE "business_categories" (
	"business_id" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "business_categories_business_id_item_id_pk" PRIMARY KEY("business_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"type_id" text,
	"category_id" text,
	"phone_number" text,
	"contact_person" text,
	"country_id" text,
	"municipality_id" text,
	"other_municipality" text,
	"allow_notifications" boolean DEFAULT false NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intern_categories" (
	"intern_id" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "intern_categories_intern_id_item_id_pk" PRIMARY KEY("intern_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "intern_disabilities" (
	"intern_id" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "intern_disabilities_intern_id_item_id_pk" PRIMARY KEY("intern_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "intern_skills" (
	"intern_id" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "intern_skills_intern_id_item_id_pk" PRIMARY KEY("intern_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "interns" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"birthdate" date NOT NULL,
	"gender" text NOT NULL,
	"municipality_id" text NOT NULL,
	"phone_number" text,
	"address" text,
	"availability" text,
	"hear_about_id" text,
	"ethnicity_id" text,
	"update_required" boolean DEFAULT false NOT NULL,
	"update_finished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_categories" (
	"mentor_id" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "mentor_categories_mentor_id_item_id_pk" PRIMARY KEY("mentor_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "mentor_disabilities" (
	"mentor_id" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "mentor_disabilities_mentor_id_item_id_pk" PRIMARY KEY("mentor_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "mentor_skills" (
	"mentor_id" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "mentor_skills_mentor_id_item_id_pk" PRIMARY KEY("mentor_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "mentors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"municipality_id" text NOT NULL,
	"job" text NOT NULL,
	"field_of_education" text NOT NULL,
	"gender" text NOT NULL,
	"ethnicity_id" text,
	"approved_by_admin" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_categories" ADD CONSTRAINT "business_categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_categories" ADD CONSTRAINT "business_categories_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_id_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_type_id_catalogue_items_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_category_id_catalogue_items_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_country_id_catalogue_items_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_municipality_id_catalogue_items_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intern_categories" ADD CONSTRAINT "intern_categories_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intern_categories" ADD CONSTRAINT "intern_categories_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intern_disabilities" ADD CONSTRAINT "intern_disabilities_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intern_disabilities" ADD CONSTRAINT "intern_disabilities_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intern_skills" ADD CONSTRAINT "intern_skills_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intern_skills" ADD CONSTRAINT "intern_skills_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interns" ADD CONSTRAINT "interns_id_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interns" ADD CONSTRAINT "interns_municipality_id_catalogue_items_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interns" ADD CONSTRAINT "interns_hear_about_id_catalogue_items_id_fk" FOREIGN KEY ("hear_about_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interns" ADD CONSTRAINT "interns_ethnicity_id_catalogue_items_id_fk" FOREIGN KEY ("ethnicity_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_categories" ADD CONSTRAINT "mentor_categories_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_categories" ADD CONSTRAINT "mentor_categories_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_disabilities" ADD CONSTRAINT "mentor_disabilities_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_disabilities" ADD CONSTRAINT "mentor_disabilities_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_skills" ADD CONSTRAINT "mentor_skills_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_skills" ADD CONSTRAINT "mentor_skills_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_id_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_municipality_id_catalogue_items_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_ethnicity_id_catalogue_items_id_fk" FOREIGN KEY ("ethnicity_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_categories_item_idx" ON "business_categories" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_number_uq" ON "businesses" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "businesses_type_idx" ON "businesses" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "businesses_municipality_idx" ON "businesses" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "intern_categories_item_idx" ON "intern_categories" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "intern_disabilities_item_idx" ON "intern_disabilities" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "intern_skills_item_idx" ON "intern_skills" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "interns_municipality_idx" ON "interns" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "mentor_categories_item_idx" ON "mentor_categories" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "mentor_disabilities_item_idx" ON "mentor_disabilities" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "mentor_skills_item_idx" ON "mentor_skills" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "mentors_municipality_idx" ON "mentors" USING btree ("municipality_id");