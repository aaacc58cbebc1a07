DROP INDEX "business_categories_item_idx";--> statement-breakpoint
DROP INDEX "intern_categories_item_idx";--> statement-breakpoint
DROP INDEX "intern_disabilities_item_idx";--> statement-breakpoint
DROP INDEX "intern_skills_item_idx";--> statement-breakpoint
DROP INDEX "mentor_categories_item_idx";--> statement-breakpoint
DROP INDEX "mentor_disabilities_item_idx";--> statement-breakpoint
DROP INDEX "mentor_skills_item_idx";--> statement-breakpoint
CREATE INDEX "business_categories_item_idx" ON "business_categories" USING btree ("item_id","business_id");--> statement-breakpoint
CREATE INDEX "intern_categories_item_idx" ON "intern_categories" USING btree ("item_id","intern_id");--> statement-breakpoint
CREATE INDEX "intern_disabilities_item_idx" ON "intern_disabilities" USING btree ("item_id","intern_id");--> statement-breakpoint
CREATE INDEX "intern_skills_item_idx" ON "intern_skills" USING btree ("item_id","intern_id");--> statement-breakpoint
CREATE INDEX "mentor_categories_item_idx" ON "mentor_categories" USING btree ("item_id","mentor_id");--> statement-breakpoint
CREATE INDEX "mentor_disabilities_item_idx" ON "mentor_disabilities" USING btree ("item_id","mentor_id");--> statement-breakpoint
CREATE INDEX "mentor_skills_item_idx" ON "mentor_skills" USING btree ("item_id","mentor_id");