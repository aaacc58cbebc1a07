CREATE TABLE "red_flag_alerts" (
	"red_flag_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_flag_alerts_pk" PRIMARY KEY("red_flag_id","due_at")
);
--> statement-breakpoint
ALTER TABLE "red_flags" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
UPDATE "red_flags" SET "respond_by" = CASE
  WHEN "priority" = 'HIGH' THEN "created_at" + interval '24 hours'
  ELSE ((CASE extract(isodow FROM "created_at" AT TIME ZONE 'Europe/Belgrade')
    WHEN 6 THEN date_trunc('day', "created_at" AT TIME ZONE 'Europe/Belgrade') + interval '2 days'
    WHEN 7 THEN date_trunc('day', "created_at" AT TIME ZONE 'Europe/Belgrade') + interval '1 day'
    ELSE "created_at" AT TIME ZONE 'Europe/Belgrade'
  END) + interval '7 days') AT TIME ZONE 'Europe/Belgrade'
END;--> statement-breakpoint
ALTER TABLE "red_flags" ALTER COLUMN "respond_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "red_flag_alerts" ADD CONSTRAINT "red_flag_alerts_red_flag_id_red_flags_id_fk" FOREIGN KEY ("red_flag_id") REFERENCES "public"."red_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "red_flags_respond_by_idx" ON "red_flags" USING btree ("priority","respond_by");