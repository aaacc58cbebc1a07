CREATE TABLE "anonymised_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_type" text NOT NULL,
	"role" text NOT NULL,
	"municipality_id" text,
	"gender" text,
	"birth_year" integer,
	"business_type_id" text,
	"registered_on" date NOT NULL,
	"deleted_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anonymised_accounts" ADD CONSTRAINT "anonymised_accounts_municipality_id_catalogue_items_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anonymised_accounts" ADD CONSTRAINT "anonymised_accounts_business_type_id_catalogue_items_id_fk" FOREIGN KEY ("business_type_id") REFERENCES "public"."catalogue_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anonymised_accounts_role_registered_idx" ON "anonymised_accounts" USING btree ("role","registered_on");--> statement-breakpoint
CREATE INDEX "anonymised_accounts_municipality_idx" ON "anonymised_accounts" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "anonymised_accounts_business_type_idx" ON "anonymised_accounts" USING btree ("business_type_id");